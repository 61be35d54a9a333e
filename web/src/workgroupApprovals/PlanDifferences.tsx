import AddedIcon from '@mui/icons-material/AddCircleOutline';
import ChangedIcon from '@mui/icons-material/Edit';
import RemovedIcon from '@mui/icons-material/RemoveCircleOutline';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import type { WorkgroupApprovalDetail } from './approvalTypes';
import { assigneeOf, changeOf, sectionOf } from './planChanges';

interface Line {
  key: string;
  icon: ReactElement;
  word: string;
  text: string;
}

/** The plan now against the plan approved: added, removed and changed assignments, each with icon and word. */
export function PlanDifferences({ differences }: { differences: WorkgroupApprovalDetail['differences'] }) {
  const lines: Line[] = [
    ...differences.added.map((entry) => ({
      key: `added-${entry.TeachingAssignmentId}`,
      icon: <AddedIcon color="success" aria-hidden />,
      word: 'Added',
      text: `${sectionOf(entry)}: ${assigneeOf(entry)}`,
    })),
    ...differences.removed.map((entry) => ({
      key: `removed-${entry.TeachingAssignmentId}`,
      icon: <RemovedIcon color="error" aria-hidden />,
      word: 'Removed',
      text: `${sectionOf(entry)}: ${assigneeOf(entry)}`,
    })),
    ...differences.changed.map(({ before, after }) => ({
      key: `changed-${after.TeachingAssignmentId}`,
      icon: <ChangedIcon color="warning" aria-hidden />,
      word: 'Changed',
      text: `${sectionOf(after)}: ${changeOf(before, after)}`,
    })),
  ];
  if (lines.length === 0)
    return <Typography sx={{ py: 1 }}>The plan has not changed since it was approved.</Typography>;
  return (
    <List dense aria-label="Differences">
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>{line.icon}</ListItemIcon>
          <ListItemText primary={`${line.word}: ${line.text}`} />
        </ListItem>
      ))}
    </List>
  );
}
