import ViewIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ProcessingData } from '../shared/ProcessingData';
import { formatDateTime, formatNumber } from '../shared/records/formatting';
import { ApprovalActions } from './ApprovalActions';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalDetailsDialog } from './ApprovalDetailsDialog';
import { useWorkgroupApprovals } from './approvalQueries';
import type { WorkgroupApprovalRow } from './approvalTypes';
import { ApproveDialog } from './ApproveDialog';
import { relevantApproval } from './relevantApproval';
import { WithdrawDialog } from './WithdrawDialog';

function ApprovalRow({
  row,
  onApprove,
  onWithdraw,
  onView,
}: {
  row: WorkgroupApprovalRow;
  onApprove(): void;
  onWithdraw(): void;
  onView(approvalId: string): void;
}) {
  const approval = relevantApproval(row);
  return (
    <TableRow data-workgroup-id={row.WorkgroupId}>
      <TableCell component="th" scope="row">
        {row.workgroupName}
      </TableCell>
      <TableCell>
        <ApprovalBadge status={row.status} />
      </TableCell>
      <TableCell align="right">{formatNumber(row.sectionCount)}</TableCell>
      <TableCell align="right">{formatNumber(row.assignmentCount)}</TableCell>
      <TableCell>{approval ? (approval.approvedByName ?? 'Unknown') : ''}</TableCell>
      <TableCell>{approval ? formatDateTime(approval.approvedAt) : ''}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {approval && (
            <Button
              size="small"
              startIcon={<ViewIcon />}
              onClick={() => onView(approval.id)}
              aria-label={`View the approval of ${row.workgroupName}`}
            >
              View
            </Button>
          )}
          <ApprovalActions row={row} onApprove={onApprove} onWithdraw={onWithdraw} />
        </Box>
      </TableCell>
    </TableRow>
  );
}

/**
 * The period's workgroups and their plans' approval for the current step: status, counts, who approved
 * and when, the approval's details, the plan to review, Approve for those who may approve now and
 * Withdraw approval for whoever gave the approval in force.
 */
export function ApprovalsTable({ periodId }: { periodId: string }) {
  const { data, error, isPending } = useWorkgroupApprovals(periodId);
  const [approving, setApproving] = useState<string>();
  const [withdrawing, setWithdrawing] = useState<string>();
  const [viewing, setViewing] = useState<{ approvalId: string; workgroupName: string }>();
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        No workgroup has sections in this period yet.
      </Typography>
    );
  // the row as last read: after a refused approval (plan changed) the dialog approves the new version
  const approvingRow = data.find((row) => row.WorkgroupId === approving);
  const withdrawingRow = data.find((row) => row.WorkgroupId === withdrawing);
  return (
    <>
      {/* focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it */}
      <TableContainer tabIndex={0} role="region" aria-label="Workgroup approvals, scrollable">
        <Table size="small" aria-label="Workgroup approvals">
          <TableHead>
            <TableRow>
              <TableCell>Workgroup</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Sections</TableCell>
              <TableCell align="right">Assignments</TableCell>
              <TableCell>Approved by</TableCell>
              <TableCell>Approved on</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <ApprovalRow
                key={row.WorkgroupId}
                row={row}
                onApprove={() => setApproving(row.WorkgroupId)}
                onWithdraw={() => setWithdrawing(row.WorkgroupId)}
                onView={(approvalId) => setViewing({ approvalId, workgroupName: row.workgroupName })}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {approvingRow && <ApproveDialog row={approvingRow} onClose={() => setApproving(undefined)} />}
      {withdrawingRow && <WithdrawDialog row={withdrawingRow} onClose={() => setWithdrawing(undefined)} />}
      {viewing && <ApprovalDetailsDialog {...viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
