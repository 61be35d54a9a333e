import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, type RaRecord, useNotify } from 'react-admin';
import { uncoveredPoints } from '@tams/domain';
import { type AssignmentFieldValues, AssignmentFields, assignmentValuesOf, noType } from './AssignmentFields';
import { type InstructorOption, InstructorPicker } from './InstructorPicker';
import { LoadPreview } from './LoadPreview';
import { sectionTitleOf } from '../sections/sectionTitles';
import type { SuggestedAssignee } from './teachingAssignmentApi';
import { useLoadPreview } from './teachingAssignmentApi';
import { useSaveAssignment } from './useSaveAssignment';
import { WarningsConfirm } from './WarningsConfirm';

export interface AssignDialogProps {
  section: RaRecord;
  /** The suggestion being taken (its instructor, its share); none: the user picks the instructor. */
  suggestion?: SuggestedAssignee;
  onClose(): void;
}

/** Points typed settle before the load is previewed again. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Assigns an instructor to a section: a suggested one, or anyone found by name. Shows their load after
 * this (from the server's preview); a warning the server holds the assignment back for is confirmed in a
 * second dialog ("Assign anyway").
 */
export function AssignDialog({ section, suggestion, onClose }: AssignDialogProps) {
  const notify = useNotify();
  const titleId = useId();
  const [instructor, setInstructor] = useState<InstructorOption | null>(
    suggestion ? { id: suggestion.UserId, name: suggestion.instructorName } : null,
  );
  const [fields, setFields] = useState<AssignmentFieldValues>({
    points: String(suggestion?.points ?? uncoveredPoints(section)),
    AssignmentTypeId: noType,
    notes: '',
  });
  const points = useSettled(fields.points);
  const [typeDefault] = useState(() => ({
    sectionHasAssignments: ['partial', 'covered', 'over'].includes(String(section.coverageStatus)),
  }));
  const draft = instructor
    ? {
        SectionId: section.id,
        UserId: instructor.id,
        ...(points === '' ? {} : { points: Number(points) }),
      }
    : undefined;
  const preview = useLoadPreview(draft);
  // the suggestion already carries the load at its share: shown until the server's preview answers
  const figures =
    preview.data?.UserId === instructor?.id
      ? preview.data
      : suggestion && instructor?.id === suggestion.UserId
        ? suggestion
        : undefined;
  const name = sectionTitleOf(section);
  const saving = useSaveAssignment((record) => {
    notify(`Assigned ${String(record.instructorName ?? instructor?.name)} to ${name}`, { type: 'success' });
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!instructor) return;
    void saving.save({
      values: { SectionId: section.id, UserId: instructor.id, ...assignmentValuesOf(fields) },
    });
  };
  const errors = saving.refusal?.errors ?? {};
  const rootMessage = saving.refusal && Object.keys(errors).length === 0 ? saving.refusal.message : undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {suggestion ? `Assign ${suggestion.instructorName} to ${name}` : `Assign someone to ${name}`}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {rootMessage && (
              <Alert severity="error" role="alert">
                {rootMessage}
              </Alert>
            )}
            {suggestion ? (
              <Typography>
                Instructor: <strong>{suggestion.instructorName}</strong>
              </Typography>
            ) : (
              <InstructorPicker value={instructor} onChange={setInstructor} error={errors.UserId} />
            )}
            <AssignmentFields
              values={fields}
              errors={errors}
              onChange={setFields}
              autoFocusPoints={Boolean(suggestion)}
              defaultTypeFor={typeDefault}
            />
            <LoadPreview
              figures={figures}
              isFetching={preview.isFetching}
              error={preview.isError && !figures ? preview.error.message : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={onClose} />
          <Button type="submit" label="Assign" variant="contained" disabled={!instructor || saving.saving} />
        </DialogActions>
      </form>
      <WarningsConfirm
        warnings={saving.pendingWarnings}
        confirmLabel="Assign anyway"
        busy={saving.saving}
        onConfirm={() => void saving.confirm()}
        onCancel={saving.dismiss}
      />
    </Dialog>
  );
}
