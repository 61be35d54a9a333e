import type { AppAbility } from '@tams/access';
import { readAccessOf } from '@tams/access/sql';
import { facultyProfiles, financialData, type HistoryChange, type ResourceDefinition } from '@tams/domain';
import { withAsOf } from '@tams/platform';
import { instructorRow, type ReadModels, versionsOf, type VersionRow } from '@tams/projections';
import { sql } from 'kysely';
import { peopleNames, type PeriodRef, readableWhere } from './periodPlan.js';
import { instructorTypeIdsOf, sharedRuleVersions } from './sharedRuleVersions.js';
import { actorIdsOf, changesOf, personOf } from './versionChanges.js';

type Source = 'effort' | 'financialData' | 'instructorType' | null;
type Options = { effortEnabled: boolean };

/** Changes of the record that holds the rule's number: the period's financial data or the member's profile. */
async function holderChanges(
  db: ReadModels,
  ability: AppAbility,
  userId: string,
  period: PeriodRef,
  until: Date | undefined,
  source: Source,
) {
  const holder: { definition: ResourceDefinition; where: Record<string, string> } | undefined =
    source === 'financialData'
      ? { definition: financialData, where: { UserId: userId, AcademicPeriodId: period.id } }
      : source === 'instructorType'
        ? { definition: facultyProfiles, where: { UserId: userId } }
        : undefined;
  if (!holder) return [];
  const ids = (await readableWhere(db, ability, holder.definition, holder.where)).map((row) => row.id);
  const versions = await versionsOf(db, holder.definition.name, ids, { until });
  const hidden = readAccessOf(ability)(holder.definition).hidden;
  return changesOf(
    holder.definition,
    hidden,
    versions,
    undefined,
    await peopleNames(db, actorIdsOf(versions)),
  );
}

/** Where effort sets them: the hand-set shares of the period and the imports that count toward it. */
async function effortChanges(db: ReadModels, userId: string, period: PeriodRef, until: Date | undefined) {
  const end = until ?? new Date(8.64e15);
  const [shares, imports] = await Promise.all([
    sql<{ id: string }>`select distinct id from "instructorEffortShares_history"
      where "UserId" = ${userId} and "AcademicPeriodId" = ${period.id}`
      .execute(db)
      .then(({ rows }) =>
        versionsOf(
          db,
          'instructorEffortShares',
          rows.map((row) => row.id),
          { until },
        ),
      ),
    sql<{ id: string; fileName: string; mode: string; completedAt: Date; startedBy: string | null }>`
      select i.id, i."fileName", i.mode, i."completedAt", i."startedBy" from "effortImports" i
      join "academicPeriods" p on p.id = ${period.id}
      where i.status = 'completed' and i."completedAt" <= ${end} and exists (
        select 1 from "effortPayPeriods" pp where pp.id = any(i."PayPeriodIds")
          and pp."startDate" <= p."endDate" and pp."endDate" >= p."startDate")
      order by i."completedAt"`.execute(db),
  ]);
  const names = await peopleNames(db, [
    ...actorIdsOf(shares),
    ...imports.rows.flatMap((row) => (row.startedBy ? [row.startedBy] : [])),
  ]);
  const shareChanges = shares.map((version: VersionRow): HistoryChange => ({
    at: version.validFrom.toISOString(),
    by: personOf(names, version.changedBy),
    as: personOf(names, version.changedAs),
    via: (version.changedVia as string | null) ?? null,
    eventId: String(version.eventId),
    summary:
      version.expectedTeachingShare === null
        ? 'expected teaching share back to payroll'
        : `expected teaching share set to ${version.expectedTeachingShare}%${version.reason ? `: ${version.reason}` : ''}`,
  }));
  const importChanges = imports.rows.map((row): HistoryChange => ({
    at: row.completedAt.toISOString(),
    by: personOf(names, row.startedBy),
    as: null,
    via: 'import',
    eventId: row.id,
    summary: `effort import ${row.fileName} (${row.mode})`,
  }));
  return [...shareChanges, ...importChanges].sort((a, b) => a.at.localeCompare(b.at));
}

/** Versions of rules and types that set many members' points at once, as changes of this member's. */
async function sharedChanges(
  db: ReadModels,
  userId: string,
  until: Date | undefined,
  source: Source,
): Promise<HistoryChange[]> {
  if (source !== 'effort' && source !== 'instructorType') return [];
  const typeIds = (await instructorTypeIdsOf(db, [userId])).get(userId) ?? [];
  const versions = await sharedRuleVersions(db, { until }, { effort: source === 'effort', typeIds });
  const names = await peopleNames(db, actorIdsOf(versions as unknown as VersionRow[]));
  return versions.map((version) => ({
    at: version.validFrom.toISOString(),
    by: personOf(names, version.changedBy),
    as: personOf(names, version.changedAs),
    via: version.changedVia,
    eventId: String(version.eventId),
    summary: version.summary,
  }));
}

/**
 * Their required points just before and as of each change: "… (required 41.29 -> 43.99)" where it moved.
 * A change of a rule or type shared with others (`shared`) is kept only where it moved theirs.
 */
async function withPointMoves(
  db: ReadModels,
  userId: string,
  period: PeriodRef,
  changes: HistoryChange[],
  shared: ReadonlySet<HistoryChange>,
  options: Options,
) {
  const at = (instant: Date) =>
    withAsOf(
      instant,
      async () => (await instructorRow(db, userId, period.id, options))?.pointsRequired ?? null,
    );
  const moved = await Promise.all(
    changes.map(async (change) => {
      const instant = new Date(change.at);
      const [before, after] = await Promise.all([at(new Date(instant.getTime() - 1)), at(instant)]);
      const words = (value: number | null) => (value === null ? 'not set' : String(value));
      if (before === after) return shared.has(change) ? [] : [change];
      return [{ ...change, summary: `${change.summary} (required ${words(before)} -> ${words(after)})` }];
    }),
  );
  return moved.flat();
}

/**
 * Each change behind a member's required points up to `until` (DESIGN §19): of the record that holds the
 * rule's number, or where effort sets them the shares set by hand and the imports; and the changes of the
 * classification rules, effort categories and instructor types that moved theirs. Each with the required
 * points before -> after it, by the one definition as of its instant. The last 20.
 */
export async function requiredPointsChanges(
  db: ReadModels,
  ability: AppAbility,
  userId: string,
  period: PeriodRef,
  until: Date | undefined,
  source: Source,
  options: Options,
): Promise<HistoryChange[]> {
  const [own, shared] = await Promise.all([
    source === 'effort'
      ? effortChanges(db, userId, period, until)
      : holderChanges(db, ability, userId, period, until, source),
    sharedChanges(db, userId, until, source),
  ]);
  // one pass, oldest first: shared changes that moved nothing drop out, then the last 20 of what remains
  const changes = [...own.slice(-20), ...shared.slice(-40)].sort((a, b) => a.at.localeCompare(b.at));
  return (await withPointMoves(db, userId, period, changes, new Set(shared), options)).slice(-20);
}
