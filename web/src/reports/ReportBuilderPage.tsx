import { Alert, Box, Breadcrumbs, Chip, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type GridUiState, toGridState, toUiState } from './gridState';
import { useReportTypes, useSavedReport } from './reportApi';
import { ReportActions } from './ReportActions';
import { ReportErrorAlert } from './ReportErrorAlert';
import { ReportView } from './ReportView';

/**
 * A report builder (/reports/:reportType; `?saved=<id>` opens a saved report with its grid state): the grid
 * over the type's read model, and the toolbar to save, export and snapshot what it shows.
 */
export default function ReportBuilderPage() {
  const { reportType = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const savedId = search.get('saved') ?? undefined;
  const types = useReportTypes();
  const saved = useSavedReport(savedId);
  const type = types.data?.find((item) => item.reportType === reportType);
  const columns = useMemo(() => type?.columns ?? [], [type]);

  // the grid state starts from the saved report once per opened report (a save must not reset it)
  const [opened, setOpened] = useState<{ key: string; state: GridUiState }>();
  const openKey = `${reportType}:${savedId ?? ''}`;
  const ready = !!type && (!savedId || !!saved.data);
  const initial = useMemo(
    () => (ready ? toUiState(saved.data?.gridState ?? type?.defaultState, columns) : undefined),
    [ready, saved.data?.gridState, type?.defaultState, columns],
  );
  const state = opened?.key === openKey ? opened.state : initial;
  const setState = (next: GridUiState | ((previous: GridUiState) => GridUiState)) =>
    setOpened((current) => {
      const base = current?.key === openKey ? current.state : initial;
      if (!base) return current;
      return { key: openKey, state: typeof next === 'function' ? next(base) : next };
    });

  const title = saved.data?.name ?? type?.label ?? reportType;
  const openSaved = (id: string) => navigate(`/reports/${reportType}?saved=${encodeURIComponent(id)}`);

  if (types.error) return <ReportErrorAlert error={types.error} title="The report types cannot be read" />;
  if (saved.error) return <ReportErrorAlert error={saved.error} title="This saved report cannot be opened" />;
  if (types.data && !type)
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        There is no report “{reportType}” you may read.{' '}
        <Link component={RouterLink} to="/reports">
          All reports
        </Link>
      </Alert>
    );
  if (saved.data && !saved.data.available)
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="report-unavailable">
        “{saved.data.name}” is unavailable: you may no longer read {saved.data.reportType} reports.
      </Alert>
    );
  if (saved.data && saved.data.reportType !== reportType)
    return <Alert severity="warning">This saved report is a {saved.data.reportType} report.</Alert>;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', mt: 1 }}>
      <Title title={title} />
      <Breadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to="/reports">
          Reports
        </Link>
        <Typography color="text.primary">{type?.label ?? reportType}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" data-testid="report-title">
          {title}
        </Typography>
        {saved.data?.kind === 'custom' && <Chip size="small" label="Custom report" />}
        {saved.data?.kind === 'system' && <Chip size="small" label="System report" />}
      </Stack>
      {type?.description && <Typography color="text.secondary">{type.description}</Typography>}
      {!state ? (
        <LinearProgress aria-label="Loading the report" sx={{ mt: 2 }} />
      ) : (
        <>
          <ReportActions
            reportType={reportType}
            typeLabel={type?.label ?? reportType}
            gridState={toGridState(state, columns)}
            saved={saved.data}
            onOpen={openSaved}
            onDeleted={() => navigate('/reports')}
          />
          <ReportView
            key={openKey}
            title={title}
            reportType={reportType}
            columns={columns}
            state={state}
            setState={setState}
          />
        </>
      )}
    </Box>
  );
}
