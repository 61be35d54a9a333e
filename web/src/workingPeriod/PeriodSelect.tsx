import { MenuItem, TextField } from '@mui/material';
import { type Period, usePeriods } from './periodQueries';

/** Which academic period a page shows (a faculty member's own pages): any period, newest first, the working one to start. */
export function PeriodSelect({
  value,
  working,
  onChange,
}: {
  value: string;
  working: Period;
  onChange(periodId: string): void;
}) {
  const periods = usePeriods(true);
  const options = periods.data?.some((period) => String(period.id) === working.id)
    ? periods.data
    : [working, ...(periods.data ?? [])];
  return (
    <TextField
      select
      size="small"
      label="Academic Period"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 240 }}
    >
      {options.map((period) => (
        <MenuItem key={String(period.id)} value={String(period.id)}>
          {period.name}
          {String(period.id) === working.id ? ' (working period)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
