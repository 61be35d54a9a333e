import type { AppAbility } from '@tams/access';
import type { RequiredPointsChange } from '@tams/domain';
import { instructorRows, type ReadModels, versionsOf } from '@tams/projections';
import { withAsOf } from '@tams/platform';
import { sql } from 'kysely';
import { peopleNames, type PeriodRef } from './periodPlan.js';
import { instructorTypeIdsOf, sharedRuleVersions } from './sharedRuleVersions.js';

type Required = {
  id: string;
  name: string;
  pointsRequired: number | null;
  pointsRequiredSource: string | null;
};

const requiredAt = (db: ReadModels, periodId: string, instant: Date, effortEnabled: boolean) =>
  withAsOf(
    instant,
    async () =>
      (await db
        .selectFrom(instructorRows(db, periodId, { effortEnabled }).as('i'))
        .select(['id', 'name', 'pointsRequired', 'pointsRequiredSource'])
        .execute()) as Required[],
  );

/** The changes in (from, to] behind someone's required points, as "what (who)" (DESIGN §19). */
async function reasonsOf(db: ReadModels, periodId: string, userIds: string[], from: Date, to: Date) {
  const reasons = new Map<string, string[]>(userIds.map((id) => [id, []]));
  const add = (userId: unknown, text: string) => reasons.get(String(userId))?.push(text);
  const range = { after: from, until: to };
  // the versions in the range of the members' records (of the period, where they are a period's)
  const versionsIn = async (table: string, ofPeriod: boolean) => {
    const { rows } = await sql<{ id: string }>`
      select distinct id from ${sql.table(`${table}_history`)}
      where "UserId" = any(${userIds}::uuid[])
        and ${ofPeriod ? sql`"AcademicPeriodId" = ${periodId}` : sql`true`}`.execute(db);
    return versionsOf(
      db,
      table,
      rows.map((row) => row.id),
      range,
    );
  };
  const typesOf = await instructorTypeIdsOf(db, userIds);
  const typeIds = [...new Set([...typesOf.values()].flat())];
  const [finance, profiles, shares, imports, shared] = await Promise.all([
    versionsIn('financialData', true),
    versionsIn('facultyProfiles', false),
    versionsIn('instructorEffortShares', true),
    sql<{ fileName: string; startedBy: string | null }>`
      select "fileName", "startedBy" from "effortImports"
      where status = 'completed' and "completedAt" > ${from} and "completedAt" <= ${to}
      order by "completedAt"`.execute(db),
    sharedRuleVersions(db, range, { effort: true, typeIds }),
  ]);
  const names = await peopleNames(
    db,
    [
      ...[...finance, ...profiles, ...shares].map((v) => v.changedBy),
      ...imports.rows.map((row) => row.startedBy),
      ...shared.map((version) => version.changedBy),
    ].filter((id): id is string => typeof id === 'string'),
  );
  const by = (id: unknown) => (typeof id === 'string' ? ` (${names.get(id) ?? 'someone'})` : '');
  for (const version of finance) add(version.UserId, `Financial data changed${by(version.changedBy)}`);
  for (const version of profiles) add(version.UserId, `Faculty profile changed${by(version.changedBy)}`);
  for (const version of shares)
    add(
      version.UserId,
      `Expected teaching share ${version.expectedTeachingShare === null ? 'back to payroll' : `set to ${version.expectedTeachingShare}%`}${by(version.changedBy)}${version.reason ? `: ${version.reason}` : ''}`,
    );
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  for (const version of shared.filter((v) => v.kind === 'instructorType'))
    for (const [userId, types] of typesOf)
      if (types.includes(version.id)) add(userId, `${sentence(version.summary)}${by(version.changedBy)}`);
  const effort = [
    ...imports.rows.map((row) => `Effort import ${row.fileName}${by(row.startedBy)}`),
    ...shared
      .filter((version) => version.kind !== 'instructorType')
      .map((version) => `${sentence(version.summary)}${by(version.changedBy)}`),
  ];
  return { reasons, effort };
}

/**
 * Whose required points differ between `from` and `to`, before -> after, with the changes between the two
 * that are behind it (DESIGN §19). As of each instant by the one definition (instructorRows under withAsOf:
 * financial data, profiles, shares, periods, instructor types and the classification as they were; effort
 * imports completed by then). For who reads instructors'
 * workload (Instructor, SectionAssignment): others get none.
 */
export async function requiredPointsDifference(
  db: ReadModels,
  ability: AppAbility,
  period: PeriodRef,
  from: Date,
  to: Date,
  { effortEnabled }: { effortEnabled: boolean },
): Promise<RequiredPointsChange[]> {
  if (!ability.can('read', 'Instructor') && !ability.can('read', 'SectionAssignment')) return [];
  const [before, after] = await Promise.all([
    requiredAt(db, period.id, from, effortEnabled),
    requiredAt(db, period.id, to, effortEnabled),
  ]);
  const was = new Map(before.map((row) => [row.id, row]));
  const moved = after.filter((row) => (was.get(row.id)?.pointsRequired ?? null) !== row.pointsRequired);
  if (moved.length === 0) return [];
  const { reasons, effort: effortReasons } = await reasonsOf(
    db,
    period.id,
    moved.map((row) => row.id),
    from,
    to,
  );
  return moved.map((row) => {
    const earlier = was.get(row.id);
    const effort = earlier?.pointsRequiredSource === 'effort' || row.pointsRequiredSource === 'effort';
    const why = [...(reasons.get(row.id) ?? []), ...(effort ? effortReasons : [])];
    return {
      id: row.id,
      name: row.name,
      before: earlier?.pointsRequired ?? null,
      after: row.pointsRequired,
      sourceBefore: earlier?.pointsRequiredSource ?? null,
      sourceAfter: row.pointsRequiredSource,
      why: why.length > 0 ? why : ['A change that keeps no history'],
    };
  });
}
