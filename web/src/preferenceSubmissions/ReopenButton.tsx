import ReopenIcon from '@mui/icons-material/LockOpen';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import { useReopenSubmission } from './submissionQueries';
import type { SubmissionDetail } from './submissionTypes';

/** Reopen a submission, with the reason the faculty member will see; the dialog is the confirmation. */
export function ReopenButton({ submission, name }: { submission: SubmissionDetail; name: string }) {
  const notify = useNotify();
  const reopen = useReopenSubmission();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const textId = useId();
  const refusal = reopen.error ? refusalOf(reopen.error) : undefined;
  const close = () => {
    setOpen(false);
    reopen.reset();
  };
  const confirm = () =>
    reopen.mutate(
      { submission, reason: reason.trim() },
      {
        onSuccess: () => {
          notify(`Preferences of ${name} reopened`, { type: 'info' });
          setReason('');
          setOpen(false);
        },
      },
    );
  return (
    <>
      <Button size="small" startIcon={<ReopenIcon />} onClick={() => setOpen(true)}>
        Reopen
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby={titleId}
        aria-describedby={textId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>Reopen the preferences of {name}?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {name} will be able to change and submit them again. Until then, assignments are judged against
            the preferences submitted last. The reason is shown to them.
          </DialogContentText>
          {refusal && !refusal.errors.reason && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {refusal.message}
            </Alert>
          )}
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            error={Boolean(refusal?.errors.reason)}
            helperText={refusal?.errors.reason}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={!reason.trim() || reopen.isPending}>
            Reopen
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
