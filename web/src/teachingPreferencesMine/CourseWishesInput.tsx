import { Autocomplete, TextField } from '@mui/material';
import type { CourseChoice } from './preferenceTypes';
import { preferenceLimits } from './preferenceTypes';

const labelOf = (course: CourseChoice) => [course.courseNumber, course.name].filter(Boolean).join(' ');

/** Up to 10 courses one would like to teach, picked from those offered in the period. */
export function CourseWishesInput({
  value,
  choices,
  courseNames,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  choices: CourseChoice[];
  courseNames?: Record<string, string>;
  onChange(courseIds: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const byId = new Map(choices.map((course) => [course.id, course]));
  // a wish for a course no longer offered keeps showing (by the name the server gave) until removed
  const selected = value.map(
    (id) => byId.get(id) ?? { id, courseNumber: '', name: courseNames?.[id] ?? 'A course no longer offered' },
  );
  const full = value.length >= preferenceLimits.courses;
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={choices}
      value={selected}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionDisabled={(option) => full && !value.includes(option.id)}
      onChange={(_, courses) => onChange(courses.map((course) => course.id))}
      noOptionsText="No course offered in this period matches"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Course wishes (optional)"
          error={Boolean(error)}
          helperText={
            error ??
            (choices.length === 0
              ? 'No courses are offered in this period yet'
              : `Up to ${preferenceLimits.courses} courses`)
          }
        />
      )}
    />
  );
}
