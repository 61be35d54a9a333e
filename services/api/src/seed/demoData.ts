import {
  academicPeriods,
  academicTermTypes,
  activeAcademicPeriodDecider,
  activeAcademicPeriodStreamId,
  childrenOf,
  courses,
  type RecordCommand,
  type ResourceDefinition,
  recordStreamDecider,
  roleSlugs,
  streamIdOf,
  users,
  workgroups,
} from '@tams/domain';
import { type Checkpoint, type EventStore, maxCheckpoint, type NewEvent, NO_STREAM } from '@tams/event-store';
import { type Kysely, sql } from 'kysely';
import { demoCatalog, facultyFirstNames, facultyLastNames, roleUsers } from './catalog.js';
import { demoId } from './ids.js';

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

type Stream = { streamId: string; events: NewEvent[] };

/** The events of a new record stream, decided by the same decider as any command (no shortcut). */
function created(
  definition: ResourceDefinition,
  id: string,
  values: Record<string, unknown>,
  children: RecordCommand[] = [],
) {
  const decider = recordStreamDecider(definition, childrenOf(definition));
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const command of [
    { type: 'CreateRecord', resource: definition.name, id, values } as RecordCommand,
    ...children,
  ]) {
    for (const event of [decider.decide(command, state)].flat()) {
      state = decider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  }
  return { streamId: streamIdOf(definition, id), events };
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
  for (const slug of roleSlugs) {
    const [firstName, lastName] = roleUsers[slug]!;
    streams.push(
      created(users, demoId('user', slug), {
        username: slug,
        email: `${slug.toLowerCase()}@tams.example.edu`,
        honorific: null,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        EmployeeId: `E${String(roleSlugs.indexOf(slug) + 1).padStart(5, '0')}`,
        hostSystemId: null,
        Roles: [slug],
        isActive: true,
        isFaculty: slug === 'faculty',
        WorkingAcademicPeriodId: null,
      }),
    );
  }
  for (let n = 1; n <= (options.facultyCount ?? 24); n++) {
    const firstName = facultyFirstNames[(n - 1) % facultyFirstNames.length]!;
    const lastName = facultyLastNames[(n * 7) % facultyLastNames.length]!;
    streams.push(
      created(users, demoId('user', `faculty${n}`), {
        username: `faculty${n}`,
        email: `faculty${n}@tams.example.edu`,
        honorific: n % 3 === 0 ? 'Dr.' : null,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        EmployeeId: `F${String(n).padStart(5, '0')}`,
        hostSystemId: null,
        Roles: ['faculty'],
        isActive: true,
        isFaculty: true,
        WorkingAcademicPeriodId: null,
      }),
    );
  }

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
  let activePeriodId = '';
  for (let year = activeYear - 2; year <= activeYear + 1; year++) {
    const id = demoId('academicPeriod', year);
    if (year === activeYear) activePeriodId = id;
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

  for (const [name, { code, courses: list }] of Object.entries(demoCatalog)) {
    const workgroupId = demoId('workgroup', name);
    streams.push(
      created(workgroups, workgroupId, { name, description: `Department of ${name}`, isActive: true }),
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
