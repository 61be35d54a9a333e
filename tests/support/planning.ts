import { ApiClient, type ApiResponse, listQuery } from './apiClient.js';
import { createdRecord } from './createdRecord.js';
import type { TestServer } from './testServer.js';

/**
 * Course offerings and sections for the planning suites, made through the API as academicOpsAdmin (who
 * manages Course, CourseOffering, Section and Scheduler): courses of their own (the demo's may be offered
 * already), two teaching modes of their own, the active period's terms. Records are read back when the API
 * answers 202 (a busy machine): createdRecord.
 */
export type Row = Record<string, any> & { id: string; version: number };

export interface Planning {
  ops: ApiClient;
  admin: ApiClient;
  period: { id: string; name: string };
  /** The active period's terms, by start date. */
  terms: Row[];
  /** A term of another period. */
  otherTerm: Row;
  /** Two teaching modes made for the suite. */
  modes: [Row, Row];
}

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

export function expectOk(answer: ApiResponse, what: string, statuses = [200, 201]): Row {
  if (!statuses.includes(answer.status))
    throw new Error(`${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function setUpPlanning(app: TestServer): Promise<Planning> {
  const [ops, admin] = await Promise.all([
    new ApiClient(app.url).signIn('academicOpsAdmin'),
    new ApiClient(app.url).signIn('admin'),
  ]);
  const period = expectOk(await ops.get('/api/academicPeriods/systemActive'), 'active period');
  const terms = expectOk(
    await ops.get(
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id }, sort: ['startDate', 'ASC'] })}`,
    ),
    'terms',
  ) as unknown as Row[];
  const others = expectOk(
    await ops.get(
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: { ne: period.id } }, take: 1 })}`,
    ),
    'other terms',
  ) as unknown as Row[];
  const modes = await Promise.all(
    ['In person', 'Online'].map(async (name) =>
      createdRecord(admin, 'teachingModes', { name: unique(name) }),
    ),
  );
  if (terms.length < 2 || !others[0]) throw new Error('the demo data should have terms in several periods');
  return {
    ops,
    admin,
    period: { id: period.id, name: period.name },
    terms,
    otherTerm: others[0],
    modes: modes as [Row, Row],
  };
}

export async function newCourse(p: Planning, values: object = {}): Promise<Row> {
  const body = {
    courseNumber: unique('PLN'),
    name: unique('Planning course'),
    sectionMaxStudents: 30,
    ...values,
  };
  return createdRecord(p.ops, 'courses', body);
}

/** An offering of a new course in the active period, running in the first term in the first mode. */
export async function newOffering(
  p: Planning,
  options: { course?: object; points?: number } = {},
): Promise<{ course: Row; offering: Row; termMode: Row }> {
  const course = await newCourse(p, options.course);
  const offering = await createdRecord(p.ops, 'courseOfferings', {
    CourseId: course.id,
    AcademicPeriodId: p.period.id,
    points: options.points ?? 3,
  });
  const termMode = await addTermMode(p, offering.id, p.terms[0]!, p.modes[0]);
  return { course, offering, termMode };
}

export async function addTermMode(p: Planning, offeringId: string, term: Row, mode: Row): Promise<Row> {
  return createdRecord(p.ops, 'offeringTermModes', {
    CourseOfferingId: offeringId,
    AcademicTermId: term.id,
    TeachingModeId: mode.id,
  });
}

/** A section of the offering in the first term and mode (`values` override or add). */
export async function newSection(p: Planning, offering: Row, values: object = {}): Promise<Row> {
  return createdRecord(p.ops, 'sections', {
    CourseOfferingId: offering.id,
    sectionNumber: unique('S'),
    AcademicTermId: p.terms[0]!.id,
    TeachingModeId: p.modes[0].id,
    ...values,
  });
}

/** A new user who is a member of `WorkgroupId` (permission 0: reads its sections), signed in. */
export async function workgroupMember(app: TestServer, p: Planning, WorkgroupId: string): Promise<ApiClient> {
  const username = unique('member').replace(/\s/g, '-');
  const user = expectOk(
    await p.ops.post('/api/users', {
      username,
      firstName: 'Wendy',
      lastName: 'Member',
      Roles: ['faculty'],
      isFaculty: true,
    }),
    'member user',
  );
  expectOk(
    await p.ops.post('/api/workgroupMemberships', { WorkgroupId, UserId: user.id, permission: 0 }),
    'membership',
  );
  return new ApiClient(app.url).signIn(username);
}

export { unique as uniqueName };
