import {
  academicPeriods,
  academicTermTypes,
  activeAcademicPeriodDecider,
  activeAcademicPeriodStreamId,
  childRecord,
  newRecordStream,
  type NewStream,
} from '@tams/domain';
import { type Checkpoint, type EventStore, maxCheckpoint } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { demoAssignmentStreams } from './demoAssignments.js';
import { demoCatalogStreams } from './demoCourses.js';
import { demoEffortStreams } from './demoEffort.js';
import { facultyNoteStreams } from './demoNotes.js';
import { demoPreferenceStreams } from './demoPreferences.js';
import { withDemoProgress } from './demoProgress.js';
import { demoPeopleStreams } from './demoPeople.js';
import { periodIdOf, termsOf } from './demoTerms.js';
import { demoId } from './ids.js';
import { largeScaleStreams } from './largePlan.js';
import { largeTeaching } from './largeTeaching.js';
import { periodPlanStreams } from './periodPlan.js';
import { appendStreams } from './appendStreams.js';
import { planningReferenceStreams } from './referenceData.js';

// for the benchmarks, which plan sections of their own generated courses
export { largePlanStreams } from './largePlan.js';
export type { PlannedCourse } from './planningRecords.js';
export { appendStreams } from './appendStreams.js';
export { periodIdOf } from './demoTerms.js';

export interface SeedOptions {
  /**
   * small: one department (default): 150 courses offered in the active period and the one before, about
   * 400 sections with meetings in each, most of them taught (demoAssignments). large: + 50 000 courses and
   * 50 000 sections in the active period, 80% of them taught, the list benchmarks' scale.
   */
  scale: 'small' | 'large';
  facultyCount?: number;
  /** The year whose academic period is the system's active one. */
  activeYear?: number;
}

export interface SeedResult {
  seeded: boolean;
  streams: number;
  /** The log position after the last seeded event: wait for read models to reach it. */
  position: Checkpoint | undefined;
}

/** The demo department of DESIGN §10: one user per role (username = slug), faculty1..N, catalog, periods, plan. */
export function demoStreams(options: SeedOptions): {
  streams: NewStream[];
  actorId: string;
  activePeriodId: string;
} {
  const streams: NewStream[] = [];
  const actorId = demoId('user', 'admin');
  const termTypes = ['Fall', 'Spring', 'Summer', 'Winter'].map((name) => ({
    name,
    id: demoId('academicTermType', name),
  }));
  for (const [index, type] of termTypes.entries()) {
    streams.push(
      newRecordStream(academicTermTypes, type.id, {
        name: type.name,
        description: `${type.name} term`,
        isActive: index < 3,
      }),
    );
  }
  const typeId = (name: string) => termTypes.find((type) => type.name === name)!.id;

  const activeYear = options.activeYear ?? 2026;
  const activePeriodId = periodIdOf(activeYear);
  for (let year = activeYear - 2; year <= activeYear + 1; year++) {
    const id = periodIdOf(year);
    const terms = termsOf(year).map(({ id: termId, kind, name, startDate, endDate }) =>
      childRecord('academicTerms', termId, {
        AcademicPeriodId: id,
        AcademicTermTypeId: typeId(kind),
        name,
        startDate,
        endDate,
      }),
    );
    const values = {
      name: `${year}-${year + 1}`,
      startDate: `${year}-08-01`,
      endDate: `${year + 1}-07-31`,
      // the active period's required points follow from effort (DESIGN §14)
      useAdvancedEffort: year === activeYear,
    };
    streams.push(newRecordStream(academicPeriods, id, values, terms));
  }
  streams.push({
    streamId: activeAcademicPeriodStreamId,
    events: [
      activeAcademicPeriodDecider.decide(
        { type: 'SetActiveAcademicPeriod', AcademicPeriodId: activePeriodId },
        { AcademicPeriodId: null },
      ),
    ].flat(),
  });

  const facultyCount = options.facultyCount ?? 24;
  streams.push(...demoPeopleStreams({ facultyCount, activePeriodId }));
  streams.push(...planningReferenceStreams());
  const { streams: catalogStreams, catalog } = demoCatalogStreams(facultyCount);
  streams.push(...catalogStreams);
  // the previous period's offerings and sections too (a history: who taught what; a few courses were not
  // offered then)
  streams.push(...periodPlanStreams(activeYear - 1, catalog, { offered: (index) => index % 9 !== 4 }));
  streams.push(...periodPlanStreams(activeYear, catalog));
  streams.push(...demoAssignmentStreams(streams, { activeYear, facultyCount }), ...facultyNoteStreams());
  streams.push(...demoPreferenceStreams(streams, { activeYear, facultyCount }));
  // the active period is drafting assignments (step 5); the earlier ones are published (step 8)
  withDemoProgress(streams, { activeYear });
  streams.push(...demoEffortStreams({ activeYear, facultyCount }));
  if (options.scale === 'large') {
    const workgroupIds = [...new Set(catalog.map((course) => course.WorkgroupId))];
    // one by one: 125 000 streams are too many arguments for push(...)
    const teach = largeTeaching(activeYear, facultyCount);
    for (const stream of largeScaleStreams(workgroupIds, activeYear)) streams.push(teach(stream));
  }
  return { streams, actorId, activePeriodId };
}

/** The event store's streams table (es_0001_event_store in event-store's postgres/schema.ts): all seeding reads. */
interface SeedDatabase {
  es_streams: { stream_id: string; stream_type: string; created_at: Date };
}

/**
 * Appends the demo data when the event store is empty (idempotent, and safe when several processes start
 * at once: an advisory lock, then the emptiness check).
 */
export async function seedDemoData(
  db: Kysely<SeedDatabase>,
  store: EventStore,
  options: SeedOptions,
): Promise<SeedResult> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtextextended('tams-seed', 0))`.execute(connection);
    try {
      const { rows } = await sql<{ any: boolean }>`select exists (select 1 from es_streams) as any`.execute(
        connection,
      );
      if (rows[0]?.any) return { seeded: false, streams: 0, position: undefined };
      const { streams, actorId } = demoStreams(options);
      const metadata = { actorId, authenticatedUserId: actorId, via: 'seed' as const };
      // the records first (8 writers), then what refers to them, as a person would have done it
      const isPointer = (stream: NewStream) => stream.streamId === activeAcademicPeriodStreamId;
      const first = await appendStreams(
        store,
        streams.filter((stream) => !isPointer(stream)),
        metadata,
      );
      const then = await appendStreams(store, streams.filter(isPointer), metadata, 1);
      const position = first && then ? maxCheckpoint(first, then) : (first ?? then);
      return { seeded: true, streams: streams.length, position };
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended('tams-seed', 0))`.execute(connection);
    }
  });
}
