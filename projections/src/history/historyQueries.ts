import { sql } from 'kysely';
import { historyNameOf } from '../framework/history.js';
import type { ReadModels } from '../readModelDatabase.js';

/** A version of a history-kept row (framework/history.ts): its columns then, and the change that made it. */
export type VersionRow = Record<string, unknown> & {
  id: string;
  validFrom: Date;
  validTo: Date | null;
  removed: boolean;
  changedBy: string | null;
  changedAs: string | null;
  changedVia: string | null;
  eventId: string | null;
};

/** The tables whose versions make up a period's plan (what the time control and the difference read). */
export const periodPlanTables = [
  'teachingAssignments',
  'administrativeAssignments',
  'sections',
  'financialData',
  'progressActions',
  'workgroupApprovals',
] as const;

const history = (table: string) => sql.table(historyNameOf(table));

/** Rows of `table` valid at `instant` whose `column` equals `value` (none removed). */
export async function rowsAt(
  db: ReadModels,
  table: string,
  instant: Date,
  column: string,
  value: string,
): Promise<VersionRow[]> {
  const { rows } = await sql<VersionRow>`select * from ${history(table)}
    where ${sql.ref(column)} = ${value} and "validFrom" <= ${instant}
      and ("validTo" is null or "validTo" > ${instant}) and not removed`.execute(db);
  return rows;
}

/** The versions of records `ids` of `table` made in (after, until], oldest first per record. */
export async function versionsOf(
  db: ReadModels,
  table: string,
  ids: readonly string[],
  range: { after?: Date; until?: Date },
): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<VersionRow>`select * from ${history(table)}
    where id = any(${ids}::uuid[])
      and "validFrom" > ${range.after ?? new Date(0)} and "validFrom" <= ${range.until ?? new Date(8.64e15)}
    order by id, "validFrom"`.execute(db);
  return rows;
}

/** The version of each record `ids` of `table` just before `instant` (the state a change started from). */
export async function versionsBefore(
  db: ReadModels,
  table: string,
  ids: readonly string[],
  instant: Date,
): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<VersionRow>`select distinct on (id) * from ${history(table)}
    where id = any(${ids}::uuid[]) and "validFrom" <= ${instant}
    order by id, "validFrom" desc`.execute(db);
  return rows;
}

/** Every distinct instant (ms) the period's plan changed at, newest first, at most `limit`. */
export async function periodChangeInstants(db: ReadModels, periodId: string, limit: number): Promise<Date[]> {
  const parts = periodPlanTables.map(
    (table) => sql`select "validFrom" from ${history(table)} where "AcademicPeriodId" = ${periodId}`,
  );
  const { rows } = await sql<{ at: Date }>`select distinct date_trunc('milliseconds', "validFrom") as at
    from (${sql.join(parts, sql` union all `)}) v order by at desc limit ${limit}`.execute(db);
  return rows.map((row) => row.at);
}
