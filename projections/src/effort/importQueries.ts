import type { PayPeriodFact } from '@tams/domain';
import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

/** Every pay period as the row validation needs it (code and dates). */
export const payPeriodFacts = (db: ReadModels): Promise<PayPeriodFact[]> =>
  db
    .selectFrom('effortPayPeriods')
    .select([
      'id',
      // required by the definition; RowOf types every non-boolean column nullable
      sql<string>`code`.as('code'),
      sql<string>`"startDate"::text`.as('startDate'),
      sql<string>`"endDate"::text`.as('endDate'),
    ])
    .execute();

/**
 * The imports as listed (EffortSourceCount: rows recorded and skipped per import and source file), with who
 * started each; a table to filter, sort and page.
 */
export const effortImportRows = (db: ReadModels) =>
  db
    .selectFrom('effortImports as i')
    .leftJoin('users as u', 'u.id', 'i.startedBy')
    .select([
      'i.id',
      'i.version',
      'i.fileName',
      'i.format',
      'i.mode',
      'i.status',
      'i.rowCount',
      'i.recordedCount',
      'i.skippedCount',
      'i.peopleCount',
      sql<number>`cardinality(i."PayPeriodIds")`.as('payPeriodCount'),
      'i.PayPeriodIds',
      'i.startedBy',
      sql<string | null>`${userNameSql}`.as('startedByName'),
      'i.startedAt',
      'i.completedAt',
      'i.failureReason',
    ]);

/** The completed import of a file with this content, if any (the same file twice changes nothing). */
export const completedImportOf = (db: ReadModels, contentHash: string) =>
  db
    .selectFrom('effortImports')
    .select(['id', 'completedAt'])
    .where('contentHash', '=', contentHash)
    .where('status', '=', 'completed')
    .executeTakeFirst();
