import type { Preference } from '../teachingPreferences/preference.js';

/**
 * Auto-draft (DESIGN §18): the facts of one period (or one workgroup of it) that the draft model is built
 * from. The job reads them from the read models (workers/src/autoDraft); everything after is pure.
 */
export interface DraftSection {
  id: string;
  /** What a person reads: course number and section number, e.g. "CS 101-002". */
  label: string;
  CourseId: string | null;
  WorkgroupId: string | null;
  AcademicTermId: string | null;
  TeachingModeId: string | null;
  /** The points still uncovered: the share a drafted instructor takes (partial sections keep theirs). */
  points: number;
}

export interface DraftInstructor {
  id: string;
  name: string;
  /** null: not set (such instructors are not drafted; the draft says so). */
  pointsRequired: number | null;
  /** Their points in the period before the draft (teaching and administrative). */
  pointsAssigned: number;
  /** The workgroups they may teach in. */
  WorkgroupIds: readonly string[];
  /** Their submitted preferences for the period (null: none submitted). */
  preferences: readonly Preference[] | null;
  /** Courses they taught in earlier periods: CourseId -> the periods' names, newest first. */
  taught: Readonly<Record<string, readonly string[]>>;
}

/** An existing assignment of the instructor meets at the same time as the section: they cannot take it. */
export interface DraftBusy {
  UserId: string;
  SectionId: string;
  /** e.g. "CS 201-001 (Mon 09:00-10:15)". */
  with: string;
}

export interface DraftProblem {
  sections: readonly DraftSection[];
  instructors: readonly DraftInstructor[];
  /** Pairs of draft sections whose meetings overlap: one instructor cannot take both. */
  overlaps: readonly (readonly [string, string])[];
  busy: readonly DraftBusy[];
  /** Let a drafted instructor go over their required points (penalised, never free). */
  allowOverload: boolean;
}

/** How much each part of the objective counts; the user sees and can change them. */
export interface DraftWeights {
  /** Per point of a section covered. */
  coverage: number;
  /** Per drafted assignment, times its preference alignment score (0..1). */
  preference: number;
  /** Per drafted assignment of a course the instructor taught before. */
  history: number;
  /** Per point of anyone's remaining points away from zero (under or over). */
  balance: number;
  /** Per point of the largest remaining-points deviation (the equity term). */
  equity: number;
  /** Per point anyone ends above their required points (only when overload is allowed; on top of balance). */
  overload: number;
}
