import { Alert, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { countOf } from './importFormatting';
import type { ImportJob } from './useEffortImportJob';
import { JobProgressBar } from '../../shared/jobs/JobProgressBar';

const stateTexts: Record<string, string> = {
  waiting: 'Waiting to start…',
  delayed: 'Waiting to start…',
  active: 'Importing…',
  completed: 'Done',
};

const OverviewLink = () => (
  <Link component={RouterLink} to="/effort">
    Go to the effort overview
  </Link>
);

/** The import's progress bar (fed by the socket), then what it recorded, or why it stopped. */
export function ImportProgress({ job }: { job: ImportJob }) {
  if (job.alreadyImported)
    return (
      <Alert severity="info" sx={{ mt: 3 }} role="status">
        This file was imported before: nothing changed. <OverviewLink />
      </Alert>
    );
  const row = job.row;
  return (
    <Box sx={{ mt: 3 }}>
      <JobProgressBar progress={job.progress} label="Import progress" />
      {job.state === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The import stopped: {job.error ?? 'unknown error'}. Nothing of it counts until an import of the file
          completes; importing the file again starts over.
        </Alert>
      ) : job.state === 'completed' && row ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          Imported {countOf(row.rowCount, 'row')} for {countOf(row.peopleCount, 'person', 'people')} in{' '}
          {countOf(row.payPeriodCount, 'pay period')}
          {row.skippedCount > 0 ? `; ${countOf(row.skippedCount, 'row')} with errors skipped` : ''}.{' '}
          <OverviewLink />
        </Alert>
      ) : (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {stateTexts[job.state] ?? job.state}
        </Typography>
      )}
    </Box>
  );
}
