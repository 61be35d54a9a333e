import type { EffortCategoryLegend } from '../effortChartColors';
import type { TeachingStatus } from '../mine/teachingWords';

/** A row of GET /api/effortImports (EffortSourceCount): one import of one file. */
export interface EffortImportRow {
  id: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  mode: 'replace' | 'append';
  status: 'running' | 'completed' | 'failed';
  rowCount: number;
  skippedCount: number;
  peopleCount: number;
  payPeriodCount: number;
  startedByName: string | null;
  startedAt: string;
  completedAt: string | null;
  failureReason: string | null;
}

/** GET /api/effortOverview?AcademicPeriodId= */
export interface EffortOverview {
  AcademicPeriodId: string;
  totalAmount: number;
  categories: (EffortCategoryLegend & { countsAsTeaching?: boolean; amount: number; share: number | null })[];
  unclassifiedRows: number;
  recentImports: EffortImportRow[];
}

/** A row of GET /api/instructorEfforts: one faculty member's effort in one academic period. */
export interface InstructorEffortRow {
  id: string;
  UserId: string;
  name: string;
  AcademicPeriodId: string;
  totalAmount: number;
  categories: {
    EffortCategoryId: string | null;
    name: string;
    color: string;
    amount: number;
    share: number | null;
  }[];
  payrollTeachingShare: number | null;
  expectedTeachingShare: number | null;
  expectedTeachingShareSource: 'payroll' | 'adjusted' | 'none';
  adjustmentReason: string | null;
  version: number;
  pointsRequired: number | null;
  pointsAssigned: number | null;
  pointsDifference: number | null;
  status: TeachingStatus;
}

/** A row of GET /api/effortPositions. */
export interface EffortPositionRow {
  id: string;
  PositionTitle: string | null;
  people: { UserId: string; name: string }[];
  rows: number;
  lastPayPeriodCode: string | null;
}

/** A react-admin List as wide as its section: its table scrolls inside it on a narrow screen. */
export const listFitsSx = { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } };
