import { TextField } from '@mui/material';
import { sections } from '@tams/domain';
import { InputHelperText, type RaRecord, useGetList, useInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { type TermMode, termModeKey, useTermModeLabels } from '../courseOfferings/termModeLabels';
import { validatorsOf } from '../shared/records/fieldValidation';

const { AcademicTermId, TeachingModeId } = sections.fields;

/**
 * The section's term mode: one of its offering's (term, teaching mode) pairs, "Fall 2026 · In Person",
 * which sets AcademicTermId and TeachingModeId. A native select: keyboard and screen readers know it.
 */
export function TermModeInput() {
  const offeringId = useWatch({ name: 'CourseOfferingId' }) as string | undefined;
  const term = useInput({ source: 'AcademicTermId', validate: validatorsOf(AcademicTermId) });
  const mode = useInput({ source: 'TeachingModeId', validate: validatorsOf(TeachingModeId) });
  const { data = [], isPending } = useGetList<RaRecord & TermMode>(
    'offeringTermModes',
    {
      filter: { CourseOfferingId: offeringId },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'AcademicTermId', order: 'ASC' },
    },
    { enabled: Boolean(offeringId) },
  );
  const current =
    term.field.value && mode.field.value
      ? { AcademicTermId: String(term.field.value), TeachingModeId: String(mode.field.value) }
      : undefined;
  const choices: TermMode[] = [
    ...data,
    ...(current && !data.some((choice) => termModeKey(choice) === termModeKey(current)) ? [current] : []),
  ];
  const { labelOf } = useTermModeLabels(choices);
  const fieldState = term.fieldState.error ? term.fieldState : mode.fieldState;
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || term.formState.isSubmitted);
  const choose = (key: string) => {
    const chosen = choices.find((choice) => termModeKey(choice) === key);
    term.field.onChange(chosen?.AcademicTermId ?? null);
    mode.field.onChange(chosen?.TeachingModeId ?? null);
  };
  const none = offeringId && !isPending && data.length === 0;
  return (
    <TextField
      select
      id={term.id}
      label="Term Mode"
      required
      value={current ? termModeKey(current) : ''}
      onChange={(event) => choose(event.target.value)}
      onBlur={() => {
        term.field.onBlur();
        mode.field.onBlur();
      }}
      disabled={!offeringId}
      error={showError}
      helperText={
        <InputHelperText
          error={showError ? fieldState.error?.message : undefined}
          helperText={none ? 'The offering runs in no term yet: add a term mode to it first' : ' '}
        />
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      variant="filled"
      margin="dense"
      size="small"
      sx={{ minWidth: 360 }}
    >
      <option value="">{offeringId ? 'Choose a term mode' : 'Choose the offering first'}</option>
      {choices.map((choice) => (
        <option key={termModeKey(choice)} value={termModeKey(choice)}>
          {labelOf(choice)}
        </option>
      ))}
    </TextField>
  );
}
