import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useGetList } from 'react-admin';
import { usePeriods } from '../workingPeriod/periodQueries';
import type { RecipientFilters, WorkloadStatus } from './emailApi';

const statuses: { value: WorkloadStatus; label: string }[] = [
  { value: 'under', label: 'Under' },
  { value: 'met', label: 'Met' },
  { value: 'over', label: 'Over' },
];

/** The recipient filters: period (default the working one), workgroup, workload status and two flags. */
export function RecipientFiltersBar({
  filters,
  periodId,
  onChange,
}: {
  filters: RecipientFilters;
  /** The period the recipients were read for (the working one until another is chosen). */
  periodId: string | undefined;
  onChange(filters: RecipientFilters): void;
}) {
  const { data: periods = [] } = usePeriods(true);
  const { data: workgroups = [] } = useGetList('workgroups', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const set = (change: Partial<RecipientFilters>) => onChange({ ...filters, ...change });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
    >
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Academic period"
        value={filters.AcademicPeriodId ?? periodId ?? ''}
        onChange={(event) => set({ AcademicPeriodId: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        {periods.map((period) => (
          <MenuItem key={period.id} value={String(period.id)}>
            {period.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Workgroup"
        value={filters.WorkgroupId ?? ''}
        onChange={(event) => set({ WorkgroupId: event.target.value || undefined })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">Any workgroup</MenuItem>
        {workgroups.map((workgroup) => (
          <MenuItem key={workgroup.id} value={String(workgroup.id)}>
            {String(workgroup.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Workload status"
        value={filters.workloadStatus}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) =>
              (value as string[]).length === 0 ? 'Any' : (value as string[]).join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        onChange={(event) => set({ workloadStatus: event.target.value as unknown as WorkloadStatus[] })}
        sx={{ minWidth: 170 }}
      >
        {statuses.map((status) => (
          <MenuItem key={status.value} value={status.value}>
            <Checkbox size="small" checked={filters.workloadStatus.includes(status.value)} />
            {status.label}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.preferencesNotSubmitted}
            onChange={(event) => set({ preferencesNotSubmitted: event.target.checked })}
          />
        }
        label="Preferences not submitted"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.changedSincePublication}
            onChange={(event) => set({ changedSincePublication: event.target.checked })}
          />
        }
        label="Assignments changed since publication"
      />
    </Stack>
  );
}
