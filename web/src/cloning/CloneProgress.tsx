import { Alert, Box, Typography } from '@mui/material';
import type { CloneJob } from './cloningApi';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';

const stateTexts: Record<string, string> = {
  waiting: 'Waiting to start…',
  delayed: 'Waiting to start…',
  active: 'Cloning…',
  completed: 'Done',
};

/** The job's progress bar, fed by the socket; the percentage also as text (and aria-valuenow). */
export function CloneProgress({ job }: { job: CloneJob }) {
  return (
    <Box sx={{ mt: 3 }}>
      <JobProgressBar progress={job.progress} label="Cloning progress" />
      {job.state === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The clone stopped: {job.error ?? 'unknown error'}. What it created so far is kept; running it again
          continues where it stopped.
        </Alert>
      ) : (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {job.state === 'waiting' && job.error
            ? `Trying again after an error: ${job.error}`
            : (stateTexts[job.state] ?? job.state)}
        </Typography>
      )}
    </Box>
  );
}
