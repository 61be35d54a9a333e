import { childRecord, courseOfferings, type NewStream, newRecordStream, sections } from '@tams/domain';
import { NO_STREAM, PostgresEventStore } from '@tams/event-store';
import { courseOfferingIdOf, derivedId } from '@tams/platform';
import { sql } from 'kysely';
import { type ApiClient, listQuery, type TestDatabase, createdRecord } from '../support/index.js';

/** Cloning's e2e fixtures: periods with terms through the API, a large plan appended straight to the log. */

export interface Period {
  id: string;
  name: string;
  /** term type name (Fall, Spring, Summer) -> the period's term of that type */
  terms: Record<string, string>;
}

const termDates: Record<string, (year: number) => [string, string]> = {
  Fall: (year) => [`${year}-08-20`, `${year}-12-15`],
  Spring: (year) => [`${year + 1}-01-10`, `${year + 1}-05-10`],
  Summer: (year) => [`${year + 1}-05-20`, `${year + 1}-07-31`],
};

async function ok(response: Promise<{ status: number; body: any }>, what: string) {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const create = createdRecord;

/** A period of `year` with a term of each type, named `<prefix> <type> <year>`, made in the given order. */
export async function createPeriod(
  ops: ApiClient,
  name: string,
  year: number,
  types: readonly string[],
  termPrefix = '',
): Promise<Period> {
  const period = await create(ops, 'academicPeriods', {
    name,
    startDate: `${year}-08-01`,
    endDate: `${year + 1}-07-31`,
  });
  const termTypes: { id: string; name: string }[] = await ok(ops.get('/api/academicTermTypes'), 'term types');
  const terms: Record<string, string> = {};
  for (const type of types) {
    const [startDate, endDate] = termDates[type]!(year);
    const term = await create(ops, 'academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: termTypes.find((termType) => termType.name === type)!.id,
      name: `${termPrefix}${type} ${year}`.trim(),
      startDate,
      endDate,
    });
    terms[type] = term.id;
  }
  return { id: period.id, name, terms };
}

export interface Plan {
  offerings: number;
  termModes: number;
  sections: number;
  /** sections per term type */
  byType: Record<string, number>;
}

/**
 * `offerings` courses offered in the period with a term mode per term, and `perOffering` sections each,
 * spread over the terms in turn, each with a meeting (with `until` and `exceptions`). Appended as the
 * server would store them (the same decider, 8 writers), then awaited in the read models.
 */
export async function planPeriod(
  ops: ApiClient,
  database: TestDatabase,
  period: Period,
  options: { offerings: number; perOffering: number },
): Promise<Plan> {
  const courses: any[] = await ok(
    ops.get(`/api/courses${listQuery({ take: options.offerings, sort: ['courseNumber', 'ASC'] })}`),
    'courses',
  );
  const [teachingMode] = await ok(ops.get(`/api/teachingModes${listQuery({ take: 1 })}`), 'modes');
  const [location] = await ok(ops.get(`/api/locations${listQuery({ take: 1 })}`), 'locations');
  if (courses.length < options.offerings) throw new Error(`only ${courses.length} courses`);
  const types = Object.keys(period.terms);
  const streams: NewStream[] = [];
  const byType: Record<string, number> = Object.fromEntries(types.map((type) => [type, 0]));
  for (const course of courses) {
    const offeringId = courseOfferingIdOf(course.id, period.id);
    const termModes = types.map((type) =>
      childRecord('offeringTermModes', derivedId('fixtureTermMode', `${offeringId}:${type}`), {
        CourseOfferingId: offeringId,
        AcademicTermId: period.terms[type],
        TeachingModeId: teachingMode.id,
      }),
    );
    const offering = { CourseId: course.id, AcademicPeriodId: period.id, points: 3 };
    streams.push(
      newRecordStream(
        courseOfferings,
        offeringId,
        { ...offering, courseNumber: course.courseNumber, name: course.name },
        termModes,
      ),
    );
    for (let n = 1; n <= options.perOffering; n++) {
      const type = types[(n - 1) % types.length]!;
      byType[type]!++;
      const id = derivedId('fixtureSection', `${offeringId}:${n}`);
      const values = {
        CourseOfferingId: offeringId,
        name: course.name,
        sectionNumber: String(n).padStart(3, '0'),
        AcademicTermId: period.terms[type],
        TeachingModeId: teachingMode.id,
        WorkgroupId: course.WorkgroupId ?? null,
        enrollment: 25,
        defaultPoints: 3,
        points: 3,
        notes: 'Only for this period',
        AcademicPeriodId: period.id,
        CourseId: course.id,
      };
      const meeting = childRecord('meetings', derivedId('fixtureMeeting', id), {
        SectionId: id,
        days: ['MO', 'WE'],
        startTime: '09:00',
        endTime: '10:15',
        frequency: 'weekly',
        until: '2061-05-10',
        exceptions: ['2060-11-26'],
        description: 'Lecture',
        LocationId: location?.id ?? null,
      });
      streams.push(newRecordStream(sections, id, values, [meeting]));
    }
  }
  const store = new PostgresEventStore({ pool: database.pool });
  let next = 0;
  const writer = async () => {
    while (next < streams.length) {
      const stream = streams[next++]!;
      await store.appendToStream(stream.streamId, stream.events, {
        expectedVersion: NO_STREAM,
        metadata: { via: 'seed' },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  const sectionCount = options.offerings * options.perOffering;
  // each read model has its own processor: the clone reads both
  await waitForRows(database, 'courseOfferings', period.id, courses.length);
  await waitForRows(database, 'sections', period.id, sectionCount);
  return {
    offerings: courses.length,
    termModes: courses.length * types.length,
    sections: sectionCount,
    byType,
  };
}

/** Waits until the read model has `count` rows of the table in the period (projections poll the log). */
export async function waitForRows(database: TestDatabase, table: string, periodId: string, count: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where "AcademicPeriodId" = ${periodId}
    `.execute(database.db);
    if (rows[0]!.n === count) return;
    if (Date.now() > deadline) throw new Error(`${table} of ${periodId}: ${rows[0]!.n} rows, not ${count}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
