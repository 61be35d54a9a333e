import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/**
 * What a note may be attached to (spec §3 Note): a faculty profile, or a faculty member's teaching
 * preferences of one period (notableId: the submission's id, projections' preferenceSubmissionIdOf).
 */
export const notableTypes = ['facultyProfiles', 'preferenceSubmissions'] as const;

/** A dated remark on a record (spec §3 Note, `notableId`), e.g. "prefers mornings" on a faculty profile. */
export const notes = defineResource({
  name: 'notes',
  eventPrefix: 'Note',
  streamPrefix: 'note',
  labels: { one: 'Note', many: 'Notes' },
  fields: {
    notableId: field.text('Attached To', { required: true, immutable: true, max: 36, list: false }),
    notableType: field.enum('Attached To Type', notableTypes, {
      immutable: true,
      default: 'facultyProfiles',
      list: false,
    }),
    text: field.text('Note', { required: true, max: 5000, multiline: true, search: true }),
  },
  computed: {
    authorName: field.text('Author', { max: 300 }),
  },
  representation: 'text',
  defaultSort: ['createdAt', 'DESC'],
});
