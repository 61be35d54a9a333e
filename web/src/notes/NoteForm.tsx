import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';

const maxLength = 5000;

/** The text of a note being written or edited, with its save and (when editing) cancel. */
export function NoteForm({
  label,
  initialText = '',
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  initialText?: string;
  submitLabel: string;
  saving: boolean;
  error?: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    try {
      await onSubmit(trimmed);
      if (!onCancel) setText('');
    } catch {
      // the refusal shows under the field (error)
    }
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1, my: 1 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        error={Boolean(error) || text.length > maxLength}
        helperText={error ?? (text.length > maxLength ? `At most ${maxLength} characters` : undefined)}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={saving || !trimmed}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
