import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { WarningsList } from '../shared/WarningsList';
import type { ProgressMove, ProgressSteps } from './progressTypes';
import { useMoveStep } from './useMoveStep';

export const stepLabel = (progress: ProgressSteps, number: number | null) => {
  const step = progress.steps.find((candidate) => candidate.number === number);
  return step ? `step ${step.number}: ${step.name}` : `step ${number}`;
};

const verbs: Record<ProgressMove, string> = { advance: 'Advance', revert: 'Revert' };

/**
 * Confirms a step move. Reverting needs a reason (and clears the approvals above the step it goes back
 * to); advancing past workgroups that lack this step's approval shows them and asks once more.
 */
export function StepMoveDialog({
  move,
  progress,
  onClose,
}: {
  move: ProgressMove;
  progress: ProgressSteps;
  onClose(): void;
}) {
  const titleId = useId();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const target = move === 'advance' ? progress.advanceTo : progress.revertTo;
  const {
    move: send,
    refusal,
    isPending,
  } = useMoveStep(progress.AcademicPeriodId, (row) => {
    notify(`${progress.periodName} is now at ${stepLabel(progress, row?.toStep ?? target)}`, {
      type: 'success',
    });
    onClose();
  });
  const warnings = refusal?.warnings ?? [];
  const verb = verbs[move];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (move === 'revert' && !reason.trim()) {
      setReasonMissing(true);
      return;
    }
    send({
      action: move,
      fromStep: progress.currentStep,
      ...(move === 'revert' ? { reason: reason.trim() } : {}),
      confirm: warnings.length > 0,
    });
  };

  const reasonError = reasonMissing ? 'A reason is required' : refusal?.errors.reason;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {verb} {progress.periodName} to {stepLabel(progress, target)}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The period moves from {stepLabel(progress, progress.currentStep)} to {stepLabel(progress, target)}
            .{move === 'revert' && ' Workgroup approvals given in the steps after it are cleared.'}
            {move === 'advance' && target === 8 && ' Faculty will see their teaching assignments.'}
          </DialogContentText>
          {move === 'revert' && (
            <TextField
              label="Reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonMissing(false);
              }}
              required
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              error={Boolean(reasonError)}
              helperText={reasonError ?? 'Say why the period goes back a step'}
              autoFocus
            />
          )}
          {warnings.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Please check before going ahead:
              <WarningsList warnings={warnings} />
            </Alert>
          )}
          {refusal && warnings.length === 0 && !refusal.errors.reason && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {refusal.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            color={warnings.length > 0 ? 'warning' : 'primary'}
            disabled={isPending || target === null}
          >
            {warnings.length > 0 ? `${verb} anyway` : verb}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
