import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { ProcessingData } from '../shared/ProcessingData';
import { formatDateTime } from '../shared/records/formatting';
import { ApprovalBadge } from './ApprovalBadge';
import { useWorkgroupApproval } from './approvalQueries';
import { PlanDifferences } from './PlanDifferences';
import { PlanTable } from './PlanTable';

/** An approval as it was given (the plan approved), the plan now, and what moved between the two. */
export function ApprovalDetailsDialog({
  approvalId,
  workgroupName,
  onClose,
}: {
  approvalId: string;
  workgroupName: string;
  onClose(): void;
}) {
  const titleId = useId();
  const { data, error, isPending } = useWorkgroupApproval(approvalId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        Approval of {workgroupName}
        {data ? ` at step ${data.step}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <ProcessingData />
        ) : error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <ApprovalBadge status={data.changedSinceApproval ? 'changedSinceApproval' : 'approved'} />
              <Typography>
                Approved by {data.approvedByName ?? 'unknown'} on {formatDateTime(data.approvedAt)}
              </Typography>
            </Box>
            {data.note && <Typography sx={{ mb: 1 }}>Note: {data.note}</Typography>}
            {data.clearedAt && (
              <Alert severity="info" sx={{ mb: 1 }}>
                Cleared on {formatDateTime(data.clearedAt)}, when the period went back before step {data.step}
                .
              </Alert>
            )}
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Differences
            </Typography>
            <PlanDifferences differences={data.differences} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Plan as approved
            </Typography>
            <PlanTable entries={data.plan} label="Plan as approved" />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Plan now
            </Typography>
            <PlanTable entries={data.currentPlan} label="Plan now" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
