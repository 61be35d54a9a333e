import { LinearProgress, Stack, Typography } from '@mui/material';

/** A job's progress bar, fed by the socket; the percentage also as text (and aria-valuenow). */
export function JobProgressBar({ progress, label }: { progress: number; label: string }) {
  const percent = Math.round(progress);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography sx={{ minWidth: 48, textAlign: 'right' }}>{percent}%</Typography>
    </Stack>
  );
}
