import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
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
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Unauthorized } from '../layout/Unauthorized';
import { useAbility } from '../providers/useAbility';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';
import { isJobFinished } from '../shared/jobs/useFollowedJob';
import {
  type DataExport,
  dataExportDownloadUrl,
  getDataExport,
  isPending,
  reportKeys,
  startDataExport,
  useDataExports,
} from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';
import { formatTime } from './SnapshotList';
import { isRecordDone, useRecordJob } from './useRecordJob';

const statusTexts: Record<string, string> = { requested: 'Running', completed: 'Ready', failed: 'Failed' };
const sizeText = (bytes: number | null | undefined) =>
  typeof bytes !== 'number'
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function PastExports() {
  const exports = useDataExports();
  if (exports.isPending) return <Skeleton variant="rounded" height={72} aria-label="Loading the exports" />;
  if (exports.error) return <ReportErrorAlert error={exports.error} title="The exports cannot be read" />;
  if (!exports.data.length)
    return (
      <Typography color="text.secondary" data-testid="data-exports-empty">
        No exports yet.
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Past exports">
        <TableHead>
          <TableRow>
            <TableCell>Requested</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Files</TableCell>
            <TableCell align="right">Rows</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>File</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exports.data.map((item: DataExport) => (
            <TableRow key={item.id} data-testid={`data-export-${item.id}`}>
              <TableCell>{formatTime(item.requestedAt)}</TableCell>
              <TableCell title={item.failureReason ?? undefined}>
                {statusTexts[item.status] ?? item.status}
                {isPending(item) && <LinearProgress aria-label="Export running" sx={{ mt: 0.5 }} />}
              </TableCell>
              <TableCell align="right">{item.files?.length ?? ''}</TableCell>
              <TableCell align="right">{item.rowCount ?? ''}</TableCell>
              <TableCell align="right">{sizeText(item.byteCount)}</TableCell>
              <TableCell>
                {isRecordDone(item) && (
                  <Link href={dataExportDownloadUrl(item.id)} download data-testid="data-export-download">
                    Download zip
                  </Link>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Data exports (/reports/exports; create DataExport, flag exportsEnabled): a whole-dataset export job, one
 * CSV per resource the user may read, zipped; its progress and the past exports to download.
 */
export default function DataExportsPage() {
  const { ability, isPending: loadingAbility } = useAbility();
  const { job, start } = useRecordJob<DataExport>({
    queue: 'dataExport',
    readRecord: getDataExport,
    listKey: reportKeys.dataExports,
  });
  const [startError, setStartError] = useState<unknown>();
  if (loadingAbility) return <LinearProgress aria-label="Loading your session" />;
  if (!ability.can('create', 'DataExport')) return <Unauthorized />;
  const running = !!job && !isJobFinished(job);

  const begin = () => {
    setStartError(undefined);
    start(startDataExport).catch(setStartError);
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Data exports" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Export the whole dataset you may read: one CSV file per resource, zipped.
          </Typography>
          <Button variant="contained" onClick={begin} disabled={running} data-testid="data-export-start">
            Start export
          </Button>
          {startError !== undefined && (
            <ReportErrorAlert error={startError} title="The export did not start" />
          )}
          {job && (
            <Box sx={{ mt: 2 }}>
              <JobProgressBar progress={job.progress} label="Export progress" />
              {job.state === 'failed' ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  The export failed: {job.error ?? 'unknown error'}.
                </Alert>
              ) : job.state === 'completed' && job.record ? (
                <Alert severity="success" sx={{ mt: 1 }} role="status">
                  The export is ready.{' '}
                  <Link href={dataExportDownloadUrl(job.record.id)} download>
                    <DownloadIcon fontSize="inherit" /> Download zip
                  </Link>
                </Alert>
              ) : (
                <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
                  Exporting…
                </Typography>
              )}
            </Box>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }} component="section" aria-label="Past exports">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Past exports
          </Typography>
          <PastExports />
        </CardContent>
      </Card>
    </Box>
  );
}
