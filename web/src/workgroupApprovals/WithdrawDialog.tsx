import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useNotify } from 'react-admin';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import { useWithdrawApproval } from './approvalQueries';
import type { WorkgroupApprovalRow } from './approvalTypes';
import { relevantApproval } from './relevantApproval';

/**
 * Confirms withdrawing one's own approval of a workgroup's plan at the current step: the plan is then
 * "Not approved" again, and the withdrawal shows in its approval history. A refusal (someone approved
 * meanwhile, the period moved on) is shown and the approvals are read again.
 */
export function WithdrawDialog({ row, onClose }: { row: WorkgroupApprovalRow; onClose(): void }) {
  const titleId = useId();
  const notify = useNotify();
  const approval = relevantApproval(row);
  const { mutate, isPending, error } = useWithdrawApproval(() => {
    notify(`Your approval of ${row.workgroupName} is withdrawn`, { type: 'success' });
    onClose();
  });
  const refusal = error ? refusalOf(error) : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Withdraw your approval of {row.workgroupName}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The plan of {row.workgroupName} will no longer be approved for step {row.currentStep}. You can
          approve it again later.
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color="warning"
          disabled={isPending || !approval}
          onClick={() => approval && mutate(approval.id)}
        >
          Withdraw approval
        </Button>
      </DialogActions>
    </Dialog>
  );
}
