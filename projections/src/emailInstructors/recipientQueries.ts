import {
  type PlanEntry,
  publishedStep,
  type RecipientFacts,
  type RecipientSection,
  roundPoints,
} from '@tams/domain';
import { sql } from 'kysely';
import { instructorRows } from '../instructors/queries.js';
import type { ReadModels } from '../readModelDatabase.js';

/** How Email Instructors chooses recipients: faculty of a period, narrowed by each filter given. */
export interface RecipientFilters {
  AcademicPeriodId: string;
  WorkgroupId?: string | undefined;
  workloadStatus?: readonly ('under' | 'met' | 'over')[] | undefined;
  /** Only those who have not submitted teaching preferences for the period. */
  preferencesNotSubmitted?: boolean | undefined;
  /** Only those whose assignments in the period differ from what was published to faculty. */
  changedSincePublication?: boolean | undefined;
  /** Only these of them (a preview's one recipient, a send narrowed by hand). */
  UserIds?: readonly string[] | undefined;
}

export interface Recipient {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  displayName: string;
  email: string | null;
  workloadStatus: string;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsRemaining: number | null;
  sectionCount: number;
}

/**
 * When the period was published to faculty: its last advance to the last step, while it is still there
 * (a revert below it ends the publication). Null when it is not published now.
 */
export async function publishedAtOf(db: ReadModels, periodId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('progressActions as pa')
    .innerJoin('academicPeriodProgress as p', 'p.id', 'pa.AcademicPeriodId')
    .select((eb) => eb.fn.max('pa.at').as('at'))
    .where('pa.AcademicPeriodId', '=', periodId)
    .where('pa.action', '=', 'advance')
    .where('pa.toStep', '=', publishedStep)
    .where('p.progressStep', '=', publishedStep)
    .executeTakeFirst();
  return (row?.at as Date | null | undefined) ?? null;
}

/** The workgroups' plans as published: each one's approval at step 7 still in force (its latest). */
export async function publishedPlans(db: ReadModels, periodId: string) {
  const rows = await db
    .selectFrom('workgroupApprovals')
    .select(['WorkgroupId', 'plan'])
    .where('AcademicPeriodId', '=', periodId)
    .where('step', '=', publishedStep - 1)
    .where('clearedAt', 'is', null)
    .where('withdrawnAt', 'is', null)
    .orderBy('approvedAt', 'desc')
    .execute();
  const plans = new Map<string, PlanEntry[]>();
  for (const row of rows) if (!plans.has(row.WorkgroupId)) plans.set(row.WorkgroupId, row.plan);
  return plans;
}

/** The recipients the filters choose, by name; faculty merged away or inactive are never among them. */
export async function recipientsOf(
  db: ReadModels,
  filters: RecipientFilters,
  options: { effortEnabled?: boolean; changedUsers?: readonly string[] } = {},
): Promise<Recipient[]> {
  let query = db
    .selectFrom(instructorRows(db, filters.AcademicPeriodId, options).as('i'))
    .innerJoin('users as u', 'u.id', 'i.id')
    .select([
      'i.id',
      'i.name',
      'u.firstName',
      'u.lastName',
      sql<string>`coalesce(nullif(u."displayName", ''), u."firstName" || ' ' || u."lastName")`.as(
        'displayName',
      ),
      'i.email',
      'i.workloadStatus',
      'i.pointsRequired',
      'i.pointsAssigned',
      'i.pointsRemaining',
      'i.sectionCount',
    ])
    .where('i.isActive', '=', true);
  if (filters.WorkgroupId)
    query = query.where(sql<boolean>`${filters.WorkgroupId}::uuid = any(i."WorkgroupIds")`);
  if (filters.workloadStatus?.length)
    query = query.where('i.workloadStatus', 'in', [...filters.workloadStatus]);
  if (filters.preferencesNotSubmitted)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('preferenceSubmissions as ps')
            .select('ps.id')
            .whereRef('ps.UserId', '=', 'i.id')
            .where('ps.AcademicPeriodId', '=', filters.AcademicPeriodId)
            .where('ps.status', '=', 'submitted'),
        ),
      ),
    );
  if (filters.UserIds) {
    if (filters.UserIds.length === 0) return [];
    query = query.where('i.id', 'in', [...filters.UserIds]);
  }
  if (filters.changedSincePublication) {
    const changed = options.changedUsers ?? [];
    if (changed.length === 0) return [];
    query = query.where('i.id', 'in', [...changed]);
  }
  return (await query.orderBy('i.lastName').orderBy('i.name').orderBy('i.id').execute()) as Recipient[];
}

/** Each recipient's sections in the period, as the `{{sections}}` merge field lists them. */
export async function sectionsOfRecipients(
  db: ReadModels,
  periodId: string,
  userIds: readonly string[],
): Promise<Map<string, RecipientSection[]>> {
  const bySection = new Map<string, RecipientSection[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return bySection;
  const rows = await db
    .selectFrom('teachingAssignments as ta')
    .leftJoin('courses as c', 'c.id', 'ta.CourseId')
    .leftJoin('academicTerms as t', 't.id', 'ta.AcademicTermId')
    .select([
      'ta.UserId',
      'c.courseNumber',
      'ta.sectionNumber',
      'ta.sectionName',
      't.name as term',
      sql<number>`ta.points::float8`.as('points'),
    ])
    .where('ta.AcademicPeriodId', '=', periodId)
    .where('ta.UserId', 'in', [...userIds])
    .orderBy('t.startDate')
    .orderBy('c.courseNumber')
    .orderBy('ta.sectionNumber')
    .execute();
  for (const row of rows) {
    const code = [row.courseNumber, row.sectionNumber].filter(Boolean).join('-');
    bySection.get(String(row.UserId))?.push({
      label: [code, row.sectionName].filter(Boolean).join(' ') || 'Section',
      term: (row.term as string | null) ?? null,
      points: roundPoints(Number(row.points)),
    });
  }
  return bySection;
}

/** What a recipient's message is rendered from. */
export const factsOf = (recipient: Recipient, sections: readonly RecipientSection[]): RecipientFacts => ({
  firstName: recipient.firstName,
  lastName: recipient.lastName,
  displayName: recipient.displayName,
  sections,
  requiredPoints: recipient.pointsRequired,
  assignedPoints: recipient.pointsAssigned,
  remainingPoints: recipient.pointsRemaining,
});
