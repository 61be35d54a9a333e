import { Alert, CircularProgress, List } from '@mui/material';
import { type RaRecord, useCreate, useGetList } from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { NoteForm } from './NoteForm';
import { NoteItem } from './NoteItem';

/**
 * The notes on a record (spec §3 Note, by `notableId`: a faculty profile, a preference submission), newest first; those who
 * manage instructors add, edit and delete them.
 */
export function NotesPanel({
  notableId,
  notableType = 'facultyProfiles',
  title = 'Notes',
}: {
  notableId: string;
  notableType?: string;
  /** The panel's heading (and region name): two notes panels on one page need different ones. */
  title?: string;
}) {
  const { ability } = useAbility();
  const canChange = ability.can('update', 'Instructor');
  const { data, error, isPending } = useGetList<RaRecord>('notes', {
    filter: { notableId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 200 },
  });
  const [create, { isPending: adding, error: addError }] = useCreate<RaRecord, Error>();
  const add = (text: string) =>
    create(
      'notes',
      { data: { notableId, notableType, text } },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
  return (
    <PanelSection title={title}>
      {ability.can('create', 'Instructor') && (
        <NoteForm
          label="New note"
          submitLabel="Add note"
          saving={adding}
          error={addError?.message}
          onSubmit={add}
        />
      )}
      {isPending ? (
        <CircularProgress size={24} aria-label="Loading notes" />
      ) : error ? (
        <Alert severity="error">Could not read the notes: {error.message}</Alert>
      ) : data && data.length === 0 ? (
        <PanelEmpty>No notes yet.</PanelEmpty>
      ) : (
        <List aria-label={`${title}, newest first`} dense>
          {data?.map((note) => (
            <NoteItem key={note.id} note={note} canChange={canChange} />
          ))}
        </List>
      )}
    </PanelSection>
  );
}
