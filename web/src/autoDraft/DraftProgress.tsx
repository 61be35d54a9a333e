import { Box, Typography } from '@mui/material';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';
import type { DraftState } from './autoDraftApi';

/** The solve's progress bar, with what is happening in words for screen readers too. */
export function DraftProgress({ state, progress }: { state: DraftState; progress: number }) {
  return (
    <Box sx={{ my: 2 }}>
      <JobProgressBar progress={progress} label="Drafting progress" />
      <Typography color="text.secondary" role="status" sx={{ mt: 1 }}>
        {state === 'waiting'
          ? 'Waiting to start…'
          : 'Solving: finding the best assignment of the sections in scope…'}
      </Typography>
    </Box>
  );
}
