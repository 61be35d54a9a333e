import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetList } from 'react-admin';
import { type AssignmentTypeChoice, defaultAssignmentType } from './defaultAssignmentType';

export interface AssignmentFieldValues {
  points: string;
  AssignmentTypeId: string;
  notes: string;
}

export const noType = '';

/** The values as the API takes them: points a number, an empty type or note left out. */
export function assignmentValuesOf(fields: AssignmentFieldValues): Record<string, unknown> {
  return {
    points: fields.points === '' ? undefined : Number(fields.points),
    AssignmentTypeId: fields.AssignmentTypeId || null,
    notes: fields.notes || null,
  };
}

/** Points (the instructor's share), assignment type and notes: what an assignment's maker sets and edits. */
export function AssignmentFields({
  values,
  errors,
  onChange,
  autoFocusPoints,
  defaultTypeFor,
}: {
  values: AssignmentFieldValues;
  errors: Record<string, string>;
  onChange(values: AssignmentFieldValues): void;
  autoFocusPoints?: boolean;
  /** A new assignment: its type starts as the usual one for a section that is (not) taught yet. */
  defaultTypeFor?: { sectionHasAssignments: boolean };
}) {
  const types = useGetList('assignmentTypes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const defaulted = useRef(false);
  useEffect(() => {
    if (!defaultTypeFor || defaulted.current || !types.data || values.AssignmentTypeId !== noType) return;
    defaulted.current = true;
    const id = defaultAssignmentType(
      types.data as unknown as AssignmentTypeChoice[],
      defaultTypeFor.sectionHasAssignments,
    );
    if (id) onChange({ ...values, AssignmentTypeId: id });
  }, [defaultTypeFor, types.data, values, onChange]);
  const set = (field: keyof AssignmentFieldValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <TextField
        label="Points"
        type="number"
        value={values.points}
        onChange={set('points')}
        error={Boolean(errors.points)}
        helperText={errors.points ?? "The instructor's share of the section's points"}
        slotProps={{ htmlInput: { min: 0, max: 100, step: 'any' } }}
        autoFocus={autoFocusPoints}
        required
      />
      <TextField
        select
        label="Assignment Type"
        value={values.AssignmentTypeId}
        onChange={set('AssignmentTypeId')}
        error={Boolean(errors.AssignmentTypeId)}
        helperText={errors.AssignmentTypeId}
      >
        <MenuItem value={noType}>
          <em>None</em>
        </MenuItem>
        {(types.data ?? []).map((type) => (
          <MenuItem key={String(type.id)} value={String(type.id)}>
            {String(type.name)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Notes"
        value={values.notes}
        onChange={set('notes')}
        error={Boolean(errors.notes)}
        helperText={errors.notes}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}
