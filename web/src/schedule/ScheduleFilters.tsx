import { Autocomplete, createFilterOptions, MenuItem, Stack, TextField } from '@mui/material';
import type { ScheduleChoices, ScheduleFilterValues } from './scheduleTypes';

interface Option {
  id: string;
}

/** An autocomplete over one kind of choice; a long list shows the first 50 matches of what is typed. */
function ChoiceFilter<T extends Option>(props: {
  label: string;
  options: T[];
  value: T | null | undefined;
  labelOf: (option: T) => string;
  noOptionsText: string;
  onChange: (value: T | null) => void;
}) {
  return (
    <Autocomplete
      options={props.options}
      value={props.value ?? null}
      getOptionLabel={props.labelOf}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={createFilterOptions({ limit: 50 })}
      noOptionsText={props.noOptionsText}
      onChange={(_, value) => props.onChange(value)}
      renderInput={(params) => <TextField {...params} label={props.label} fullWidth />}
      fullWidth={false}
      sx={{ width: 230 }}
    />
  );
}

/** The term shown and the filters: workgroup, location, instructor. */
export function ScheduleFilters({
  choices,
  termId,
  values,
  onChange,
}: {
  choices: ScheduleChoices;
  termId: string;
  values: ScheduleFilterValues;
  onChange: (values: ScheduleFilterValues) => void;
}) {
  const set = (change: ScheduleFilterValues) => onChange({ ...values, ...change });
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-end" sx={{ mb: 1 }}>
      <TextField
        select
        label="Term"
        value={termId}
        onChange={(event) => set({ AcademicTermId: event.target.value })}
        fullWidth={false}
        sx={{ width: 180 }}
      >
        {choices.terms.map((term) => (
          <MenuItem key={term.id} value={term.id}>
            {term.name}
          </MenuItem>
        ))}
      </TextField>
      <ChoiceFilter
        label="Workgroup"
        options={choices.workgroups}
        value={values.workgroup}
        labelOf={(workgroup) => workgroup.name}
        noOptionsText="No workgroup matches"
        onChange={(workgroup) => set({ workgroup })}
      />
      <ChoiceFilter
        label="Location"
        options={choices.locations}
        value={values.location}
        labelOf={(location) =>
          location.description ? `${location.code} (${location.description})` : location.code
        }
        noOptionsText="No location matches"
        onChange={(location) => set({ location })}
      />
      <ChoiceFilter
        label="Instructor"
        options={choices.instructors}
        value={values.instructor}
        labelOf={(instructor) => instructor.name}
        noOptionsText={
          choices.instructors.length === 0
            ? 'No one has a teaching assignment in this period yet'
            : 'No instructor matches'
        }
        onChange={(instructor) => set({ instructor })}
      />
    </Stack>
  );
}
