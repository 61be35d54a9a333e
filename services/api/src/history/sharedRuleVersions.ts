import type { ReadModels } from '@tams/projections';
import { sql } from 'kysely';

/**
 * A version of something that sets many members' required points at once (DESIGN §19): a classification
 * rule or an effort category (whose effort counts as teaching, where effort sets them) or an instructor type
 * (its default, or the full-time points a share is of).
 */
export interface SharedRuleVersion {
  kind: 'rule' | 'category' | 'instructorType';
  id: string;
  validFrom: Date;
  removed: boolean;
  changedBy: string | null;
  changedAs: string | null;
  changedVia: string | null;
  eventId: string;
  summary: string;
}

type Range = { after?: Date; until?: Date };
const inRange = (range: Range) =>
  sql`"validFrom" > ${range.after ?? new Date(0)} and "validFrom" <= ${range.until ?? new Date(8.64e15)}`;
const columns = sql`id, "validFrom", removed, "changedBy", "changedAs", "changedVia", "eventId"`;

/**
 * The versions in `range` of the classification rules and effort categories (`effort`: where effort sets
 * the points) and of the instructor types `typeIds`, oldest first, each with a sentence saying what it is.
 */
export async function sharedRuleVersions(
  db: ReadModels,
  range: Range,
  { effort, typeIds }: { effort: boolean; typeIds: readonly string[] },
): Promise<SharedRuleVersion[]> {
  const { rows } = await sql<
    Omit<SharedRuleVersion, 'summary'> & { name: string | null; points: number | null }
  >`
    select * from (
      select 'rule' as kind, ${columns}, name, null::float8 as points from "effortRules_history"
        where ${effort} and ${inRange(range)}
      union all
      select 'category', ${columns}, name, null from "effortCategories_history"
        where ${effort} and ${inRange(range)}
      union all
      select 'instructorType', ${columns}, name, "defaultPointsRequired"::float8 from "instructorTypes_history"
        where id = any(${[...typeIds]}::uuid[]) and ${inRange(range)}
    ) v order by "validFrom", kind, id`.execute(db);
  return rows.map(({ name, points, ...row }) => {
    const label = name ? `"${name}"` : '(unnamed)';
    const what = row.removed ? 'removed' : 'changed';
    const summary =
      row.kind === 'rule'
        ? `classification rule ${label} ${what}`
        : row.kind === 'category'
          ? `effort category ${label} ${what}`
          : `instructor type ${label} ${row.removed ? 'removed' : `full-time points ${points ?? 'not set'}`}`;
    return { ...row, summary };
  });
}

/** The instructor types members have had (any version of their faculty profile). */
export async function instructorTypeIdsOf(db: ReadModels, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string[]>();
  const { rows } = await sql<{ UserId: string; typeIds: string[] }>`
    select "UserId", array_agg(distinct "InstructorTypeId") as "typeIds" from "facultyProfiles_history"
    where "UserId" = any(${[...userIds]}::uuid[]) and "InstructorTypeId" is not null
    group by "UserId"`.execute(db);
  return new Map(rows.map((row) => [row.UserId, row.typeIds]));
}
