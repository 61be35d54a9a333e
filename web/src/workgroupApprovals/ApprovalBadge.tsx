import ApprovedIcon from '@mui/icons-material/CheckCircleOutline';
import ChangedIcon from '@mui/icons-material/ChangeCircleOutlined';
import NotApprovedIcon from '@mui/icons-material/HourglassEmpty';
import NotOpenIcon from '@mui/icons-material/LockOutlined';
import { StatusChip, type StatusLook } from '../shared/StatusChip';
import type { ApprovalStatus } from './approvalTypes';

/** Each status as an icon and a word (never colour alone). */
export const approvalLooks: Record<ApprovalStatus, StatusLook> = {
  approved: { label: 'Approved', palette: 'success', icon: <ApprovedIcon aria-hidden /> },
  changedSinceApproval: {
    label: 'Changed since approval',
    palette: 'warning',
    icon: <ChangedIcon aria-hidden />,
  },
  notApproved: { label: 'Not approved', palette: null, icon: <NotApprovedIcon aria-hidden /> },
  notOpen: { label: 'Not open', palette: null, icon: <NotOpenIcon aria-hidden /> },
};

/** A workgroup plan's approval status: "Approved", "Changed since approval", "Not approved", "Not open". */
export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const look = approvalLooks[status] ?? approvalLooks.notApproved;
  return <StatusChip look={look} data-status={status} data-testid="approval-badge" />;
}
