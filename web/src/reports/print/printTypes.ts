import type { WorkloadStatus } from '../../instructors/instructorTypes';

export interface ReportPeriod {
  id: string;
  name: string;
}

/** GET /api/reports/loadSheet */
export interface LoadSheet {
  period: ReportPeriod;
  instructor: {
    id: string;
    name: string;
    /** Only for readers of Instructor. */
    email?: string | null;
    instructorTypeName: string | null;
    rankName: string | null;
    divisionName: string | null;
    Workgroups: { id: string; name: string }[];
  };
  sections: {
    id: string;
    SectionId: string;
    courseNumber: string | null;
    courseName: string | null;
    sectionNumber: string;
    sectionName: string;
    termName: string | null;
    points: number;
    sectionPoints: number;
    assignmentTypeName: string | null;
  }[];
  adminAssignments: { id: string; typeName: string | null; points: number; notes: string | null }[];
  totals: {
    pointsRequired: number | null;
    teachingPoints: number;
    adminPoints: number;
    pointsAssigned: number;
    pointsRemaining: number | null;
    workloadStatus: WorkloadStatus;
  };
}

export interface CoverageSubtotal {
  sections: number;
  points: number;
  assignedPoints: number;
  variance: number;
  uncovered: number;
}

export interface CoverageSection {
  id: string;
  courseNumber: string | null;
  courseName: string | null;
  sectionNumber: string;
  sectionName: string;
  termName: string | null;
  coverageStatus: 'uncovered' | 'partial' | 'covered' | 'over';
  points: number;
  assignedPoints: number;
  variance: number;
  instructors: { UserId: string; name: string; points: number }[];
}

export interface CoverageWorkgroup {
  WorkgroupId: string | null;
  name: string | null;
  sections: CoverageSection[];
  subtotal: CoverageSubtotal;
}

/** GET /api/reports/coverage */
export interface CoverageReport {
  period: ReportPeriod;
  workgroups: CoverageWorkgroup[];
  total: CoverageSubtotal;
}
