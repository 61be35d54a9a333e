import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { Button } from 'react-admin';
import { WarningsList } from '../shared/WarningsList';
import type { AssignmentWarning } from './teachingAssignmentApi';

export interface WarningsConfirmProps {
  /** The server's warnings; the dialog is open while there are some. */
  warnings: AssignmentWarning[] | undefined;
  /** "Assign anyway", "Save anyway". */
  confirmLabel: string;
  /** What the list of warnings is about; by default an assignment's. */
  intro?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The API held a write back (409): says why, and lets the user go ahead anyway or step back. */
export function WarningsConfirm({
  warnings,
  confirmLabel,
  intro = 'This assignment needs a second look:',
  busy,
  onConfirm,
  onCancel,
}: WarningsConfirmProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={Boolean(warnings?.length)}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Are you sure?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{intro}</DialogContentText>
        <WarningsList warnings={warnings ?? []} />
      </DialogContent>
      <DialogActions>
        <Button label="Cancel" onClick={onCancel} />
        <Button
          label={confirmLabel}
          variant="contained"
          color="warning"
          onClick={onConfirm}
          disabled={busy}
        />
      </DialogActions>
    </Dialog>
  );
}
