import { lazy } from 'react';

/** Instructors (spec §2 /instructors): a read-only list over faculty with their workload, and a page each. */
export default {
  list: lazy(() => import('./InstructorList')),
  show: lazy(() => import('./InstructorShow')),
  recordRepresentation: 'name',
  options: { label: 'Instructor |||| Instructors' },
};
