import {
  LinearProgress,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../shared/records/formatting';
import { isPending, type ReportSnapshot, useReportTypes, useSnapshots } from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';

const statusTexts: Record<string, string> = { requested: 'Being taken', taken: 'Taken', failed: 'Failed' };

export const formatTime = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');

function SnapshotStatus({ snapshot }: { snapshot: ReportSnapshot }) {
  if (snapshot.scheduledFor && isPending(snapshot))
    return <>Scheduled for {formatTime(snapshot.scheduledFor)}</>;
  if (isPending(snapshot))
    return (
      <>
        {statusTexts[snapshot.status] ?? snapshot.status}
        <LinearProgress aria-label={`Taking snapshot ${snapshot.name}`} sx={{ mt: 0.5 }} />
      </>
    );
  return (
    <span title={snapshot.failureReason ?? undefined}>{statusTexts[snapshot.status] ?? snapshot.status}</span>
  );
}

/** The snapshots the user may see, newest as the server orders them; a taken one opens read-only. */
export function SnapshotList() {
  const snapshots = useSnapshots();
  const types = useReportTypes();
  const typeLabel = (type: string) => types.data?.find((item) => item.reportType === type)?.label ?? type;
  if (snapshots.isPending)
    return <Skeleton variant="rounded" height={72} aria-label="Loading the snapshots" />;
  if (snapshots.error)
    return <ReportErrorAlert error={snapshots.error} title="The snapshots cannot be read" />;
  if (!snapshots.data.length)
    return (
      <Typography color="text.secondary" data-testid="snapshots-empty">
        No snapshots yet: open a report and take a snapshot to freeze its rows.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Snapshots">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Report</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>As of</TableCell>
            <TableCell align="right">Rows</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshots.data.map((snapshot) => (
            <TableRow key={snapshot.id} data-testid={`snapshot-${snapshot.id}`}>
              <TableCell>
                {snapshot.status === 'taken' ? (
                  <Link component={RouterLink} to={`/reports/snapshots/${snapshot.id}`}>
                    {snapshot.name}
                  </Link>
                ) : (
                  snapshot.name
                )}
              </TableCell>
              <TableCell>{typeLabel(snapshot.reportType)}</TableCell>
              <TableCell>
                <SnapshotStatus snapshot={snapshot} />
              </TableCell>
              <TableCell>{formatTime(snapshot.asOf)}</TableCell>
              <TableCell align="right">{snapshot.rowCount ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
