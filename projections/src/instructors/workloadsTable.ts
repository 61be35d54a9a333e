import type { ReadModelTable } from '../framework/readModelTable.js';
import { roundPoints } from '@tams/domain';
import { derivedId } from '@tams/platform';

/**
 * One row per faculty member per academic period in which they have teaching or administrative
 * assignments: the points assigned to them there (DESIGN §11). Required points are not kept here: they come
 * from the member's financial data or, without it, their instructor type's default (read at query time).
 */
export const instructorWorkloadsTable: ReadModelTable = {
  name: 'instructorWorkloads',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'UserId', sqlType: 'uuid', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'teachingPoints', sqlType: 'numeric', notNull: true },
    { name: 'adminPoints', sqlType: 'numeric', notNull: true },
    { name: 'pointsAssigned', sqlType: 'numeric', notNull: true },
    { name: 'sectionCount', sqlType: 'integer', notNull: true },
    { name: 'adminAssignmentCount', sqlType: 'integer', notNull: true },
  ],
  indexes: [
    { key: 'UserId', body: '("UserId", "AcademicPeriodId")' },
    { key: 'AcademicPeriodId', body: '("AcademicPeriodId", "UserId")' },
  ],
};

/** A row of instructorWorkloads (numeric and integer columns read as numbers: services/platform/database.ts). */
export type InstructorWorkloadRow = {
  id: string;
  UserId: string;
  AcademicPeriodId: string;
  teachingPoints: number;
  adminPoints: number;
  pointsAssigned: number;
  sectionCount: number;
  adminAssignmentCount: number;
};

export const instructorWorkloadIdOf = (userId: string, periodId: string) =>
  derivedId('instructorWorkload', `${userId}:${periodId}`);

export const sumPoints = (rows: readonly Record<string, unknown>[]) =>
  roundPoints(rows.reduce((sum, row) => sum + Number(row.points ?? 0), 0));
