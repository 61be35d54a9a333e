import { eventTypesOf, notes } from '@tams/domain';
import { recordProjection } from '../framework/recordProjection.js';
import type { RowOf } from '../framework/rowOf.js';
import { nameOf } from '../teachingAssignments/copies.js';

/** A row of the notes read model. */
export type NoteRow = RowOf<typeof notes>;

const noteCreated = eventTypesOf(notes).created;

/**
 * Notes, each with its author's name as the users table has it when the note is made (the planning
 * processor holds users too: the name is read in the same batch).
 */
export const notesProjection = recordProjection(notes, {
  extension: {
    handles: [],
    touches(event, rows) {
      if (event.type === noteCreated) rows.want('users', event.metadata.actorId);
    },
    apply(event, rows) {
      if (event.type !== noteCreated) return;
      const note = rows.get('notes', (event.data as { id: string }).id);
      const author = nameOf(rows.get('users', String(event.metadata.actorId)));
      if (note && author && note.authorName !== author) rows.put('notes', { ...note, authorName: author });
    },
  },
});
