import { Alert, Box, Breadcrumbs, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExportButtons } from './ExportButtons';
import { emptyGridState, type GridUiState, toGridState, toUiState } from './gridState';
import {
  fetchReportPage,
  type ReportColumn,
  reportKeys,
  type ReportSnapshot,
  useReportTypes,
  useSnapshot,
} from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';
import { ReportView } from './ReportView';
import { formatTime } from './SnapshotList';

const snapshotType = 'SnapshotReport';

/** The snapshot's frozen columns: sent with the snapshot, or read from its first page. */
function useSnapshotColumns(id: string, sent: ReportColumn[] | undefined, enabled: boolean) {
  const first = useQuery({
    queryKey: [...reportKeys.snapshot(id), 'columns'],
    queryFn: () => fetchReportPage(snapshotType, emptyGridState(), id),
    enabled: enabled && !sent,
    retry: false,
  });
  return { columns: sent ?? first.data?.columns, error: first.error };
}

/** Opens as it was taken (its order, grouping, sort); its filters are in the frozen rows already. */
const openingState = (snapshot: ReportSnapshot, columns: ReportColumn[]) =>
  toUiState({ ...snapshot.gridState, columnFilters: [], globalFilter: '' }, columns);

function SnapshotGrid({ snapshot, columns }: { snapshot: ReportSnapshot; columns: ReportColumn[] }) {
  const { id, name } = snapshot;
  const [state, setState] = useState<GridUiState>(() => openingState(snapshot, columns));
  const gridState = useMemo(() => toGridState(state, columns), [state, columns]);
  return (
    <>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Snapshot actions"
        sx={{ gap: 1, my: 1, flexWrap: 'wrap' }}
      >
        <ExportButtons reportType={snapshotType} gridState={gridState} snapshotId={id} />
      </Stack>
      <ReportView
        title={name}
        reportType={snapshotType}
        snapshotId={id}
        columns={columns}
        state={state}
        setState={setState}
      />
    </>
  );
}

/** A snapshot (/reports/snapshots/:id), read-only: the rows as they were at its log position. */
export default function SnapshotPage() {
  const { id = '' } = useParams();
  const snapshot = useSnapshot(id);
  const taken = snapshot.data?.status === 'taken';
  const { columns, error } = useSnapshotColumns(id, snapshot.data?.columns, taken);
  const name = snapshot.data?.name ?? 'Snapshot';
  const types = useReportTypes();
  const reportType = snapshot.data?.reportType;
  const typeLabel = types.data?.find((type) => type.reportType === reportType)?.label ?? reportType;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', mt: 1 }}>
      <Title title={name} />
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to="/reports">
          Reports
        </Link>
        <Typography color="text.primary">Snapshot</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {name}
      </Typography>
      {snapshot.error ? (
        <ReportErrorAlert error={snapshot.error} title="This snapshot cannot be opened" />
      ) : !snapshot.data ? (
        <LinearProgress aria-label="Loading the snapshot" sx={{ mt: 2 }} />
      ) : !taken ? (
        <Alert severity={snapshot.data.status === 'failed' ? 'error' : 'info'} sx={{ mt: 2 }}>
          {snapshot.data.status === 'failed'
            ? `This snapshot failed: ${snapshot.data.failureReason ?? 'unknown error'}`
            : snapshot.data.scheduledFor
              ? `This snapshot is scheduled for ${formatTime(snapshot.data.scheduledFor)}.`
              : 'This snapshot is being taken.'}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" data-testid="snapshot-as-of">
            As of {formatTime(snapshot.data.asOf)} (log position {snapshot.data.position ?? '—'}) ·{' '}
            {typeLabel} · read-only
          </Typography>
          {error && <ReportErrorAlert error={error} title="The snapshot's rows cannot be read" />}
          {columns ? (
            <SnapshotGrid snapshot={snapshot.data} columns={columns} />
          ) : (
            !error && <LinearProgress aria-label="Loading the snapshot rows" sx={{ mt: 2 }} />
          )}
        </>
      )}
    </Box>
  );
}
