import {
  academicPeriods,
  academicTermTypes,
  activeAcademicPeriodDecider,
  activeAcademicPeriodStreamId,
  courses,
  type RecordCommand,
  workgroups,
} from '@tams/domain';
import { type Checkpoint, type EventStore, maxCheckpoint, NO_STREAM } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { demoCatalog } from './catalog.js';
import { demoMemberships, demoPeopleStreams } from './demoPeople.js';
import { demoId } from './ids.js';
import { created, type Stream } from './recordStreams.js';

export interface SeedOptions {
  /** small: one department (default). large: + 50 000 courses, the list benchmark's scale. */
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

const term = (
  periodId: string,
  typeId: string,
  name: string,
  startDate: string,
  endDate: string,
): RecordCommand => ({
  type: 'CreateRecord',
  resource: 'academicTerms',
  id: demoId('academicTerm', `${periodId}:${name}`),
  values: { AcademicPeriodId: periodId, AcademicTermTypeId: typeId, name, startDate, endDate },
});

/** The demo department of DESIGN §10: one user per role (username = slug), faculty1..N, catalog, periods. */
export function demoStreams(options: SeedOptions): {
  streams: Stream[];
  actorId: string;
  activePeriodId: string;
} {
  const streams: Stream[] = [];
  const actorId = demoId('user', 'admin');
  const termTypes = ['Fall', 'Spring', 'Summer', 'Winter'].map((name) => ({
    name,
    id: demoId('academicTermType', name),
  }));
  for (const [index, type] of termTypes.entries()) {
    streams.push(
      created(academicTermTypes, type.id, {
        name: type.name,
        description: `${type.name} term`,
        isActive: index < 3,
      }),
    );
  }
  const typeId = (name: string) => termTypes.find((type) => type.name === name)!.id;

  const activeYear = options.activeYear ?? 2026;
  const activePeriodId = demoId('academicPeriod', activeYear);
  for (let year = activeYear - 2; year <= activeYear + 1; year++) {
    const id = demoId('academicPeriod', year);
    streams.push(
      created(
        academicPeriods,
        id,
        {
          name: `${year}-${year + 1}`,
          startDate: `${year}-08-01`,
          endDate: `${year + 1}-07-31`,
          publishedForFaculty: year <= activeYear,
          useAdvancedEffort: false,
        },
        [
          term(id, typeId('Fall'), `Fall ${year}`, `${year}-08-20`, `${year}-12-15`),
          term(id, typeId('Spring'), `Spring ${year + 1}`, `${year + 1}-01-10`, `${year + 1}-05-10`),
          term(id, typeId('Summer'), `Summer ${year + 1}`, `${year + 1}-05-20`, `${year + 1}-07-31`),
        ],
      ),
    );
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

  streams.push(...demoPeopleStreams({ facultyCount: options.facultyCount ?? 24, activePeriodId }));
  const chairs = demoMemberships(Object.keys(demoCatalog));
  for (const [index, [name, { code, courses: list }]] of Object.entries(demoCatalog).entries()) {
    const workgroupId = demoId('workgroup', name);
    streams.push(
      created(workgroups, workgroupId, { name, description: `Department of ${name}`, isActive: true }, [
        chairs[index]!,
      ]),
    );
    for (const [number, title] of list) {
      streams.push(
        created(courses, demoId('course', `${code}${number}`), {
          courseNumber: `${code} ${number}`,
          name: title,
          unitsMax: 4,
          sectionMaxStudents: Number(number) < 200 ? 120 : 40,
          sectionCreditHours: Number(number) < 200 ? 4 : 3,
          WorkgroupId: workgroupId,
          isActive: true,
          isOffered: true,
        }),
      );
    }
  }
  if (options.scale === 'large')
    streams.push(...largeCatalog(Object.keys(demoCatalog).map((name) => demoId('workgroup', name))));
  return { streams, actorId, activePeriodId };
}

/** 50 000 generated courses for the list benchmarks (DESIGN §12: every filter x sort at 50k rows). */
function largeCatalog(workgroupIds: string[]): Stream[] {
  const subjects = ['ANTH', 'ARTS', 'ECON', 'GEOG', 'HIST', 'LING', 'MUSC', 'PHIL', 'POLS', 'PSYC'];
  const topics = [
    'Seminar',
    'Studio',
    'Laboratory',
    'Workshop',
    'Topics',
    'Methods',
    'Practicum',
    'Colloquium',
  ];
  const streams: Stream[] = [];
  for (let i = 0; i < 50_000; i++) {
    const subject = subjects[i % subjects.length]!;
    const number = 1000 + Math.floor(i / subjects.length);
    streams.push(
      created(courses, demoId('course', `large:${i}`), {
        courseNumber: `${subject} ${number}`,
        name: `${topics[i % topics.length]} in ${subject} ${number % 97}`,
        unitsMax: (i % 5) + 1,
        sectionMaxStudents: 10 + (i % 200),
        sectionCreditHours: (i % 4) + 1,
        WorkgroupId: workgroupIds[i % workgroupIds.length]!,
        isActive: i % 11 !== 0,
        isOffered: i % 7 !== 0,
      }),
    );
  }
  return streams;
}

/**
 * Appends the demo data when the event store is empty (idempotent, and safe when several processes start
 * at once: an advisory lock, then the emptiness check).
 */
export async function seedDemoData(
  db: Kysely<any>,
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
      let position: Checkpoint | undefined;
      const append = async (stream: Stream) => {
        const appended = await store.appendToStream(stream.streamId, stream.events, {
          expectedVersion: NO_STREAM,
          metadata,
        });
        position = position ? maxCheckpoint(position, appended.position) : appended.position;
      };
      // the records first (8 writers), then what refers to them, as a person would have done it
      const [first, then] = [
        streams.filter((stream) => stream.streamId !== activeAcademicPeriodStreamId),
        streams.filter((stream) => stream.streamId === activeAcademicPeriodStreamId),
      ];
      let next = 0;
      const writer = async () => {
        while (next < first.length) await append(first[next++]!);
      };
      await Promise.all(Array.from({ length: 8 }, writer));
      for (const stream of then) await append(stream);
      return { seeded: true, streams: streams.length, position };
    } finally {
      await sql`select pg_advisory_unlock(hashtextextended('tams-seed', 0))`.execute(connection);
    }
  });
}
