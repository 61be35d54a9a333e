import type { ImportKind } from './dataServicesApi';

/** How each import kind is named on the page and what its file holds. */
export const importKindTexts: Record<ImportKind, { label: string; description: string }> = {
  courses: {
    label: 'Courses',
    description: 'The course catalog from the SIS: one row per course, matched to TAMS by its course number.',
  },
  sections: {
    label: 'Sections',
    description: 'Course offerings from the SIS with their sections and meetings, for a term of a period.',
  },
  people: {
    label: 'People',
    description: 'Users from HR with their faculty profiles: one row per person, matched by username.',
  },
};
