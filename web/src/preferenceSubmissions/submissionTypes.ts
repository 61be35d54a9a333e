import type { Preference, PreferenceStatus } from '../teachingPreferencesMine/preferenceTypes';

/** A row of GET /api/preferenceSubmissions: one faculty member's preferences for one period. */
export interface SubmissionRow {
  id: string;
  UserId: string;
  instructorName: string;
  AcademicPeriodId: string;
  status: PreferenceStatus;
  preferenceCount: number;
  submittedAt: string | null;
  updatedAt: string | null;
  WorkgroupIds: string[];
  version: number;
}

/** GET /api/preferenceSubmissions/{id}: the row, the preferences and the last submitted ones. */
export interface SubmissionDetail extends SubmissionRow {
  preferences: Preference[];
  submittedPreferences: Preference[] | null;
  reopenedAt: string | null;
  reopenReason: string | null;
  courseNames?: Record<string, string>;
}
