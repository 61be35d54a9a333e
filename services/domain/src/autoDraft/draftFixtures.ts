import type { DraftInstructor, DraftProblem, DraftSection } from './draftProblem.js';

/** Small hand-made periods for the auto-draft's specs. */
export const draftSection = (id: string, overrides: Partial<DraftSection> = {}): DraftSection => ({
  id,
  label: `CS ${id}`,
  CourseId: `course-${id}`,
  WorkgroupId: 'wg-1',
  AcademicTermId: 'fall',
  TeachingModeId: 'in-person',
  points: 3,
  ...overrides,
});

export const draftInstructor = (id: string, overrides: Partial<DraftInstructor> = {}): DraftInstructor => ({
  id,
  name: `Instructor ${id}`,
  pointsRequired: 12,
  pointsAssigned: 0,
  WorkgroupIds: ['wg-1'],
  preferences: null,
  taught: {},
  ...overrides,
});

export const draftProblem = (overrides: Partial<DraftProblem> = {}): DraftProblem => ({
  sections: [],
  instructors: [],
  overlaps: [],
  busy: [],
  allowOverload: false,
  ...overrides,
});
