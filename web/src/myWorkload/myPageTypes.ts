import type { WorkloadStatus } from '../instructors/instructorTypes';

/** GET /api/myWorkload: the caller's points in a period and what they come from. */
export interface MyWorkload {
  AcademicPeriodId: string;
  /** False for a period not published to faculty: then there are no assignments to show. */
  published?: boolean;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsRemaining: number | null;
  teachingPoints: number;
  adminPoints: number;
  teaching: {
    id: string;
    points: number;
    SectionId: string;
    sectionNumber: string;
    sectionName: string;
    courseNumber: string | null;
    AcademicTermId: string;
    termName: string;
    coverageStatus: string;
    instructorCount: number;
  }[];
  admin: MyAdminAssignment[];
}

/** GET /api/adminAssignmentsMine (and MyWorkload.admin). */
export interface MyAdminAssignment {
  id: string;
  typeName: string;
  points: number;
  notes: string | null;
  AcademicPeriodId?: string;
  /** Reported ones count once approved; refused ones never (DESIGN §19). null: counted. */
  status?: 'reported' | 'approved' | 'refused' | null;
  statusReason?: string | null;
}

/** GET /api/mySchedule: the caller's meetings in a period, by term. */
export interface MySchedule {
  published?: boolean;
  terms: { id: string; name: string }[];
  meetings: {
    id: string;
    SectionId: string;
    sectionNumber: string;
    sectionName: string;
    courseNumber: string | null;
    AcademicTermId: string;
    days: string[];
    startTime: string;
    endTime: string;
    frequency: string;
    locationCode: string | null;
    locationDescription: string | null;
  }[];
}

/** GET /api/mySharedTeaching: sections the caller shares, each instructor's points and share. */
export interface MySharedSection {
  SectionId: string;
  sectionNumber: string;
  sectionName: string;
  courseNumber: string | null;
  termName: string;
  sectionPoints: number;
  instructors: { UserId: string; name: string; points: number; share: number; isMe: boolean }[];
}

/** Over, under, met, or not set (no required points), as the instructors list says it. */
export function workloadStatusOf(required: number | null, assigned: number): WorkloadStatus {
  if (required === null) return 'notSet';
  if (assigned > required) return 'over';
  if (assigned < required) return 'under';
  return 'met';
}
