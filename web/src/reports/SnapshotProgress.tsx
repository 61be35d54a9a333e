import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';
import type { ReportSnapshot } from './reportApi';
import type { RecordJob } from './useRecordJob';

const stateTexts: Record<string, string> = {
  waiting: 'Waiting to start…',
  delayed: 'Scheduled',
  active: 'Taking the snapshot…',
};

/** A snapshot job's progress, then a link to the snapshot or why it failed. */
export function SnapshotProgress({ job }: { job: RecordJob<ReportSnapshot> }) {
  return (
    <Box sx={{ my: 1 }} data-testid="snapshot-progress">
      <JobProgressBar progress={job.progress} label="Snapshot progress" />
      {job.state === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The snapshot failed: {job.error ?? 'unknown error'}.
        </Alert>
      ) : job.state === 'completed' && job.record ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          Snapshot “{job.record.name}” taken.{' '}
          <Link component={RouterLink} to={`/reports/snapshots/${job.record.id}`}>
            Open the snapshot
          </Link>
        </Alert>
      ) : (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {stateTexts[job.state] ?? job.state}
        </Typography>
      )}
    </Box>
  );
}
