import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ReportErrorAlert } from './ReportErrorAlert';

export interface ReportNameDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  initialName: string;
  onClose(): void;
  /** Resolves when done; a rejection is shown in the dialog. */
  onSubmit(name: string): Promise<unknown>;
}

/** The dialog's form: mounted each time the dialog opens, so it starts from `initialName`. */
function NameForm({
  title,
  confirmLabel,
  initialName,
  onClose,
  onSubmit,
}: Omit<ReportNameDialogProps, 'open'>) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <DialogTitle id="report-name-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          margin="dense"
          label="Report name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'report-name-input', maxLength: 200 } }}
        />
        {error !== undefined && <ReportErrorAlert error={error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !name.trim()}
          data-testid="report-name-confirm"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Asks for a report's name (save, save as, rename, snapshot). */
export function ReportNameDialog({ open, ...form }: ReportNameDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={form.onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="report-name-dialog-title"
    >
      {open && <NameForm {...form} />}
    </Dialog>
  );
}
