import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { usePeriods } from '../../workingPeriod/periodQueries';

/** The academic period a report covers (every user reads the periods). */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const periods = usePeriods(true);
  return (
    <TextField
      select
      size="small"
      label="Academic Period"
      value={periods.data?.some((period) => period.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {(periods.data ?? []).map((period) => (
        <MenuItem key={period.id} value={period.id}>
          {period.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface Choice {
  id: string;
  name: string;
}

/** A choice among named things (instructors, workgroups), searchable by name. */
export function NamePicker({
  label,
  choices,
  value,
  onChange,
  loading,
}: {
  label: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  loading?: boolean;
}) {
  return (
    <Autocomplete
      size="small"
      options={choices}
      loading={loading}
      value={choices.find((choice) => choice.id === value) ?? null}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(choice, other) => choice.id === other.id}
      onChange={(_, choice) => onChange(choice?.id)}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 280 }}
    />
  );
}
