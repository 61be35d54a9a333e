import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiUrl, httpClient } from '../providers/httpClient';
import { useAbility } from '../providers/useAbility';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';

type Decision = 'approve' | 'refuse';

const statusLabels: Record<string, { label: string; color: 'default' | 'warning' | 'error' }> = {
  reported: { label: 'Awaiting approval', color: 'warning' },
  refused: { label: 'Refused', color: 'error' },
};

/** Whether it counts toward workload: reported ones once approved, refused ones not (DESIGN §19). */
export function AdminAssignmentStatusField() {
  const record = useRecordContext();
  const shown = record && statusLabels[String(record.status)];
  if (!shown) return <span>Counted</span>;
  return (
    <Chip
      size="small"
      label={shown.label}
      color={shown.color}
      title={record.statusReason ? `Reason: ${record.statusReason}` : undefined}
    />
  );
}

function useReview(id: string, onDone: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ decision, reason }: { decision: Decision; reason: string }) =>
      httpClient(`${apiUrl}/administrativeAssignments/${encodeURIComponent(id)}/${decision}`, {
        method: 'POST',
        body: JSON.stringify({ reason: reason.trim() || null }),
      }),
    onSuccess: (_, { decision }) => {
      notify(decision === 'approve' ? 'Approved: it now counts toward workload' : 'Refused', {
        type: 'success',
      });
      refresh();
      onDone();
    },
    onError: (error) => {
      if (refusalOf(error).status === 409) refresh();
    },
  });
}

/**
 * Approve or refuse a reported administrative assignment, for who may approve (staff; approve bit of the
 * member's workgroup: the server judges the record), never one's own. Refusing asks why.
 */
export function ReviewAdminAssignmentButtons({ stacked = false }: { stacked?: boolean }) {
  const record = useRecordContext();
  const { ability, context } = useAbility();
  const [open, setOpen] = useState<Decision | null>(null);
  if (!record || !['reported', 'refused'].includes(String(record.status))) return null;
  if (!ability.can('approve', 'AdminAssignment') || record.UserId === context?.workingUserId) return null;
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: stacked ? 1 : 0 }}
      onClick={(event) => event.stopPropagation()}
    >
      <Button size="small" variant="outlined" onClick={() => setOpen('approve')}>
        Approve
      </Button>
      {record.status === 'reported' && (
        <Button size="small" color="warning" onClick={() => setOpen('refuse')}>
          Refuse
        </Button>
      )}
      {open && <ReviewDialog id={String(record.id)} decision={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}

function ReviewDialog({ id, decision, onClose }: { id: string; decision: Decision; onClose(): void }) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const { mutate, isPending, error } = useReview(id, onClose);
  const refusal = error ? refusalOf(error) : undefined;
  const missingReason = decision === 'refuse' && reason.trim() === '';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {decision === 'approve'
          ? 'Approve this administrative assignment?'
          : 'Refuse this administrative assignment?'}
      </DialogTitle>
      <DialogContent>
        <TextField
          label={decision === 'approve' ? 'Note (optional)' : 'Reason'}
          required={decision === 'refuse'}
          helperText={decision === 'refuse' ? 'The faculty member reads it' : undefined}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(refusal?.errors?.reason)}
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          inputProps={{ maxLength: 2000 }}
        />
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {refusal.errors?.reason ?? refusal.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={decision === 'approve' ? 'primary' : 'warning'}
          disabled={isPending || missingReason}
          onClick={() => mutate({ decision, reason })}
        >
          {decision === 'approve' ? 'Approve' : 'Refuse'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
