/** How a faculty member's assigned points compare with what they owe in a period (issue 6 contract). */
export type WorkloadStatus = 'over' | 'under' | 'met' | 'notSet';

/** A row of GET /api/instructors: a faculty member and their workload in one academic period. */
export interface InstructorRow {
  id: string;
  name: string;
  email: string | null;
  isActive: boolean;
  receiveAssignments: boolean;
  /** Their faculty profile (notes and history hang on it). */
  FacultyProfileId: string | null;
  InstructorTypeId: string | null;
  instructorTypeName: string | null;
  RankId: string | null;
  rankName: string | null;
  DivisionId: string | null;
  divisionName: string | null;
  Workgroups: { id: string; name: string }[];
  AcademicPeriodId: string;
  pointsRequired: number | null;
  pointsRequiredSource: 'set' | 'instructorType' | null;
  teachingPoints: number;
  adminPoints: number;
  pointsAssigned: number;
  pointsRemaining: number | null;
  workloadStatus: WorkloadStatus;
  sectionCount: number;
  adminAssignmentCount: number;
}

/** A row of GET /api/instructorWorkloads: one faculty member's assigned points in one period. */
export interface InstructorWorkloadRow {
  id: string;
  UserId: string;
  AcademicPeriodId: string;
  teachingPoints: number;
  adminPoints: number;
  pointsAssigned: number;
  sectionCount: number;
  adminAssignmentCount: number;
}
