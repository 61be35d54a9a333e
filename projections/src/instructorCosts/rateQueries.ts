import type { Rate } from '@tams/domain';
import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';

export interface RateMatrixRate extends Rate {
  id: string;
  version: number;
  updatedAt: Date;
}

export interface RateMatrix {
  AcademicPeriodId: string;
  academicPeriodName: string;
  /** The matrix's version (its stream's): 0 before any rate was set. */
  version: number;
  CopiedFromAcademicPeriodId: string | null;
  /** Columns and rows: the active instructor types and ranks, and inactive ones that have a rate here. */
  instructorTypes: { id: string; name: string; isActive: boolean }[];
  ranks: { id: string; name: string; isActive: boolean }[];
  rates: RateMatrixRate[];
  /** The period before this one (by start date), what "copy from the previous period" copies. */
  previousPeriod: { id: string; name: string; rateCount: number } | null;
}

const numeric = (value: unknown) => Number(value);

/** The rates of a period as Rate facts (a copy's source, the costs' lookup). */
export async function ratesOfPeriod(db: ReadModels, periodId: string): Promise<RateMatrixRate[]> {
  const rows = await db
    .selectFrom('instructorRates')
    .select(['id', 'InstructorTypeId', 'RankId', 'costPerPoint', 'overloadRate', 'version', 'updatedAt'])
    .where('AcademicPeriodId', '=', periodId)
    .execute();
  return rows.map((row) => ({
    ...row,
    costPerPoint: numeric(row.costPerPoint),
    overloadRate: numeric(row.overloadRate),
    version: numeric(row.version),
  }));
}

/** The period that starts last before `periodId` starts; undefined when none does. */
export async function previousPeriodOf(
  db: ReadModels,
  periodId: string,
): Promise<{ id: string; name: string } | undefined> {
  const previous = await db
    .selectFrom('academicPeriods as p')
    .innerJoin('academicPeriods as this', (join) => join.on('this.id', '=', periodId))
    .select(['p.id', 'p.name'])
    .whereRef('p.startDate', '<', 'this.startDate')
    .orderBy('p.startDate', 'desc')
    .orderBy('p.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return previous && { id: previous.id, name: previous.name ?? '' };
}

async function valueListOf(db: ReadModels, table: 'instructorTypes' | 'ranks', used: Set<string>) {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name', sql<boolean>`coalesce("isActive", true)`.as('isActive')])
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => row.isActive || used.has(row.id))
    .map((row) => ({ id: row.id, name: row.name ?? '', isActive: row.isActive }));
}

/** A period's rate matrix; undefined when there is no such period. */
export async function rateMatrixOf(db: ReadModels, periodId: string): Promise<RateMatrix | undefined> {
  const period = await db
    .selectFrom('academicPeriods')
    .select(['id', 'name'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) return undefined;
  const [rates, matrix, previous] = await Promise.all([
    ratesOfPeriod(db, periodId),
    db.selectFrom('instructorRateMatrices').selectAll().where('id', '=', periodId).executeTakeFirst(),
    previousPeriodOf(db, periodId),
  ]);
  const [instructorTypes, ranks, previousCount] = await Promise.all([
    valueListOf(db, 'instructorTypes', new Set(rates.map((rate) => rate.InstructorTypeId))),
    valueListOf(db, 'ranks', new Set(rates.map((rate) => rate.RankId))),
    previous
      ? db
          .selectFrom('instructorRates')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('AcademicPeriodId', '=', previous.id)
          .executeTakeFirstOrThrow()
      : undefined,
  ]);
  return {
    AcademicPeriodId: period.id,
    academicPeriodName: period.name ?? '',
    version: numeric(matrix?.version ?? 0),
    CopiedFromAcademicPeriodId: matrix?.CopiedFromAcademicPeriodId ?? null,
    instructorTypes,
    ranks,
    rates,
    previousPeriod: previous
      ? { id: previous.id, name: previous.name ?? '', rateCount: numeric(previousCount?.count ?? 0) }
      : null,
  };
}
