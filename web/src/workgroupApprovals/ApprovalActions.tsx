import ApproveIcon from '@mui/icons-material/TaskAlt';
import WithdrawIcon from '@mui/icons-material/Undo';
import ReviewIcon from '@mui/icons-material/FactCheckOutlined';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useAsOf } from '../history/useAsOf';
import type { WorkgroupApprovalRow } from './approvalTypes';

/** The page where an approver reviews a workgroup's plan in a period. */
export const planReviewPath = (row: Pick<WorkgroupApprovalRow, 'AcademicPeriodId' | 'WorkgroupId'>) =>
  `/workgroupApprovals/${row.AcademicPeriodId}/${row.WorkgroupId}`;

/**
 * What the caller may do with a workgroup's plan now (each name starts with its visible words, WCAG
 * label-in-name): review it, approve it (not once it is approved as
 * it is), withdraw their own approval. Nothing changes a plan shown as of a past instant.
 */
export function ApprovalActions({
  row,
  onApprove,
  onWithdraw,
  withReview = true,
}: {
  row: WorkgroupApprovalRow;
  onApprove(): void;
  onWithdraw(): void;
  withReview?: boolean;
}) {
  const showingPast = useAsOf().asOf !== null;
  return (
    <>
      {withReview && !showingPast && (
        <Button
          size="small"
          component={Link}
          to={planReviewPath(row)}
          startIcon={<ReviewIcon />}
          aria-label={`Review plan of ${row.workgroupName}`}
        >
          Review plan
        </Button>
      )}
      {row.canApprove && row.status !== 'approved' && !showingPast && (
        <Button
          size="small"
          variant="contained"
          startIcon={<ApproveIcon />}
          onClick={onApprove}
          aria-label={`Approve ${row.workgroupName}`}
        >
          Approve
        </Button>
      )}
      {row.canWithdraw && !showingPast && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<WithdrawIcon />}
          onClick={onWithdraw}
          aria-label={`Withdraw approval of ${row.workgroupName}`}
        >
          Withdraw approval
        </Button>
      )}
    </>
  );
}
