import { Box, TextField, Tooltip, Typography } from '@mui/material';
import type { Identifier } from 'react-admin';
import { type Period, usePeriods, useSetWorkingPeriod } from './periodQueries';

export const masqueradeHint = 'You cannot change your working academic period while masquerading';
const label = 'Working academic period';
const focusRing = { outline: '2px solid currentColor', outlineOffset: 2 };

interface Props {
  userId: Identifier | undefined;
  working: Period | null;
  systemActive: Period | null;
  masquerading: boolean;
}

/** The manager's choice of working period, newest first; off while masquerading, saying why on hover or focus. */
export function WorkingPeriodSelect({ userId, working, systemActive, masquerading }: Props) {
  const periods = usePeriods(true);
  const { mutate, isPending } = useSetWorkingPeriod(userId);
  const choose = (id: string) => {
    if (id === working?.id) return;
    mutate(id === systemActive?.id ? null : id);
  };
  if (periods.data?.length === 0) {
    return (
      <>
        <Typography variant="caption" component="div" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2">No academic periods yet</Typography>
      </>
    );
  }
  const select = (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={working?.id ?? ''}
      disabled={masquerading || isPending || periods.isPending}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!working && (
        <option value="" disabled>
          Choose a period
        </option>
      )}
      {(periods.data ?? []).map((period) => (
        <option key={period.id} value={String(period.id)}>
          {period.id === systemActive?.id ? `${period.name} (active)` : period.name}
        </option>
      ))}
    </TextField>
  );
  if (!masquerading) return select;
  // A disabled select gets no hover or focus: the span does, so the reason reaches mouse and keyboard users.
  return (
    <Tooltip title={masqueradeHint} describeChild>
      <Box
        component="span"
        role="group"
        tabIndex={0}
        aria-label={working ? `${label}: ${working.name}` : label}
        sx={{ display: 'block', borderRadius: 1, '&:focus-visible': focusRing }}
      >
        {select}
      </Box>
    </Tooltip>
  );
}
