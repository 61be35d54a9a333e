import type { PlanEntry, ProgressActionRow } from '@tams/domain';
import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

export interface PeriodProgress {
  id: string;
  name: string;
  progressStep: number;
  publishedForFaculty: boolean;
}

/** The period's step and publication; undefined when there is no such period. */
export async function progressOfPeriod(db: ReadModels, id: string): Promise<PeriodProgress | undefined> {
  const row = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name', 'progressStep', 'publishedForFaculty'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && ({ ...row, progressStep: Number(row.progressStep) } as PeriodProgress);
}

/** The progress actions with their actor's name, as a table to filter and sort. */
export const progressActionRows = (db: ReadModels) =>
  db
    .selectFrom('progressActions as pa')
    .leftJoin('users as u', 'u.id', 'pa.actorId')
    .select([
      'pa.id',
      'pa.AcademicPeriodId',
      'pa.action',
      'pa.fromStep',
      'pa.toStep',
      'pa.reason',
      'pa.actorId',
      userNameSql.as('actorName'),
      'pa.at',
      sql<number>`pa.version::int`.as('version'),
    ]);

export async function progressActionById(db: ReadModels, id: string): Promise<ProgressActionRow | undefined> {
  return (await db
    .selectFrom(progressActionRows(db).as('a'))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as ProgressActionRow | undefined;
}

/** A workgroupApprovals row with its approver's name. */
export interface ApprovalRecord {
  id: string;
  AcademicPeriodId: string;
  WorkgroupId: string;
  step: number;
  planVersion: string;
  plan: PlanEntry[];
  note: string | null;
  approvedBy: string | null;
  approvedByName: string | null;
  approvedAt: Date;
  clearedAt: Date | null;
  withdrawnAt: Date | null;
  withdrawnBy: string | null;
  withdrawnByName: string | null;
}

const withdrawnByNameSql = sql<string>`coalesce(nullif(wu."displayName", ''), wu."firstName" || ' ' || wu."lastName")`;

/** `withPlan`: the approved plan too (one approval's page; lists judge plans by their versions alone). */
const approvals = (db: ReadModels, withPlan: boolean) =>
  db
    .selectFrom('workgroupApprovals as a')
    .leftJoin('users as u', 'u.id', 'a.approvedBy')
    .leftJoin('users as wu', 'wu.id', 'a.withdrawnBy')
    .select(withPlan ? sql<PlanEntry[]>`a.plan`.as('plan') : sql<PlanEntry[]>`'[]'::jsonb`.as('plan'))
    .select([
      'a.id',
      'a.AcademicPeriodId',
      'a.WorkgroupId',
      'a.step',
      'a.planVersion',
      'a.note',
      'a.approvedBy',
      userNameSql.as('approvedByName'),
      'a.approvedAt',
      'a.clearedAt',
      'a.withdrawnAt',
      'a.withdrawnBy',
      withdrawnByNameSql.as('withdrawnByName'),
    ]);

/**
 * The approvals of a period no revert below their step cleared, oldest first, without their plans (`plan`
 * is empty). Withdrawn ones are among them: a withdrawal takes its step's latest approval out of force
 * without bringing back the one that approval had replaced, so the latest per step is judged first.
 */
export function approvalsInForce(db: ReadModels, periodId: string): Promise<ApprovalRecord[]> {
  return approvals(db, false)
    .where('a.AcademicPeriodId', '=', periodId)
    .where('a.clearedAt', 'is', null)
    .orderBy('a.approvedAt')
    .orderBy('a.id')
    .execute();
}

export function approvalById(db: ReadModels, id: string): Promise<ApprovalRecord | undefined> {
  return approvals(db, true).where('a.id', '=', id).executeTakeFirst();
}

/** Every approval of a workgroup's plan in a period, cleared and withdrawn ones too, oldest first. */
export function approvalsOfWorkgroup(
  db: ReadModels,
  periodId: string,
  workgroupId: string,
): Promise<ApprovalRecord[]> {
  return approvals(db, false)
    .where('a.AcademicPeriodId', '=', periodId)
    .where('a.WorkgroupId', '=', workgroupId)
    .orderBy('a.approvedAt')
    .orderBy('a.id')
    .execute();
}
