import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';
import type { Row } from '../resources/recordReads.js';

/**
 * Each administrative assignment with its member's workgroups (InstructorWorkgroupIds): what the ability's
 * `approve` condition reads (bit 1 on one of them, DESIGN §19). Only the review route adds it: a record
 * answered with it could not be sent back in an update (an unknown field).
 */
export async function withInstructorWorkgroups(db: ReadModels, rows: Row[]): Promise<Row[]> {
  const userIds = [...new Set(rows.map((row) => String(row.UserId)))];
  if (userIds.length === 0) return rows;
  const { rows: memberships } = await sql<{ UserId: string; ids: string[] }>`
    select "UserId", array_agg("WorkgroupId" order by "WorkgroupId") as ids from "workgroupMemberships"
    where "UserId" = any(${userIds}::uuid[]) group by 1`.execute(db);
  const byUser = new Map(memberships.map((m) => [m.UserId, m.ids]));
  for (const row of rows) row.InstructorWorkgroupIds = byUser.get(String(row.UserId)) ?? [];
  return rows;
}
