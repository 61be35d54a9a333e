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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { refreshRelated } from '../../shared/records/cacheRules';
import { shareText } from '../mine/teachingWords';
import type { InstructorEffortRow } from './effortOverviewTypes';

interface FieldErrors {
  expectedTeachingShare?: string;
  reason?: string;
}

/** The percent typed, as the API takes it: null (empty: the payroll share applies again) or a number. */
const shareOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * An effortManager sets a faculty member's expected teaching share by hand, saying why (PUT
 * instructorEfforts/:id with the version read). Someone else's change in between (409) reloads the row.
 */
export function AdjustShareDialog({ row, onClose }: { row: InstructorEffortRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [share, setShare] = useState(
    row.expectedTeachingShare === null ? '' : String(row.expectedTeachingShare),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const refresh = () => {
    // the list itself, and what spec §4 says an InstructorEfforts change refreshes (cacheRules)
    refreshRelated(queryClient, 'instructorEfforts', 'update');
    return queryClient.invalidateQueries({ queryKey: ['instructorEfforts'] });
  };
  const save = useMutation({
    mutationFn: () =>
      httpClient(`${apiUrl}/instructorEfforts/${encodeURIComponent(row.id)}`, {
        method: 'PUT',
        body: JSON.stringify({
          expectedTeachingShare: shareOf(share),
          reason: reason.trim(),
          version: row.version,
        }),
      }),
    onSuccess: async () => {
      await refresh();
      notify(`Expected teaching share of ${row.name} saved`, { type: 'success' });
      onClose();
    },
    onError: async (error: Error & { status?: number; body?: { errors?: FieldErrors } }) => {
      if (error.status === 409 || error.status === 412) {
        await refresh();
        notify(`${row.name}'s effort was changed by someone else, reloaded: check it and adjust again`, {
          type: 'warning',
        });
        onClose();
      } else if (error.body?.errors) setErrors(error.body.errors);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = shareOf(share);
    const found: FieldErrors = {};
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 100))
      found.expectedTeachingShare = 'A percent from 0 to 100, or empty for the payroll share';
    if (reason.trim().length < 3) found.reason = 'Say why (at least 3 characters)';
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const failed =
    save.error && !save.error.body?.errors && save.error.status !== 409 && save.error.status !== 412;
  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-share-title">
      <DialogTitle id="adjust-share-title">Expected teaching share of {row.name}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Payroll says {shareText(row.payrollTeachingShare)}. Leave the share empty to follow payroll again.
          </DialogContentText>
          {failed && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save: {save.error.message}
            </Alert>
          )}
          <TextField
            label="Expected teaching share (%)"
            type="number"
            value={share}
            onChange={(event) => setShare(event.target.value)}
            error={Boolean(errors.expectedTeachingShare)}
            helperText={errors.expectedTeachingShare ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
            fullWidth
            autoFocus
          />
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'Shown with the share, and kept in its history'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            multiline
            minRows={2}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
