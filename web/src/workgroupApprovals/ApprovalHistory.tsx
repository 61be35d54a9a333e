import ApprovedIcon from '@mui/icons-material/CheckCircleOutline';
import ClearedIcon from '@mui/icons-material/Undo';
import WithdrawnIcon from '@mui/icons-material/RemoveCircleOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { progressStepOf } from '@tams/domain';
import { formatDateTime } from '../shared/records/formatting';
import type { ApprovalHistoryEntry } from './approvalTypes';

const looks = {
  approved: { icon: <ApprovedIcon color="success" aria-hidden />, word: 'Approved' },
  withdrawn: { icon: <WithdrawnIcon color="warning" aria-hidden />, word: 'Withdrawn' },
  cleared: { icon: <ClearedIcon aria-hidden />, word: 'Cleared by a revert' },
} as const;

const stepText = (number: number) => {
  const step = progressStepOf(number);
  return step ? `step ${step.number} (${step.name})` : `step ${number}`;
};

/** Who approved the workgroup's plan or withdrew an approval, at which step and when, newest first. */
export function ApprovalHistory({ entries }: { entries: ApprovalHistoryEntry[] }) {
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        This plan has not been approved in this period yet.
      </Typography>
    );
  return (
    <List dense aria-label="Approval history">
      {entries.map((entry) => {
        const look = looks[entry.action];
        const by = entry.byName ? ` by ${entry.byName}` : '';
        return (
          <ListItem key={`${entry.approvalId}-${entry.action}`} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>{look.icon}</ListItemIcon>
            <ListItemText
              primary={`${look.word} in ${stepText(entry.step)}${by}`}
              secondary={[formatDateTime(entry.at), entry.note ? `Note: ${entry.note}` : '']
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
