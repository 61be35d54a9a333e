import WarningIcon from '@mui/icons-material/WarningAmber';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';

/** The warnings of a 409 "confirm first" answer (an assignment, a step move), each with its icon. */
export function WarningsList({ warnings }: { warnings: readonly { kind?: string; message: string }[] }) {
  return (
    <List dense aria-label="Warnings">
      {warnings.map((warning, index) => (
        <ListItem key={`${warning.kind ?? 'warning'}-${index}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <WarningIcon color="warning" aria-hidden />
          </ListItemIcon>
          <ListItemText primary={warning.message} />
        </ListItem>
      ))}
    </List>
  );
}
