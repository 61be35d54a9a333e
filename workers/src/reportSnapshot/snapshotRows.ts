import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/** A snapshot's rows go in batches of this many, one multi-row insert each. */
export const snapshotBatchSize = 1000;

/** Drops what an earlier attempt of the job left: the rows are written again, whole. */
export async function clearSnapshotRows(db: Kysely<any>, snapshotId: string): Promise<void> {
  await sql`delete from report_snapshot_rows where snapshot_id = ${snapshotId}`.execute(db);
}

/** Rows `from + 1` .. `from + rows.length`, in one statement (jsonb: any row shape, dates as ISO text). */
export async function writeSnapshotRows(
  db: Kysely<any>,
  snapshotId: string,
  from: number,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await sql`
    insert into report_snapshot_rows (snapshot_id, ordinal, row)
    select ${snapshotId}::uuid, ${from}::int + t.n::int, t.value
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as t(value, n)
  `.execute(db);
}

/** How many rows a report query returns (for the progress bar), in the caller's snapshot. */
export async function countRows(db: Kysely<any>, query: SelectQueryBuilder<any, any, any>): Promise<number> {
  const row = await db
    .selectFrom(query.clearOrderBy().as('r'))
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored rows of a snapshot, in order (tests compare them with a re-derivation). */
export async function storedSnapshotRows(db: Kysely<any>, snapshotId: string) {
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    select row from report_snapshot_rows where snapshot_id = ${snapshotId} order by ordinal
  `.execute(db);
  return rows.map((r) => r.row);
}
