import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../shared/records/formatting';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import { planReviewPath } from './ApprovalActions';
import { useApproveWorkgroup } from './approvalQueries';
import type { WorkgroupApprovalRow } from './approvalTypes';

const noteLimit = 2000;

/**
 * Confirms the approval of a workgroup's plan as it is now (its plan version goes with it), with an
 * optional note. When the plan changed meanwhile the server refuses (409): the row is read again and the
 * dialog says so, so a second click approves the plan the approver now sees.
 */
export function ApproveDialog({
  row,
  onClose,
  withReview = true,
}: {
  row: WorkgroupApprovalRow;
  onClose(): void;
  /** A "Review plan" link to the plan's page (not on that page itself). */
  withReview?: boolean;
}) {
  const titleId = useId();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const { mutate, isPending, error, reset } = useApproveWorkgroup(() => {
    notify(`The plan of ${row.workgroupName} is approved`, { type: 'success' });
    onClose();
  });
  const refusal = error ? refusalOf(error) : undefined;
  const planChanged = refusal?.status === 409;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutate({
      AcademicPeriodId: row.AcademicPeriodId,
      WorkgroupId: row.WorkgroupId,
      planVersion: row.currentPlanVersion,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Approve the plan of {row.workgroupName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            You approve its {formatNumber(row.assignmentCount)} teaching assignments in{' '}
            {formatNumber(row.sectionCount)} sections for step {row.currentStep}, as they are now. A later
            change shows as &quot;Changed since approval&quot;.
          </DialogContentText>
          {withReview && (
            <Link component={RouterLink} to={planReviewPath(row)} sx={{ display: 'inline-block', mt: 1 }}>
              Review plan
            </Link>
          )}
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              if (error) reset();
            }}
            multiline
            minRows={2}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: noteLimit } }}
            error={Boolean(refusal?.errors.note)}
            helperText={refusal?.errors.note}
          />
          {refusal && !refusal.errors.note && (
            <Alert severity={planChanged ? 'warning' : 'error'} role="alert" sx={{ mt: 1 }}>
              {refusal.message}
              {planChanged && ' The plan has been read again: check it, then approve again.'}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            Approve
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
