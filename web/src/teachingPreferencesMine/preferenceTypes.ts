import type { Preference } from '@tams/domain';

/** One teaching preference: a term, a teaching mode, optionally an assignment type, a weight 1-5. */
export type { Preference };

/** Where a faculty member's preferences for a period stand (issue 7 contract). */
export type PreferenceStatus = 'notStarted' | 'draft' | 'submitted' | 'reopened';

export const preferenceStatuses: readonly PreferenceStatus[] = [
  'notStarted',
  'draft',
  'submitted',
  'reopened',
];

/** A course one may wish to teach in the period (a course offered in it). */
export interface CourseChoice {
  id: string;
  courseNumber: string;
  name: string;
}

/** GET /api/myTeachingPreferences: the caller's preferences for one period, and what they may do with them. */
export interface MyPreferences {
  id: string;
  UserId: string;
  AcademicPeriodId: string;
  periodName: string;
  status: PreferenceStatus;
  preferences: Preference[];
  submittedAt: string | null;
  reopenedAt: string | null;
  reopenReason: string | null;
  version: number;
  windowOpen: boolean;
  editable: boolean;
  windowMessage: string | null;
  /** The latest earlier period with preferences, to copy from. */
  lastPeriod: { AcademicPeriodId: string; name: string } | null;
  courseChoices?: CourseChoice[];
  courseNames?: Record<string, string>;
}

/** POST /api/myTeachingPreferences/copy: the preferences after the copy, and how many came over. */
export type CopiedPreferences = MyPreferences & { copied?: number; skipped?: number };

/** Limits of the contract, checked again by the server. */
export const preferenceLimits = { preferences: 20, notes: 2000, courses: 10, weightMin: 1, weightMax: 5 };
