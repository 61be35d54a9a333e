import { Alert, Box, Typography } from '@mui/material';
import { countOf } from '../shared/fileImport/fileImportFormatting';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';
import type { DataImportJob } from './useDataImportJob';

const stateTexts: Record<string, string> = {
  waiting: 'Waiting to start…',
  delayed: 'Waiting to start…',
  active: 'Importing…',
  completed: 'Done',
};

/** The import's progress bar (fed by the socket), then what it recorded, or why it stopped. */
export function DataImportProgress({ job }: { job: DataImportJob }) {
  const row = job.row;
  return (
    <Box sx={{ mt: 3 }}>
      <JobProgressBar progress={job.progress} label="Import progress" />
      {job.state === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          The import stopped: {job.error ?? 'unknown error'}. Importing the file again is safe: what is
          recorded already stays unchanged.
        </Alert>
      ) : job.state === 'completed' && row ? (
        <Alert severity="success" sx={{ mt: 1 }} role="status">
          Imported {countOf(row.rows, 'row')}: {row.created.toLocaleString('en-US')} created,{' '}
          {row.changed.toLocaleString('en-US')} changed, {row.unchanged.toLocaleString('en-US')} unchanged.
        </Alert>
      ) : (
        <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
          {stateTexts[job.state] ?? job.state}
        </Typography>
      )}
    </Box>
  );
}
