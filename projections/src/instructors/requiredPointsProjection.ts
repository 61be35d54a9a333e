import type { RecordedEvent } from '@tams/event-store';
import {
  academicPeriods,
  eventTypesOf,
  facultyProfiles,
  financialData,
  instructorEffortEventTypes,
  instructorTypes,
  type ResourceDefinition,
  type RequiredPointsFacts,
  requiredPointsOf,
  users,
} from '@tams/domain';
import { sql } from 'kysely';
import type { BatchRows } from '../framework/batchRows.js';
import { waitForSources } from '../framework/derivedSources.js';
import type { Projection } from '../framework/projection.js';
import { effortProjection } from '../effort/projection.js';
import type { ReadModels } from '../readModelDatabase.js';
import { requiredPointsFacts, requiredPointsFactsWithoutEffort } from './queries.js';
import { instructorRequiredPointsTable, requiredPointsIdOf } from './requiredPointsTable.js';

const typesOf = (...definitions: ResourceDefinition[]) =>
  new Set(definitions.flatMap((definition) => Object.values(eventTypesOf(definition))));

/** Events of a user's stream: their record (faculty, merge, EmployeeId), faculty profile, financial data. */
const userStreamEvents = typesOf(users, facultyProfiles, financialData);
const periodEvents = typesOf(academicPeriods);
const instructorTypeEvents = typesOf(instructorTypes);
const shareEvents: ReadonlySet<string> = new Set(instructorEffortEventTypes);
/** An import's rows count once it completes: its start, rows and failure change nobody's points. */
const notYetCounting = new Set(['EffortImportStarted', 'EffortActualsRecorded', 'EffortImportFailed']);
const effortEvents = new Set([...effortProjection.handles].filter((type) => !notYetCounting.has(type)));

/** Which rows a batch recomputes. */
interface Scope {
  everything: boolean;
  /** Periods whose every member is recomputed. */
  periods: Set<string>;
  /** Every period that uses advanced effort (effort data changed). */
  advancedPeriods: boolean;
  /** Members recomputed in every period. */
  users: Set<string>;
}

function scopeOf(events: readonly RecordedEvent[]): Scope {
  const scope: Scope = { everything: false, periods: new Set(), advancedPeriods: false, users: new Set() };
  for (const event of events) {
    const data = event.data as { id?: string; UserId?: string };
    if (userStreamEvents.has(event.type)) scope.users.add(event.streamId.slice('user-'.length));
    else if (shareEvents.has(event.type) && data.UserId) scope.users.add(data.UserId);
    else if (periodEvents.has(event.type) && data.id) scope.periods.add(data.id);
    else if (instructorTypeEvents.has(event.type)) scope.everything = true;
    else if (effortEvents.has(event.type)) scope.advancedPeriods = true;
  }
  return scope;
}

/** numeric columns read back as numbers or text, depending on the reader: compare as numbers. */
const sameValue = (a: unknown, b: unknown) =>
  a === null || a === undefined || b === null || b === undefined
    ? (a ?? null) === (b ?? null)
    : typeof b === 'number'
      ? Number(a) === b
      : a === b;

type Period = { id: string; advanced: boolean };
type Facts = RequiredPointsFacts & { UserId: string; AcademicPeriodId: string };

/**
 * The facts of `userIds` ('allFaculty': every member) in `periods`: one statement for the periods that do
 * not use advanced effort, one per period that does (effort is prorated into one period at a time).
 */
async function factsIn(
  db: ReadModels,
  periods: readonly Period[],
  userIds: readonly string[] | 'allFaculty',
) {
  const plain = periods.filter((period) => !period.advanced).map((period) => period.id);
  const advanced = periods.filter((period) => period.advanced);
  const facts: Facts[] = await requiredPointsFactsWithoutEffort(db, userIds, plain);
  for (const { id } of advanced)
    for (const fact of await requiredPointsFacts(db, userIds, id, { effortEnabled: true }))
      facts.push({ ...fact, AcademicPeriodId: id });
  return facts;
}

/** Puts the rows `facts` give where they differ from the stored ones; answers their ids. */
function putRows(rows: BatchRows, facts: readonly Facts[]) {
  const table = instructorRequiredPointsTable.name;
  const ids = new Set<string>();
  for (const fact of facts) {
    const id = requiredPointsIdOf(fact.UserId, fact.AcademicPeriodId);
    ids.add(id);
    const withEffort = requiredPointsOf(fact);
    const withoutEffort = requiredPointsOf({ ...fact, expectedTeachingShare: null });
    const next = {
      id,
      UserId: fact.UserId,
      AcademicPeriodId: fact.AcademicPeriodId,
      financialData: fact.financialData,
      expectedTeachingShare: fact.expectedTeachingShare,
      instructorTypeDefault: fact.instructorTypeDefault,
      pointsRequired: withEffort.points,
      pointsRequiredSource: withEffort.source,
      pointsRequiredWithoutEffort: withoutEffort.points,
      pointsRequiredSourceWithoutEffort: withoutEffort.source,
    };
    const stored = rows.get(table, id);
    if (!stored || Object.entries(next).some(([column, value]) => !sameValue(stored[column], value)))
      rows.put(table, next);
  }
  return ids;
}

/**
 * The requiredPoints processor (DESIGN §19): the stored column every live reader of required points reads.
 * Its inputs are kept by five processors (users, profiles and financial data by planning; instructor
 * types by valueLists; periods by academicPeriods; effort by effort), so it computes rather than folds: it
 * waits for the processors that handle a batch's events, then recomputes the rows those events can move,
 * by requiredPointsFacts and the domain's requiredPointsOf. Members no longer faculty, and periods deleted,
 * lose their rows. Recomputing is idempotent, so a replayed batch changes nothing.
 */
export function requiredPointsProjection(sources: readonly Projection[]): Projection {
  const table = instructorRequiredPointsTable.name;
  return {
    name: 'requiredPoints',
    version: 1,
    tables: [instructorRequiredPointsTable],
    handles: new Set([
      ...userStreamEvents,
      ...shareEvents,
      ...periodEvents,
      ...instructorTypeEvents,
      ...effortEvents,
    ]),
    touches() {},
    apply() {},
    async derive(events, untyped, rows) {
      const scope = scopeOf(events);
      await waitForSources(untyped, sources, events);
      const db = untyped as unknown as ReadModels;
      const periods = await db
        .selectFrom('academicPeriods')
        .select(['id', sql<boolean>`coalesce("useAdvancedEffort", false)`.as('advanced')])
        .execute();
      const wholly = periods.filter(
        (period) =>
          scope.everything || scope.periods.has(period.id) || (scope.advancedPeriods && period.advanced),
      );
      const whole = new Set(wholly.map((period) => period.id));
      // periods deleted since: their rows go
      for (const periodId of scope.periods) rows.wantWhere(table, 'AcademicPeriodId', periodId);
      for (const periodId of whole) rows.wantWhere(table, 'AcademicPeriodId', periodId);
      for (const userId of scope.users) rows.wantWhere(table, 'UserId', userId);
      await rows.load(untyped);
      const others = periods.filter((period) => !whole.has(period.id));
      const kept = new Set([
        ...putRows(rows, await factsIn(db, wholly, 'allFaculty')),
        ...(scope.users.size > 0 ? putRows(rows, await factsIn(db, others, [...scope.users])) : []),
      ]);
      // a row loaded and not computed again: its member is no longer faculty, or its period is gone
      for (const row of rows.all(table)) if (!kept.has(row.id)) rows.delete(table, row.id);
    },
  };
}
