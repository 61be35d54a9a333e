import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, type RaRecord, useNotify } from 'react-admin';
import { type AssignmentFieldValues, AssignmentFields, assignmentValuesOf, noType } from './AssignmentFields';
import { useSaveAssignment } from './useSaveAssignment';
import { WarningsConfirm } from './WarningsConfirm';

/**
 * Changes an assignment's points, type and notes, at the version it was read (someone else's change since
 * is refused, not overwritten). Raising the points past the instructor's load asks first ("Save anyway").
 */
export function EditAssignmentDialog({
  assignment,
  sectionName,
  onClose,
}: {
  assignment: RaRecord;
  sectionName: string;
  onClose(): void;
}) {
  const notify = useNotify();
  const titleId = useId();
  const [fields, setFields] = useState<AssignmentFieldValues>({
    points: assignment.points == null ? '' : String(assignment.points),
    AssignmentTypeId: String(assignment.AssignmentTypeId ?? noType),
    notes: String(assignment.notes ?? ''),
  });
  const saving = useSaveAssignment(() => {
    notify('Assignment saved', { type: 'success' });
    onClose();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saving.save({ values: assignmentValuesOf(fields), previous: assignment });
  };
  const errors = saving.refusal?.errors ?? {};
  const rootMessage =
    saving.refusal?.status === 412
      ? 'Someone else changed this assignment meanwhile. Close and open it again to see their change.'
      : saving.refusal && Object.keys(errors).length === 0
        ? saving.refusal.message
        : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          Edit the assignment of {String(assignment.instructorName ?? '')} to {sectionName}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {rootMessage && (
              <Alert severity="error" role="alert">
                {rootMessage}
              </Alert>
            )}
            <AssignmentFields values={fields} errors={errors} onChange={setFields} autoFocusPoints />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={onClose} />
          <Button type="submit" label="Save" variant="contained" disabled={saving.saving} />
        </DialogActions>
      </form>
      <WarningsConfirm
        warnings={saving.pendingWarnings}
        confirmLabel="Save anyway"
        busy={saving.saving}
        onConfirm={() => void saving.confirm()}
        onCancel={saving.dismiss}
      />
    </Dialog>
  );
}
