import type { AppAbility } from '@tams/access';
import {
  mayAdvance,
  mayRevert,
  type ProgressActionRow,
  type ProgressActor,
  type ProgressSteps,
  progressStepNames,
  ValidationError,
} from '@tams/domain';
import { type Kysely, sql } from 'kysely';
import type { ListAllowList } from '../http/listQuery.js';
import { userNameSql } from '../schedule/sectionInstructors.js';
import { uuidPattern } from '../http/ids.js';

export interface PeriodProgress {
  id: string;
  name: string;
  progressStep: number;
  publishedForFaculty: boolean;
}

/** The period's step and publication; undefined when there is no such period. */
export async function periodProgress(db: Kysely<any>, id: unknown): Promise<PeriodProgress | undefined> {
  if (typeof id !== 'string' || !uuidPattern.test(id)) return undefined;
  const row = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name', 'progressStep', 'publishedForFaculty'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && ({ ...row, progressStep: Number(row.progressStep) } as PeriodProgress | undefined);
}

/** A period named in a request body: 400 on the field when there is none. */
export async function periodOfBody(db: Kysely<any>, id: unknown): Promise<PeriodProgress> {
  const period = await periodProgress(db, id);
  if (!period) throw new ValidationError({ AcademicPeriodId: 'No such academic period' });
  return period;
}

/** GET /api/progressSteps: the eight steps, where the period is, what the caller may do next. */
export function progressStepsOf(
  period: PeriodProgress,
  actor: ProgressActor,
  ability: AppAbility,
): ProgressSteps {
  const current = period.progressStep;
  const moves = ability.can('create', 'ProgressAction');
  return {
    AcademicPeriodId: period.id,
    periodName: period.name,
    currentStep: current,
    publishedForFaculty: period.publishedForFaculty,
    steps: progressStepNames.map((name, index) => {
      const number = index + 1;
      return {
        number,
        name,
        status: number < current ? 'done' : number === current ? 'current' : 'upcoming',
      };
    }),
    canAdvance: moves && mayAdvance(actor, current),
    canRevert: moves && mayRevert(actor, current),
    advanceTo: current < progressStepNames.length ? current + 1 : null,
    revertTo: current > 1 ? current - 1 : null,
  };
}

/** What /api/progressActions may be filtered and sorted by. */
export const progressActionsAllowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq', 'in'] },
    action: { kind: 'enum', ops: ['eq', 'in'], values: ['advance', 'revert'] },
  },
  sortable: new Set(['at', 'version']),
  includes: new Set(),
  search: [],
  meta: false,
  // newest first; actions appended together share their time: the stream's order tells them apart
  defaultSort: [
    { field: 'at', direction: 'DESC' },
    { field: 'version', direction: 'DESC' },
  ],
};

/** The progress actions with their actor's name, as a table to filter and sort. */
export const progressActionRows = (db: Kysely<any>) =>
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

export async function progressActionById(
  db: Kysely<any>,
  id: string,
): Promise<ProgressActionRow | undefined> {
  return (await db
    .selectFrom(progressActionRows(db).as('a'))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as ProgressActionRow | undefined;
}
