import { TextField } from '@mui/material';
import { type Period, usePeriods } from '../../workingPeriod/periodQueries';

/** The academic period the overview shows (the working one until another is chosen), newest first. */
export function EffortPeriodSelect({
  value,
  working,
  onChange,
}: {
  value: Period;
  working: Period;
  onChange: (period: Period) => void;
}) {
  const periods = usePeriods(true);
  const choices = periods.data?.some((period) => period.id === value.id)
    ? periods.data
    : [value, ...(periods.data ?? [])];
  return (
    <TextField
      select
      size="small"
      label="Academic period"
      value={value.id}
      disabled={periods.isPending}
      onChange={(event) => {
        const chosen = choices.find((period) => String(period.id) === event.target.value);
        if (chosen) onChange({ id: String(chosen.id), name: chosen.name });
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220, maxWidth: '100%' }}
    >
      {choices.map((period) => (
        <option key={period.id} value={String(period.id)}>
          {period.id === working.id ? `${period.name} (working period)` : period.name}
        </option>
      ))}
    </TextField>
  );
}
