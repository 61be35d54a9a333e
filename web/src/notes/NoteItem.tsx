import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, type RaRecord, useDelete, useNotify, useUpdate } from 'react-admin';
import { formatDateTime } from '../shared/records/formatting';
import { NoteForm } from './NoteForm';

/** One note: its text, who wrote it and when; edit in place, delete after a confirmation. */
export function NoteItem({ note, canChange }: { note: RaRecord; canChange: boolean }) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [update, { isPending: saving, error }] = useUpdate<RaRecord, Error>();
  const [remove, { isPending: deleting }] = useDelete();
  const written = String(note.updatedAt ?? note.createdAt ?? '');
  const save = (text: string) =>
    update(
      'notes',
      { id: note.id, data: { text }, previousData: note },
      { mutationMode: 'pessimistic', onSuccess: () => setEditing(false) },
    );
  const confirmDelete = () =>
    remove(
      'notes',
      { id: note.id, previousData: note },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Note deleted', { type: 'info' }),
        onError: (failure) =>
          notify(`Could not delete the note: ${(failure as Error).message}`, { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="note">
      {editing ? (
        <NoteForm
          label="Edit note"
          initialText={String(note.text ?? '')}
          submitLabel="Save note"
          saving={saving}
          error={error?.message}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
            {String(note.text ?? '')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary">
              {note.authorName ? `By ${String(note.authorName)}` : 'By someone'}
              {written && (
                <>
                  {' on '}
                  <time dateTime={written}>{formatDateTime(written)}</time>
                </>
              )}
            </Typography>
            {canChange && (
              <>
                <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button size="small" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              </>
            )}
          </Box>
        </>
      )}
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="Delete this note?"
        content="This cannot be undone from here. Its history is kept."
        confirm="Delete"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
