/**
 * Every API endpoint with the access rule it needs and how to build a request for one caller, for the access
 * matrix (tests/e2e/accessMatrix.spec.ts). The rule is (action, subject) as the route authorizes it, or
 * `signedIn` (every signed-in user) or `public` (anyone, signed in or not: the case says what it answers).
 * Routes with rules beyond the ability spell them out as explicit expectations (a comment says why).
 *
 * Expected statuses never come from defineAbilityFor: the matrix asks the spec oracle
 * (services/access/src/specOracle.ts) with the caller's auth context. An endpoint added to the API without an
 * entry here fails the matrix.
 */
import { valueListDefinitions } from '@tams/domain';
import type { AuthContext } from '../../services/access/src/authContext.js';
import { type SpecRole, specRoles } from '../../services/access/src/specTable.js';
import type { Action, Subject } from '../../services/access/src/subjects.js';
import { ApiClient, type ApiResponse, listQuery } from './apiClient.js';
import { type EffortFixtures, effortFixtures, effortReferenceEndpoints } from './effortEndpoints.js';
import { effortImportEndpoints, effortReadEndpoints } from './effortRouteEndpoints.js';
import { dataServicesImportEndpoints } from './dataServicesImportEndpoints.js';
import { progressEndpoints } from './progressEndpoints.js';
import { reportEndpoints } from './reportEndpoints.js';
import { historyEndpoints } from './historyEndpoints.js';
import { instructorCostEndpoints } from './instructorCostEndpoints.js';
import { reportJobEndpoints } from './reportJobEndpoints.js';
import { emailEndpoints } from './emailEndpoints.js';
import { autoDraftEndpoints } from './autoDraftEndpoints.js';

// ---------------------------------------------------------------------------------------------------------
// Types

/** Who calls: a role's demo user (with the auth context GET /api/auth answered), or anonymous. */
export interface Principal {
  /** The role slug, or 'anonymous'. */
  name: SpecRole | 'anonymous';
  role: SpecRole | undefined;
  /** The principal's own session (none for anonymous). */
  client: ApiClient;
  auth: AuthContext | undefined;
  userId: string | undefined;
}

/** The spec oracle's answer for this principal (false for anonymous). */
export type Can = (action: Action, subject: Subject, record?: Record<string, unknown>) => boolean;

export type Rule = { action: Action; subject: Subject } | 'signedIn' | 'public';

/** One request of a case. */
export interface Probe {
  /** Values of the path's parameters (`:id`, `:userId`). */
  params?: Record<string, string>;
  /** Appended to the path, e.g. `?keysOnly=true`. */
  query?: string;
  /** A JSON body. */
  body?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: string;
  /** A multipart/form-data body. */
  multipart?: () => FormData;
  /** A raw body of a media type (a payroll file). */
  raw?: { type: string; body: string };
  /** Another session than the principal's own (a fresh one, for requests that change or end a session). */
  client?: ApiClient;
  /** The record the oracle judges (CASL conditions), e.g. `{ UserId }` of a user setting. */
  record?: Record<string, unknown>;
}

export interface Expectation {
  /** 'success' = any 2xx. */
  status: 'success' | number;
  /** The body's message, when it matters (403: "Unauthorized request"). */
  message?: string;
  /** More to check on the answer: a description of what is wrong, or undefined. */
  check?: (response: ApiResponse) => string | undefined;
}

export interface Case {
  name: string;
  /** Whom the case is for (default: every principal, anonymous included). */
  for?: (p: Principal, can: Can) => boolean;
  build(p: Principal, fx: Fixtures): Promise<Probe> | Probe;
  /**
   * The expectation when the entry's rule does not say it all. Default: the rule (via the oracle) allows
   * -> 2xx, else 403 "Unauthorized request"; anonymous -> 401 (unless the rule is `public`).
   */
  expect?: (p: Principal, can: Can, probe: Probe) => Expectation;
}

export interface EndpointEntry {
  method: string;
  /** The Koa router path, e.g. `/api/users/:id`. */
  path: string;
  rule: Rule;
  cases: Case[];
}

export const success: Expectation = { status: 'success' };
export const forbidden: Expectation = { status: 403, message: 'Unauthorized request' };
export const unauthenticated: Expectation = { status: 401 };

/**
 * A probe on a fresh administrative assignment (a fresh faculty member's, by staff), with the record the
 * oracle judges: its member, and their workgroups (none: what `approve` by bit 1 reads).
 */
const onFreshAdminAssignment =
  (probe: (row: Row, fx: Fixtures) => Promise<Omit<Probe, 'record'>>) =>
  async (_: Principal, fx: Fixtures): Promise<Probe> => {
    const row = await fx.fresh.adminAssignment();
    return { ...(await probe(row, fx)), record: { UserId: row.UserId, InstructorWorkgroupIds: [] } };
  };

/** The default expectation of a signed-in principal under an ability rule. */
export const byRule = (allowed: boolean): Expectation => (allowed ? success : forbidden);

/**
 * A route on one record under a conditional rule: 403 without the rule at all, 404 when the caller may act
 * on some records but not this one (as if absent: never reveal others'), else 2xx.
 */
export const absentOrByRule = (
  canDo: Can,
  action: Action,
  subject: Subject,
  record: Record<string, unknown> | undefined,
): Expectation =>
  !canDo(action, subject) ? forbidden : canDo(action, subject, record) ? success : { status: 404 };

// ---------------------------------------------------------------------------------------------------------
// Fixtures: records the requests need, made through the API by the roles that manage them

type Row = Record<string, any> & { id: string; version: number };

/** Every value list of services/domain's catalogue: each gets the six generic routes. */
export const valueListResources: readonly string[] = valueListDefinitions.map(
  (definition) => definition.name,
);
/** Spec §6: value lists are ReferenceData, except admin assignment types (AdminAssignmentType). */
const valueListSubject = (resource: string): Subject =>
  resource === 'administrativeAssignmentTypes' ? 'AdminAssignmentType' : 'ReferenceData';

let sequence = 0;
/** A name no other record has (uniqueness rules): short, as course numbers take at most 32 characters. */
const unique = (prefix: string) => `${prefix} ${++sequence}`;

/** A 1×1 PNG (the upload recognises images by their bytes). */
const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const logoForm = () => {
  const form = new FormData();
  form.append('file', new Blob([pngBytes], { type: 'image/png' }), 'logo.png');
  return form;
};

async function expectStatus(response: Promise<ApiResponse>, ok: number[], what: string) {
  const answer = await response;
  if (!ok.includes(answer.status))
    throw new Error(`fixture ${what}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** A record just removed by academic operations: what an undo (POST /{id}/restore) brings back. */
async function removedRecord(fx: Fixtures, resource: string, row: Row): Promise<Row> {
  await expectStatus(fx.ops.delete(`/api/${resource}/${row.id}`), [200, 202], `DELETE ${resource}`);
  return row;
}

async function create(client: ApiClient, resource: string, body: object): Promise<Row> {
  const answer = await expectStatus(client.post(`/api/${resource}`, body), [201, 202], `POST ${resource}`);
  // 202: recorded, the read model not caught up yet; a new record is at version 1
  return answer.status === 201 ? answer.body : { ...body, id: answer.body.id, version: 1 };
}

async function firstOf(client: ApiClient, resource: string, filter?: object): Promise<Row> {
  const answer = await expectStatus(
    client.get(`/api/${resource}${listQuery({ take: 1, ...(filter ? { filter } : {}) })}`),
    [200],
    `GET ${resource}`,
  );
  const row = answer.body[0];
  if (!row) throw new Error(`fixture: no ${resource} matches ${JSON.stringify(filter)}`);
  return row;
}

export interface Fixtures {
  url: string;
  /** Fixture sessions of the roles that manage each kind of record. */
  admin: ApiClient;
  ops: ApiClient;
  finance: ApiClient;
  ids: {
    activePeriod: string;
    term: string;
    termType: string;
    course: string;
    workgroup: string;
    membership: string;
    /** faculty3: another user, with a faculty profile and financial data. */
    otherUser: string;
    otherProfile: string;
    financialData: string;
    /** faculty7: whom the masquerade cases act as. */
    masqueradeTarget: string;
    /** Users with the admin / academicOpsAdmin role besides the role users. */
    adminTwin: string;
    opsTwin: string;
    /** faculty1's theme setting: someone else's record. */
    otherSetting: string;
    otherSettingOwner: string;
    /** An API key (only with apiEnabled; else a well-formed id nobody has). */
    apiKey: string;
    /** One record of each value list, by resource name. */
    valueLists: Record<string, string>;
    /** Offerings and sections in the active period: a term of it, and one record of each kind. */
    planning: Record<
      'activeTerm' | 'offering' | 'termMode' | 'section' | 'sectionWorkgroup' | 'meeting',
      string
    >;
    /** Issue 6: a faculty member teaching the planning section, an admin assignment and a note of theirs. */
    workload: Record<'faculty' | 'assignment' | 'adminAssignment' | 'adminAssignmentUser' | 'note', string>;
    /** Issue 5's reference records: an admin assignment type, a location, the campuses taxonomy. */
    adminAssignmentType: string;
    location: string;
    taxonomy: string;
  };
  userIdOf(username: string): Promise<string>;
  /** A new session of a demo user. */
  session(username: string): Promise<ApiClient>;
  /** A new session of a demo user, masquerading as `targetId`. */
  masquerading(username: string, targetId: string): Promise<ApiClient>;
  /** A fresh record of each kind, for a request to change or delete. */
  fresh: {
    user(extra?: object, by?: ApiClient): Promise<Row>;
    period(): Promise<Row>;
    term(): Promise<Row>;
    valueListItem(resource: string): Promise<Row>;
    course(): Promise<Row>;
    workgroup(): Promise<Row>;
    membership(): Promise<Row>;
    profile(): Promise<Row>;
    financialData(): Promise<Row>;
    apiKey(): Promise<Row>;
    /** An offering of a fresh course in the active period; a term mode, section, meeting of fresh ones. */
    offering(): Promise<Row>;
    termMode(): Promise<Row>;
    section(): Promise<Row>;
    meeting(): Promise<Row>;
    /** A new faculty member (isFaculty, role faculty): someone who may be assigned to teach. */
    faculty(): Promise<Row>;
    /** A fresh faculty member teaching a fresh section (no required points, no meeting: no warning). */
    teachingAssignment(): Promise<Row>;
    adminAssignment(): Promise<Row>;
    /** A note on faculty3's profile. */
    note(): Promise<Row>;
  };
  /** The current version of a system setting (0 while never set). */
  settingVersion(machineName: string): Promise<number>;
  /** Issue 17's effort reference records (tests/support/effortEndpoints.ts). */
  effort: EffortFixtures;
}

const unknownId = '00000000-0000-4000-8000-000000000000';

/** Looks up the demo records and makes the shared fixtures (a fresh server, demo data, `flags` on). */
export async function setUpFixtures(url: string, flags: ReadonlySet<string>): Promise<Fixtures> {
  const session = (username: string) => new ApiClient(url).signIn(username);
  const [admin, ops, finance] = await Promise.all([
    session('admin'),
    session('academicOpsAdmin'),
    session('financialReportingUser'),
  ]);
  const userIdOf = async (username: string) => (await firstOf(ops, 'users', { username })).id;

  const fresh: Fixtures['fresh'] = {
    user: (extra = {}, by = ops) => {
      const username = unique('am-user').replace(' ', '-');
      return create(by, 'users', { username, firstName: 'Matrix', lastName: username, ...extra });
    },
    period: () => create(ops, 'academicPeriods', freshPeriodBody()),
    term: async () => create(ops, 'academicTerms', freshTermBody((await fresh.period()).id, ids.termType)),
    valueListItem: (resource) => create(admin, resource, { name: unique('AM') }),
    course: () => create(ops, 'courses', { courseNumber: unique('AM'), name: 'Matrix course' }),
    workgroup: () => create(ops, 'workgroups', { name: unique('AM workgroup') }),
    membership: async () => {
      // its own workgroup: memberships share the workgroup's stream, concurrent writes would conflict
      const [workgroup, user] = await Promise.all([fresh.workgroup(), fresh.user()]);
      return create(ops, 'workgroupMemberships', {
        WorkgroupId: workgroup.id,
        UserId: user.id,
        permission: 0,
      });
    },
    profile: async () => create(ops, 'facultyProfiles', { UserId: (await fresh.user()).id }),
    financialData: async () =>
      create(finance, 'financialData', {
        UserId: (await fresh.user()).id,
        AcademicPeriodId: ids.activePeriod,
        pointsRequired: 12,
      }),
    apiKey: () => create(ops, 'apiKeys', { name: unique('AM key') }),
    offering: async () =>
      create(ops, 'courseOfferings', {
        CourseId: (await fresh.course()).id,
        AcademicPeriodId: ids.activePeriod,
        points: 3,
      }),
    termMode: async () => planned.termModeOf(await fresh.offering()),
    section: async () => planned.sectionOf(await fresh.termMode()),
    meeting: async () => planned.meetingOf(await fresh.section()),
    faculty: () => fresh.user({ Roles: ['faculty'], isFaculty: true }),
    teachingAssignment: async () => {
      const [section, faculty] = await Promise.all([fresh.section(), fresh.faculty()]);
      return create(ops, 'teachingAssignments', { SectionId: section.id, UserId: faculty.id });
    },
    adminAssignment: async () =>
      create(ops, 'administrativeAssignments', {
        UserId: (await fresh.faculty()).id,
        AcademicPeriodId: ids.activePeriod,
        AdministrativeAssignmentTypeId: ids.adminAssignmentType,
        points: 1.5,
      }),
    note: () =>
      create(ops, 'notes', {
        notableId: ids.otherProfile,
        notableType: 'facultyProfiles',
        text: unique('AM note'),
      }),
  };
  const planned = {
    termModeOf: (offering: Row) =>
      create(ops, 'offeringTermModes', {
        CourseOfferingId: offering.id,
        AcademicTermId: ids.planning.activeTerm,
        TeachingModeId: ids.valueLists.teachingModes,
      }),
    sectionOf: (termMode: Row) =>
      create(ops, 'sections', {
        CourseOfferingId: termMode.CourseOfferingId,
        sectionNumber: '001',
        AcademicTermId: termMode.AcademicTermId,
        TeachingModeId: termMode.TeachingModeId,
      }),
    meetingOf: (section: Row) =>
      create(ops, 'meetings', {
        SectionId: section.id,
        days: ['MO', 'WE'],
        startTime: '09:00',
        endTime: '10:15',
        frequency: 'weekly',
      }),
  };

  const systemActive = await expectStatus(admin.get('/api/academicPeriods/systemActive'), [200], 'active');
  const [term, course, workgroup, membership, faculty3, target, faculty1] = await Promise.all([
    firstOf(ops, 'academicTerms'),
    firstOf(ops, 'courses'),
    firstOf(ops, 'workgroups'),
    firstOf(ops, 'workgroupMemberships'),
    userIdOf('faculty3'),
    userIdOf('faculty7'),
    session('faculty1'),
  ]);
  const valueLists = Object.fromEntries(
    await Promise.all(
      valueListResources.map(async (resource) => [
        resource,
        (await firstOf(admin, resource).catch(() => fresh.valueListItem(resource))).id,
      ]),
    ),
  );
  const ids: Fixtures['ids'] = {
    activePeriod: systemActive.body.id,
    term: term.id,
    termType: term.AcademicTermTypeId,
    course: course.id,
    workgroup: workgroup.id,
    membership: membership.id,
    otherUser: faculty3,
    otherProfile: (await firstOf(ops, 'facultyProfiles', { UserId: faculty3 })).id,
    financialData: (await firstOf(finance, 'financialData')).id,
    masqueradeTarget: target,
    adminTwin: '',
    opsTwin: '',
    otherSetting: '',
    otherSettingOwner: '',
    apiKey: unknownId,
    valueLists,
    ...(await planningFixtures(admin, ops)),
    planning: { activeTerm: '', offering: '', termMode: '', section: '', sectionWorkgroup: '', meeting: '' },
    workload: { faculty: '', assignment: '', adminAssignment: '', adminAssignmentUser: '', note: '' },
  };

  const [adminTwin, opsTwin, otherSetting, , apiKey] = await Promise.all([
    // only an administrator may grant the admin role
    fresh.user({ Roles: ['admin'] }, admin),
    fresh.user({ Roles: ['academicOpsAdmin'] }),
    create(faculty1, 'userSettings', { machineName: 'theme', value: 'dark' }),
    // logo.png then answers the image to everyone
    expectStatus(
      fetch(`${url}/api/settings/upload/logo`, {
        method: 'POST',
        headers: { cookie: admin.cookie },
        body: logoForm(),
      }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.text() })),
      [201],
      'logo upload',
    ),
    flags.has('apiEnabled') ? fresh.apiKey() : undefined,
  ]);
  ids.adminTwin = adminTwin.id;
  ids.opsTwin = opsTwin.id;
  ids.otherSetting = otherSetting.id;
  ids.otherSettingOwner = otherSetting.UserId;
  if (apiKey) ids.apiKey = apiKey.id;

  ids.planning.activeTerm = (await firstOf(ops, 'academicTerms', { AcademicPeriodId: ids.activePeriod })).id;
  const termMode = await fresh.termMode();
  const section = await planned.sectionOf(termMode);
  const meeting = await planned.meetingOf(section);
  Object.assign(ids.planning, {
    offering: termMode.CourseOfferingId,
    termMode: termMode.id,
    section: section.id,
    // a 202 answer carries the id only: the workgroup (the course's) is read back
    sectionWorkgroup: (section.WorkgroupId ??
      (await firstOf(ops, 'sections', { id: section.id })).WorkgroupId) as string,
    meeting: meeting.id,
  });

  const teacher = await fresh.faculty();
  const [assignment, adminAssignment, note] = await Promise.all([
    create(ops, 'teachingAssignments', { SectionId: section.id, UserId: teacher.id }),
    fresh.adminAssignment(),
    fresh.note(),
  ]);
  ids.workload = {
    faculty: teacher.id,
    assignment: assignment.id,
    adminAssignment: adminAssignment.id,
    adminAssignmentUser: adminAssignment.UserId,
    note: note.id,
  };

  // every role user gets a faculty profile, so "one's own profile" answers 200 to each (not 404)
  await Promise.all(
    specRoles.map(async (username) => {
      const id = await userIdOf(username);
      const has = await ops.get(`/api/facultyProfiles${listQuery({ filter: { UserId: id } })}`);
      if (has.body.length === 0) await create(ops, 'facultyProfiles', { UserId: id });
    }),
  );

  return {
    url,
    admin,
    ops,
    finance,
    ids,
    userIdOf,
    session,
    async masquerading(username, targetId) {
      const client = await session(username);
      await expectStatus(client.post('/api/users/masquerade', { id: targetId }), [200], 'masquerade');
      return client;
    },
    fresh,
    async settingVersion(machineName) {
      const answer = await expectStatus(admin.get(`/api/settings/${machineName}`), [200], 'setting');
      return answer.body.version;
    },
    effort: await effortFixtures(url, flags, ids.otherUser),
  };
}

/** A clone of one fresh (empty) period into another: a job that has nothing to copy. */
const cloneBody = async (fx: Fixtures) => {
  const [source, target] = await Promise.all([fx.fresh.period(), fx.fresh.period()]);
  return { sourceAcademicPeriodId: source.id, targetAcademicPeriodId: target.id };
};
const cloneJobOf = async (starter: ApiClient, fx: Fixtures): Promise<string> =>
  (await expectStatus(starter.post('/api/cloning', await cloneBody(fx)), [202], 'clone')).body.jobId;

const freshPeriodBody = () => ({ name: unique('AM period'), startDate: '2040-08-01', endDate: '2041-07-31' });
const freshTermBody = (AcademicPeriodId: string, AcademicTermTypeId: string) => ({
  AcademicPeriodId,
  AcademicTermTypeId,
  name: unique('AM term'),
  startDate: '2040-09-01',
  endDate: '2040-12-15',
});

// ---------------------------------------------------------------------------------------------------------
// The table

const can = (action: Action, subject: Subject): Rule => ({ action, subject });

/** One case: the entry's rule decides. */
const only = (build: Case['build']): Case[] => [{ name: 'main', build }];

export type Crud = typeof crud;

/**
 * A read of the existing record. The faculty role reads sections and their assignments only as a member of
 * their workgroups (spec §6 "per workgroup"; the demo's faculty user reads its department's): a record of
 * another workgroup is answered as if it did not exist (404), as the API's filtered reads do. The oracle
 * judges every other principal.
 */
function readOfExisting(
  subject: Subject,
  requests: {
    existing: (fx: Fixtures) => string;
    existingRecord?: (fx: Fixtures) => Record<string, unknown>;
  },
): Case[] {
  return [
    {
      name: 'main',
      build: (_, fx) => ({ params: { id: requests.existing(fx) }, record: requests.existingRecord?.(fx) }),
      expect: (p, canDo, probe) => {
        const memberships = p.auth?.workgroupPermissions ?? [];
        // (the fixture's section has no workgroup: no member reads it)
        if (probe.record && 'WorkgroupId' in probe.record && p.role === 'faculty' && memberships.length > 0) {
          const workgroupId = probe.record.WorkgroupId;
          return memberships.some((m) => m.id === workgroupId) ? byRule(true) : { status: 404 };
        }
        return probe.record
          ? absentOrByRule(canDo, 'read', subject, probe.record)
          : byRule(canDo('read', subject));
      },
    },
  ];
}

/** The six routes of recordRoutes (services/api/src/resources/recordRoutes.ts) for one resource. */
function crud(
  resource: string,
  subject: Subject,
  requests: {
    /** An existing record to read. */
    existing: (fx: Fixtures) => string;
    /** What the oracle judges of it, when its conditions depend on the record (a section's workgroup). */
    existingRecord?: (fx: Fixtures) => Record<string, unknown>;
    createBody: (p: Principal, fx: Fixtures) => Promise<object> | object;
    /** A fresh record to update or delete. */
    fresh: (fx: Fixtures) => Promise<Row>;
    updateBody: object;
  },
  skip: ('create' | 'update' | 'delete')[] = [],
): EndpointEntry[] {
  const base = `/api/${resource}`;
  const entries: EndpointEntry[] = [
    { method: 'GET', path: base, rule: can('read', subject), cases: only(() => ({})) },
    {
      method: 'GET',
      path: `${base}/:id`,
      rule: can('read', subject),
      cases: readOfExisting(subject, requests),
    },
    {
      method: 'GET',
      path: `${base}/:id/history`,
      rule: can('read', subject),
      cases: readOfExisting(subject, requests),
    },
  ];
  if (!skip.includes('create')) {
    entries.push({
      method: 'POST',
      path: base,
      rule: can('create', subject),
      cases: only(async (p, fx) => ({ body: await requests.createBody(p, fx) })),
    });
  }
  if (!skip.includes('update')) {
    entries.push({
      method: 'PUT',
      path: `${base}/:id`,
      rule: can('update', subject),
      cases: only(async (_, fx) => {
        const row = await requests.fresh(fx);
        return { params: { id: row.id }, body: { ...requests.updateBody, version: row.version } };
      }),
    });
  }
  if (!skip.includes('delete')) {
    entries.push({
      method: 'DELETE',
      path: `${base}/:id`,
      rule: can('delete', subject),
      cases: only(async (_, fx) => ({ params: { id: (await requests.fresh(fx)).id } })),
    });
  }
  return entries;
}

/** The taxonomy with this slug (one of five, each at most once), made when missing. */
async function taxonomyWithSlug(client: ApiClient, slug: string): Promise<Row> {
  const query = listQuery({ filter: { slug } });
  const [row] = (await expectStatus(client.get(`/api/taxonomies${query}`), [200], 'GET taxonomies')).body;
  return row ?? create(client, 'taxonomies', { slug, name: `AM ${slug}` });
}

/** Issue 5's records the matrix reads: any admin assignment type and location, the campuses taxonomy. */
async function planningFixtures(admin: ApiClient, ops: ApiClient) {
  const name = unique('AM');
  const [adminType, location, taxonomy] = await Promise.all([
    firstOf(admin, 'administrativeAssignmentTypes').catch(() =>
      create(admin, 'administrativeAssignmentTypes', { name }),
    ),
    firstOf(ops, 'locations').catch(() => create(ops, 'locations', { code: name })),
    taxonomyWithSlug(admin, 'campuses'),
  ]);
  return { adminAssignmentType: adminType.id, location: location.id, taxonomy: taxonomy.id };
}

/**
 * Taxonomies take five slugs, each at most once, so each case changes a fixed one: campuses is read and
 * updated (to what it is), specialties made anew, majors deleted. Only admin manages ReferenceData (spec
 * §6), so only admin's cases prepare them; anyone else is refused before the record matters.
 */
function taxonomyEntries(): EndpointEntry[] {
  const prepares = (p: Principal) => p.role === 'admin';
  const current = async (fx: Fixtures) =>
    (await expectStatus(fx.admin.get(`/api/taxonomies/${fx.ids.taxonomy}`), [200], 'GET taxonomy')).body;
  return [
    ...crud(
      'taxonomies',
      'ReferenceData',
      {
        existing: (fx) => fx.ids.taxonomy,
        createBody: () => ({}),
        fresh: current,
        updateBody: { isActive: true },
      },
      ['create', 'delete'],
    ),
    {
      method: 'POST',
      path: '/api/taxonomies',
      rule: can('create', 'ReferenceData'),
      cases: only(async (p, fx) => {
        const taken = prepares(p) ? await taxonomyWithSlug(fx.admin, 'specialties') : undefined;
        if (taken) await expectStatus(fx.admin.delete(`/api/taxonomies/${taken.id}`), [200], 'free a slug');
        return { body: { slug: 'specialties', name: 'AM Specialties' } };
      }),
    },
    {
      method: 'DELETE',
      path: '/api/taxonomies/:id',
      rule: can('delete', 'ReferenceData'),
      cases: only(async (p, fx) => ({
        params: { id: prepares(p) ? (await taxonomyWithSlug(fx.admin, 'majors')).id : fx.ids.taxonomy },
      })),
    },
  ];
}

/** Does the signed-in user's own role let them masquerade (the masquerade route's judgement)? */
const mayMasquerade = (p: Principal, canDo: Can) => p.auth !== undefined && canDo('masquerade', 'User');

const publicCase = (name: string, build: Case['build'], expectation: Expectation): Case => ({
  name,
  build,
  expect: () => expectation,
});

const jsonMessage =
  (message: string) =>
  (response: ApiResponse): string | undefined =>
    response.body?.message === message ? undefined : `message should be "${message}"`;

/** The user-setting routes judge the record: one's own (UserId = working user) or another's. */
const ownSetting = async (p: Principal): Promise<Row | undefined> => {
  if (!p.auth) return undefined;
  const mine = await p.client.get('/api/userSettings/mine');
  const theme = (mine.body as Row[]).find((row) => row.machineName === 'theme');
  if (theme) return theme;
  const made = await p.client.post('/api/userSettings', { machineName: 'theme', value: 'dark' });
  if (made.status !== 201) throw new Error(`fixture: own setting of ${p.name}: ${made.status}`);
  return made.body;
};

/**
 * Another user's setting is outside the caller's UserSetting condition: recordRoutes answers 404 "as if
 * absent" (never revealing others' records), after the subject-level check; a caller who may not `action`
 * UserSetting at all gets 403.
 */
const othersSettingCase = (action: Action, build: Case['build']): Case => ({
  name: "someone else's setting",
  build,
  expect: (_, canDo, probe) =>
    canDo(action, 'UserSetting', probe.record)
      ? success
      : canDo(action, 'UserSetting')
        ? { status: 404 }
        : forbidden,
});

export const endpointTable: EndpointEntry[] = [
  // --- public: health, system facts, sign-in (services/api/src/{health,system,auth}) ---
  {
    method: 'GET',
    path: '/api/health',
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), {
        status: 200,
        check: (r) => (r.body?.status === 'ok' ? undefined : 'status ok'),
      }),
    ],
  },
  {
    method: 'GET',
    path: '/api/app-info',
    rule: 'public',
    // local mode: the dev sign-in is a strategy
    cases: [
      publicCase('main', () => ({}), {
        status: 200,
        check: (r) => (r.body?.strategyExists === true ? undefined : 'strategyExists'),
      }),
    ],
  },
  {
    method: 'GET',
    path: '/api/config',
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), {
        status: 200,
        check: (r) => (r.body?.mode === 'local' ? undefined : 'mode local'),
      }),
    ],
  },
  {
    method: 'POST',
    path: '/api/auth/dev',
    rule: 'public',
    cases: [
      // a new session each: signing in again must not replace the principal's own
      {
        name: 'a demo user (oneself; faculty7 for anonymous)',
        build: (p, fx) => ({ body: { username: p.role ?? 'faculty7' }, client: new ApiClient(fx.url) }),
        expect: (p) => ({
          status: 200,
          check: (r) =>
            p.userId === undefined || r.body?.id === p.userId ? undefined : 'signs in as that user',
        }),
      },
      publicCase(
        'an unknown user',
        (_, fx) => ({ body: { username: 'nobody-at-all' }, client: new ApiClient(fx.url) }),
        {
          status: 401,
        },
      ),
    ],
  },
  {
    method: 'GET',
    path: '/api/auth/dev/users',
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), {
        status: 200,
        check: (r) => (Array.isArray(r.body) && r.body.length > 0 ? undefined : 'a list of users'),
      }),
    ],
  },
  {
    method: 'GET',
    path: '/api/auth/logout',
    rule: 'public',
    // a session of its own: logging out ends it on the server
    cases: [
      publicCase(
        'main',
        async (p, fx) => ({ client: p.role ? await fx.session(p.role) : new ApiClient(fx.url) }),
        { status: 200, check: (r) => (r.body?.ok === true ? undefined : '{ ok: true }') },
      ),
    ],
  },
  { method: 'GET', path: '/api/auth', rule: 'signedIn', cases: only(() => ({})) },
  { method: 'GET', path: '/api/auth/me', rule: 'signedIn', cases: only(() => ({})) },
  // SSO: not configured in the test server (no SAML settings, auth0Enabled off): 404 with a message to all
  ...['/api/auth/saml', '/api/auth/saml/metadata'].map((path): EndpointEntry => ({
    method: 'GET',
    path,
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), { status: 404, check: jsonMessage('SAML sign-in is not configured') }),
    ],
  })),
  {
    method: 'POST',
    path: '/api/auth/saml/callback',
    rule: 'public',
    cases: [
      publicCase('main', () => ({ form: 'SAMLResponse=x' }), {
        status: 404,
        check: jsonMessage('SAML sign-in is not configured'),
      }),
    ],
  },
  ...['/api/auth0/login', '/api/auth0/callback'].map((path): EndpointEntry => ({
    method: 'GET',
    path,
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), { status: 404, check: jsonMessage('Auth0 sign-in is not enabled') }),
    ],
  })),

  // --- settings (services/api/src/settings) ---
  {
    method: 'GET',
    path: '/api/settings/primaryColor',
    rule: 'public',
    cases: [
      publicCase('main', () => ({}), {
        status: 200,
        check: (r) => (/^#[0-9a-f]{6}$/i.test(String(r.body)) ? undefined : 'a colour'),
      }),
    ],
  },
  {
    method: 'POST',
    path: '/api/settings/upload/logo',
    rule: can('update', 'Configuration'),
    cases: only(() => ({ multipart: logoForm })),
  },
  {
    method: 'GET',
    path: '/api/logo.png',
    rule: 'public',
    // the fixtures uploaded one
    cases: [publicCase('main', () => ({}), { status: 200 })],
  },
  { method: 'GET', path: '/api/settings', rule: can('read', 'Configuration'), cases: only(() => ({})) },
  {
    method: 'GET',
    path: '/api/settingTypes',
    rule: 'public',
    // every setting type is public today; a non-public one would be for Configuration readers only
    cases: [
      {
        name: 'main',
        build: () => ({}),
        expect: (_, canDo) => ({
          status: 200,
          check: (r) =>
            Array.isArray(r.body) &&
            r.body.length > 0 &&
            r.body.every((type: Row) => type.public === true || canDo('read', 'Configuration'))
              ? undefined
              : 'the public setting types (all only for Configuration readers)',
        }),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/settings/:id',
    rule: can('read', 'Configuration'),
    cases: only(() => ({ params: { id: 'institution_name' } })),
  },
  {
    method: 'PUT',
    path: '/api/settings/:id',
    rule: can('update', 'Configuration'),
    cases: only(async (_, fx) => ({
      params: { id: 'institution_name' },
      body: { value: 'TAMS Demo University', version: await fx.settingVersion('institution_name') },
    })),
  },

  // --- academic periods (services/api/src/academicPeriods/routes.ts) ---
  ...['active', 'active/id', 'systemActive', 'publishedForFaculty'].map((name): EndpointEntry => ({
    method: 'GET',
    path: `/api/academicPeriods/${name}`,
    rule: can('read', 'AcademicPeriod'),
    cases: only(() => ({})),
  })),
  ...crud('academicPeriods', 'AcademicPeriod', {
    existing: (fx) => fx.ids.activePeriod,
    createBody: () => freshPeriodBody(),
    fresh: (fx) => fx.fresh.period(),
    updateBody: { endDate: '2041-07-30' },
  }),
  {
    method: 'POST',
    path: '/api/academicPeriods/:id/activate',
    rule: can('update', 'AcademicPeriod'),
    // the period that is active already: the system's state stays as it was
    cases: only((_, fx) => ({ params: { id: fx.ids.activePeriod } })),
  },
  ...crud('academicTerms', 'AcademicPeriod', {
    existing: (fx) => fx.ids.term,
    createBody: async (_, fx) => freshTermBody((await fx.fresh.period()).id, fx.ids.termType),
    fresh: (fx) => fx.fresh.term(),
    updateBody: { name: 'AM term changed' },
  }),

  // --- value lists (ReferenceData; admin assignment types: AdminAssignmentType) ---
  ...valueListResources.flatMap((resource) =>
    crud(resource, valueListSubject(resource), {
      existing: (fx) => fx.ids.valueLists[resource],
      createBody: () => ({ name: unique('AM') }),
      fresh: (fx) => fx.fresh.valueListItem(resource),
      updateBody: { description: 'Changed by the access matrix' },
    }),
  ),

  // --- planning reference data (issue 5): locations, taxonomies ---
  ...crud('locations', 'Location', {
    existing: (fx) => fx.ids.location,
    createBody: () => ({ code: unique('AM') }),
    fresh: (fx) => create(fx.ops, 'locations', { code: unique('AM') }),
    updateBody: { description: 'Changed by the access matrix' },
  }),
  ...taxonomyEntries(),

  // --- effort reference data (issue 17: services/api/src/effort/referenceDataRoutes.ts) ---
  ...effortReferenceEndpoints(crud),
  // --- Email Instructors (issue 22: services/api/src/emailInstructors) ---
  ...emailEndpoints,
  // --- auto-draft (issue 23: services/api/src/autoDraft) ---
  ...autoDraftEndpoints,
  ...effortImportEndpoints,
  ...effortReadEndpoints,

  // --- courses ---
  ...crud('courses', 'Course', {
    existing: (fx) => fx.ids.course,
    createBody: () => ({ courseNumber: unique('AM'), name: 'Matrix course' }),
    fresh: (fx) => fx.fresh.course(),
    updateBody: { name: 'Matrix course, changed' },
  }),

  // --- course offerings and sections (services/api/src/{courseOfferings,sections}) ---
  ...crud('courseOfferings', 'CourseOffering', {
    existing: (fx) => fx.ids.planning.offering,
    createBody: async (_, fx) => ({
      CourseId: (await fx.fresh.course()).id,
      AcademicPeriodId: fx.ids.activePeriod,
      points: 3,
    }),
    fresh: (fx) => fx.fresh.offering(),
    updateBody: { points: 4 },
  }),
  {
    method: 'GET',
    path: '/api/courseOfferings/:id/removal',
    rule: can('delete', 'CourseOffering'),
    cases: only((_, fx) => ({ params: { id: fx.ids.planning.offering } })),
  },
  ...crud('offeringTermModes', 'CourseOffering', {
    existing: (fx) => fx.ids.planning.termMode,
    createBody: async (_, fx) => ({
      CourseOfferingId: (await fx.fresh.offering()).id,
      AcademicTermId: fx.ids.planning.activeTerm,
      TeachingModeId: fx.ids.valueLists.teachingModes,
    }),
    fresh: (fx) => fx.fresh.termMode(),
    // to the term and mode it has: a change of nothing, authorized like any other
    updateBody: {},
  }),
  ...crud('sections', 'Section', {
    existing: (fx) => fx.ids.planning.section,
    // a workgroup member reads the sections of their workgroups only
    existingRecord: (fx) => ({ WorkgroupId: fx.ids.planning.sectionWorkgroup }),
    createBody: async (_, fx) => {
      const termMode = await fx.fresh.termMode();
      return {
        CourseOfferingId: termMode.CourseOfferingId,
        sectionNumber: '002',
        AcademicTermId: termMode.AcademicTermId,
        TeachingModeId: termMode.TeachingModeId,
      };
    },
    fresh: (fx) => fx.fresh.section(),
    updateBody: { points: 2 },
  }),
  {
    method: 'GET',
    path: '/api/sections/:id/removal',
    rule: can('delete', 'Section'),
    cases: only((_, fx) => ({ params: { id: fx.ids.planning.section } })),
  },
  {
    method: 'POST',
    path: '/api/sections/bulkUpdate',
    rule: can('update', 'Section'),
    cases: [
      {
        name: 'main',
        build: async (_, fx) => {
          const section = await fx.fresh.section();
          return {
            body: { records: [{ id: section.id, version: section.version }], values: { points: 2.5 } },
          };
        },
        // beyond the status: the one record is updated, none failed
        expect: (_, canDo) => ({
          ...byRule(canDo('update', 'Section')),
          check: (r) =>
            r.status !== 200 || (r.body?.updated?.length === 1 && r.body?.failed?.length === 0)
              ? undefined
              : 'one section updated, none failed',
        }),
      },
    ],
  },
  ...crud('meetings', 'Scheduler', {
    existing: (fx) => fx.ids.planning.meeting,
    createBody: async (_, fx) => ({
      SectionId: (await fx.fresh.section()).id,
      days: ['TU', 'TH'],
      startTime: '13:00',
      endTime: '14:15',
      frequency: 'weekly',
    }),
    fresh: (fx) => fx.fresh.meeting(),
    updateBody: { description: 'Changed by the access matrix' },
  }),

  // --- teaching assignments and workload (issue 6: services/api/src/{teachingAssignments,instructors,...}) ---
  ...crud('teachingAssignments', 'SectionAssignment', {
    existing: (fx) => fx.ids.workload.assignment,
    existingRecord: (fx) => ({ WorkgroupId: fx.ids.planning.sectionWorkgroup }),
    createBody: async (_, fx) => {
      const [section, faculty] = await Promise.all([fx.fresh.section(), fx.fresh.faculty()]);
      return { SectionId: section.id, UserId: faculty.id };
    },
    fresh: (fx) => fx.fresh.teachingAssignment(),
    // notes only: raising the points could ask for a confirmation (409) instead
    updateBody: { notes: 'Changed by the access matrix' },
  }),
  {
    method: 'POST',
    path: '/api/teachingAssignments/:id/restore',
    rule: can('create', 'SectionAssignment'),
    cases: only(async (_, fx) => {
      const row = await removedRecord(fx, 'teachingAssignments', await fx.fresh.teachingAssignment());
      return {
        params: { id: row.id },
        body: { SectionId: row.SectionId },
        record: { SectionId: row.SectionId, WorkgroupId: row.WorkgroupId ?? null },
      };
    }),
  },
  {
    method: 'POST',
    path: '/api/teachingAssignments/preview',
    rule: can('create', 'SectionAssignment'),
    cases: only((_, fx) => ({
      body: { SectionId: fx.ids.planning.section, UserId: fx.ids.workload.faculty },
    })),
  },
  {
    method: 'GET',
    path: '/api/suggestedAssignees',
    // suggestions are for those who may make the assignment (SectionAssignment create); admin, who
    // manages Section but only reads SectionAssignment (spec §6), does not assign
    rule: can('create', 'SectionAssignment'),
    cases: only((_, fx) => ({
      query: listQuery({ filter: { SectionId: fx.ids.planning.section } }),
      record: { WorkgroupId: null },
    })),
  },
  // DESIGN §19: with aemEnabled everyone manages their own administrative assignments, staff all of them;
  // a record outside the caller's conditions is absent to them (404) once they may act on some (subject level)
  ...crud(
    'administrativeAssignments',
    'AdminAssignment',
    {
      existing: (fx) => fx.ids.workload.adminAssignment,
      existingRecord: (fx) => ({ UserId: fx.ids.workload.adminAssignmentUser }),
      createBody: (_, fx) => ({
        UserId: fx.ids.otherUser,
        AcademicPeriodId: fx.ids.activePeriod,
        AdministrativeAssignmentTypeId: fx.ids.adminAssignmentType,
        points: 0.5,
      }),
      fresh: (fx) => fx.fresh.adminAssignment(),
      updateBody: { points: 2 },
    },
    ['create', 'update', 'delete'],
  ),
  {
    method: 'POST',
    path: '/api/administrativeAssignments',
    rule: can('create', 'AdminAssignment'),
    cases: only((_, fx) => {
      const body = {
        UserId: fx.ids.otherUser,
        AcademicPeriodId: fx.ids.activePeriod,
        AdministrativeAssignmentTypeId: fx.ids.adminAssignmentType,
        points: 0.5,
      };
      return { body, record: { UserId: body.UserId } };
    }),
  },
  ...(['PUT', 'DELETE'] as const).map((method): EndpointEntry => ({
    method,
    path: '/api/administrativeAssignments/:id',
    rule: can(method === 'PUT' ? 'update' : 'delete', 'AdminAssignment'),
    cases: [
      {
        name: 'main',
        build: onFreshAdminAssignment(async (row) => ({
          params: { id: row.id },
          ...(method === 'PUT' ? { body: { points: 2, version: row.version } } : {}),
        })),
        expect: (_, canDo, probe) =>
          absentOrByRule(canDo, method === 'PUT' ? 'update' : 'delete', 'AdminAssignment', probe.record),
      },
    ],
  })),
  {
    method: 'POST',
    path: '/api/administrativeAssignments/:id/restore',
    rule: can('create', 'AdminAssignment'),
    cases: [
      {
        name: 'main',
        build: onFreshAdminAssignment(async (row, fx) => ({
          params: { id: (await removedRecord(fx, 'administrativeAssignments', row)).id },
          body: {},
        })),
        expect: (_, canDo, probe) => absentOrByRule(canDo, 'create', 'AdminAssignment', probe.record),
      },
    ],
  },
  // reviewing one: read it, then approve it (staff; bit 1 on the member's workgroup). The fresh assignment is
  // staff's (counted already), so who may approve it gets 409: the authorization is what this checks
  ...(['approve', 'refuse'] as const).map((decision): EndpointEntry => ({
    method: 'POST',
    path: `/api/administrativeAssignments/:id/${decision}`,
    rule: can('read', 'AdminAssignment'),
    cases: [
      {
        name: 'main',
        build: onFreshAdminAssignment(async (row) => ({
          params: { id: row.id },
          body: { reason: 'Checked by the access matrix' },
        })),
        expect: (_, canDo, probe) => {
          const readable = absentOrByRule(canDo, 'read', 'AdminAssignment', probe.record);
          if (readable !== success) return readable;
          return canDo('approve', 'AdminAssignment', probe.record) ? { status: 409 } : forbidden;
        },
      },
    ],
  })),
  ...crud('notes', 'Instructor', {
    existing: (fx) => fx.ids.workload.note,
    createBody: (_, fx) => ({
      notableId: fx.ids.otherProfile,
      notableType: 'facultyProfiles',
      text: unique('AM note'),
    }),
    fresh: (fx) => fx.fresh.note(),
    updateBody: { text: 'Changed by the access matrix' },
  }),
  { method: 'GET', path: '/api/instructors', rule: can('read', 'Instructor'), cases: only(() => ({})) },
  {
    method: 'GET',
    path: '/api/instructors/:id',
    rule: can('read', 'Instructor'),
    cases: only((_, fx) => ({ params: { id: fx.ids.workload.faculty } })),
  },
  {
    method: 'GET',
    path: '/api/instructorWorkloads',
    rule: can('read', 'Instructor'),
    cases: only((_, fx) => ({ query: listQuery({ filter: { UserId: fx.ids.workload.faculty } }) })),
  },
  // --- printable workload reports (issue 18: services/api/src/reports/print) ---
  {
    method: 'GET',
    path: '/api/reports/loadSheet',
    rule: can('read', 'Report'),
    cases: [
      {
        // beyond one ability: readers of Report or of Instructor read anyone's load sheet
        name: "another member's",
        build: (_, fx) => ({ query: `?UserId=${fx.ids.workload.faculty}` }),
        expect: (_, canDo) => byRule(canDo('read', 'Report') || canDo('read', 'Instructor')),
      },
      {
        // beyond the ability: a faculty member reads their own (no UserId: the caller's)
        name: 'own, as a faculty member',
        for: (p) => p.role === 'faculty',
        build: () => ({}),
        expect: () => success,
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/reports/loadSheet/instructors',
    rule: can('read', 'Report'),
    cases: [
      {
        // beyond one ability: whom a load sheet may be chosen for, for readers of Report or Instructor
        name: 'main',
        build: () => ({}),
        expect: (_, canDo) => byRule(canDo('read', 'Report') || canDo('read', 'Instructor')),
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/reports/coverage',
    rule: can('read', 'Report'),
    cases: [
      {
        // beyond one ability: readers of Report see every section, readers of Section those they may read
        name: 'main',
        build: () => ({}),
        expect: (_, canDo) => byRule(canDo('read', 'Report') || canDo('read', 'Section')),
      },
    ],
  },
  // the faculty's own pages: each behind its faculty-page subject (and flag); never another user's data
  ...(
    [
      ['/api/myWorkload', 'MySectionAssignment'],
      ['/api/mySchedule', 'MySchedule'],
      ['/api/mySharedTeaching', 'MySharedTeaching'],
      ['/api/adminAssignmentsMine', 'MyAdminAssignment'],
    ] as const
  ).map(([path, subject]): EndpointEntry => ({
    method: 'GET',
    path,
    rule: can('read', subject),
    cases: only(() => ({})),
  })),

  // --- teaching preferences (issue 7: services/api/src/teachingPreferences) ---
  ...(
    [
      ['GET', '/api/myTeachingPreferences'],
      ['GET', '/api/myPreferenceSubmissions'],
    ] as const
  ).map(([method, path]): EndpointEntry => ({
    method,
    path,
    rule: can('read', 'MyTeachingPreference'),
    cases: only(() => ({})),
  })),
  {
    method: 'PUT',
    path: '/api/myTeachingPreferences',
    rule: can('update', 'MyTeachingPreference'),
    // a fresh period is at step 1: its preferences window is open (the demo's active one is closed)
    cases: only(async (_, fx) => ({
      body: { AcademicPeriodId: (await fx.fresh.period()).id, preferences: [], version: 0 },
    })),
  },
  {
    method: 'POST',
    path: '/api/myTeachingPreferences/submit',
    rule: can('update', 'MyTeachingPreference'),
    cases: only(async (p, fx) => {
      // a draft of the principal's own to submit (refused to those who may not: the probe is refused too)
      const term = await fx.fresh.term();
      await p.client.put('/api/myTeachingPreferences', {
        AcademicPeriodId: term.AcademicPeriodId,
        preferences: [
          { AcademicTermId: term.id, TeachingModeId: fx.ids.valueLists.teachingModes, weight: 3 },
        ],
        version: 0,
      });
      return { body: { AcademicPeriodId: term.AcademicPeriodId, version: 1 } };
    }),
  },
  {
    method: 'POST',
    path: '/api/myTeachingPreferences/copy',
    rule: can('update', 'MyTeachingPreference'),
    cases: only(async (p, fx) => {
      const [term, target] = await Promise.all([fx.fresh.term(), fx.fresh.period()]);
      await p.client.put('/api/myTeachingPreferences', {
        AcademicPeriodId: term.AcademicPeriodId,
        preferences: [
          { AcademicTermId: term.id, TeachingModeId: fx.ids.valueLists.teachingModes, weight: 3 },
        ],
        version: 0,
      });
      return {
        body: { AcademicPeriodId: target.id, fromAcademicPeriodId: term.AcademicPeriodId, version: 0 },
      };
    }),
  },
  {
    method: 'GET',
    path: '/api/preferenceSubmissions',
    rule: can('read', 'Instructor'),
    cases: only(() => ({})),
  },
  {
    method: 'GET',
    path: '/api/preferenceSubmissions/:id',
    rule: can('read', 'Instructor'),
    cases: only(async (_, fx) => ({
      params: { id: (await firstOf(fx.ops, 'preferenceSubmissions', { status: 'submitted' })).id },
    })),
  },
  {
    method: 'POST',
    path: '/api/preferenceSubmissions/:id/reopen',
    rule: can('update', 'Instructor'),
    cases: only(async (_, fx) => {
      // a fresh submission of the demo faculty member, in a period of its own
      const [faculty, term] = await Promise.all([fx.session('faculty'), fx.fresh.term()]);
      const preferences = [
        { AcademicTermId: term.id, TeachingModeId: fx.ids.valueLists.teachingModes, weight: 3 },
      ];
      const draft = await expectStatus(
        faculty.put('/api/myTeachingPreferences', {
          AcademicPeriodId: term.AcademicPeriodId,
          preferences,
          version: 0,
        }),
        [200],
        'preferences',
      );
      await expectStatus(
        faculty.post('/api/myTeachingPreferences/submit', {
          AcademicPeriodId: term.AcademicPeriodId,
          version: 1,
        }),
        [200],
        'submit',
      );
      return { params: { id: draft.body.id }, body: { reason: 'Reopened by the access matrix', version: 2 } };
    }),
  },
  // beyond one ability: the metrics are for Instructor readers (every workgroup) and for SectionAssignment
  // readers (the workgroups whose sections they read)
  ...['/api/preferenceSubmissionsMetric', '/api/preferenceAlignmentMetric'].map((path): EndpointEntry => ({
    method: 'GET',
    path,
    rule: can('read', 'Instructor'),
    cases: [
      {
        name: 'main',
        build: () => ({}),
        expect: (_, canDo) => byRule(canDo('read', 'Instructor') || canDo('read', 'SectionAssignment')),
      },
    ],
  })),

  // --- users (services/api/src/users) ---
  { method: 'GET', path: '/api/users/current', rule: 'signedIn', cases: only(() => ({})) },
  { method: 'GET', path: '/api/users/current/roles', rule: 'signedIn', cases: only(() => ({})) },
  {
    method: 'GET',
    path: '/api/users/facultyProfile/:userId',
    rule: can('read', 'Instructor'),
    cases: [
      { name: "another user's profile", build: (_, fx) => ({ params: { userId: fx.ids.otherUser } }) },
      {
        // beyond the ability: one's own profile is readable without read on Instructor
        name: 'own profile',
        build: (p, fx) => ({ params: { userId: p.userId ?? fx.ids.otherUser } }),
        expect: () => success,
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/collection/users',
    rule: can('read', 'User'),
    cases: [
      {
        // beyond the ability: the names-only value list is for User readers OR Instructor readers
        name: 'main',
        build: () => ({}),
        expect: (_, canDo) => byRule(canDo('read', 'User') || canDo('read', 'Instructor')),
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/users/:id/working',
    rule: can('manage', 'AcademicPeriod'),
    cases: [
      // beyond the ability: only one's own id (and manage on AcademicPeriod); null = the system's active period
      {
        name: 'own id',
        build: (p, fx) => ({
          params: { id: p.userId ?? fx.ids.otherUser },
          body: { WorkingAcademicPeriodId: null },
        }),
      },
      {
        name: "another user's id",
        build: (_, fx) => ({ params: { id: fx.ids.otherUser }, body: { WorkingAcademicPeriodId: null } }),
        expect: () => forbidden,
      },
      {
        // not while masquerading, even as someone who manages academic periods (the twin of academicOpsAdmin)
        name: 'while masquerading',
        for: mayMasquerade,
        build: async (p, fx) => ({
          client: await fx.masquerading(p.role!, fx.ids.opsTwin),
          params: { id: fx.ids.opsTwin },
          body: { WorkingAcademicPeriodId: null },
        }),
        expect: () => forbidden,
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/users/masquerade',
    rule: can('masquerade', 'User'),
    cases: [
      // judged by the signed-in user's own roles, without workgroup rights (services/api/src/users/masquerade.ts)
      {
        name: 'as a faculty member',
        build: async (p, fx) => ({
          client: p.role ? await fx.session(p.role) : undefined,
          body: { id: fx.ids.masqueradeTarget },
        }),
      },
      {
        // beyond the ability: never as an administrator (422), for those who may masquerade at all
        name: 'as an administrator',
        build: async (p, fx) => ({
          client: p.role ? await fx.session(p.role) : undefined,
          body: { id: fx.ids.adminTwin },
        }),
        expect: (p, canDo) => (mayMasquerade(p, canDo) ? { status: 422 } : forbidden),
      },
    ],
  },
  {
    method: 'DELETE',
    path: '/api/users/masquerade',
    rule: 'signedIn',
    cases: [
      // not masquerading: nothing to end, answers the auth context
      { name: 'not masquerading', build: () => ({}) },
      {
        name: 'while masquerading',
        for: mayMasquerade,
        build: async (p, fx) => ({ client: await fx.masquerading(p.role!, fx.ids.masqueradeTarget) }),
        expect: (p) => ({
          status: 200,
          check: (r) => (r.body?.workingUserId === p.userId ? undefined : 'works as themselves again'),
        }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/users/merge',
    rule: can('merge', 'User'),
    cases: only(async (_, fx) => {
      const [master, duplicate] = await Promise.all([fx.fresh.user(), fx.fresh.user()]);
      return { body: { masterId: master.id, duplicateId: duplicate.id } };
    }),
  },
  ...crud('users', 'User', {
    existing: (fx) => fx.ids.otherUser,
    createBody: () => {
      const username = unique('am-new').replace(' ', '-');
      return { username, firstName: 'New', lastName: username };
    },
    fresh: (fx) => fx.fresh.user(),
    updateBody: { firstName: 'Changed' },
  }),
  ...crud('facultyProfiles', 'Instructor', {
    existing: (fx) => fx.ids.otherProfile,
    createBody: async (_, fx) => ({ UserId: (await fx.fresh.user()).id }),
    fresh: (fx) => fx.fresh.profile(),
    updateBody: { credentials: 'PhD' },
  }),
  ...crud('financialData', 'FinancialData', {
    existing: (fx) => fx.ids.financialData,
    createBody: async (_, fx) => ({
      UserId: (await fx.fresh.user()).id,
      AcademicPeriodId: fx.ids.activePeriod,
      pointsRequired: 6,
    }),
    fresh: (fx) => fx.fresh.financialData(),
    updateBody: { pointsRequired: 9 },
  }),

  // --- user settings: each user's own (services/api/src/users/userSettingRoutes.ts) ---
  { method: 'GET', path: '/api/userSettings/mine', rule: 'signedIn', cases: only(() => ({})) },
  { method: 'GET', path: '/api/userSettings', rule: can('read', 'UserSetting'), cases: only(() => ({})) },
  ...(['GET /api/userSettings/:id', 'GET /api/userSettings/:id/history'] as const).map(
    (route): EndpointEntry => {
      const [method, path] = route.split(' ') as [string, string];
      return {
        method,
        path,
        rule: can('read', 'UserSetting'),
        cases: [
          {
            name: 'own setting',
            build: async (p, fx) => {
              const own = await ownSetting(p);
              return { params: { id: own?.id ?? fx.ids.otherSetting }, record: { UserId: p.userId } };
            },
          },
          othersSettingCase('read', (_, fx) => ({
            params: { id: fx.ids.otherSetting },
            record: { UserId: fx.ids.otherSettingOwner },
          })),
        ],
      };
    },
  ),
  {
    method: 'POST',
    path: '/api/userSettings',
    rule: can('create', 'UserSetting'),
    cases: [
      {
        // the caller's own (UserId defaults to the working user): one theme setting per user, so none first
        name: 'own setting',
        build: async (p) => {
          const own = p.auth ? await ownSetting(p) : undefined;
          if (own) await p.client.delete(`/api/userSettings/${own.id}`);
          return { body: { machineName: 'theme', value: 'light' }, record: { UserId: p.userId } };
        },
      },
      {
        name: 'for someone else',
        build: (_, fx) => ({
          body: { UserId: fx.ids.otherSettingOwner, machineName: 'theme', value: 'light' },
          record: { UserId: fx.ids.otherSettingOwner },
        }),
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/userSettings/:id',
    rule: can('update', 'UserSetting'),
    cases: [
      {
        name: 'own setting',
        build: async (p, fx) => {
          const own = await ownSetting(p);
          return {
            params: { id: own?.id ?? fx.ids.otherSetting },
            body: { value: 'light', version: own?.version ?? 1 },
            record: { UserId: p.userId },
          };
        },
      },
      othersSettingCase('update', (_, fx) => ({
        params: { id: fx.ids.otherSetting },
        body: { value: 'light', version: 1 },
        record: { UserId: fx.ids.otherSettingOwner },
      })),
    ],
  },
  {
    method: 'DELETE',
    path: '/api/userSettings/:id',
    rule: can('delete', 'UserSetting'),
    cases: [
      othersSettingCase('delete', (_, fx) => ({
        params: { id: fx.ids.otherSetting },
        record: { UserId: fx.ids.otherSettingOwner },
      })),
      {
        name: 'own setting',
        build: async (p, fx) => {
          const own = await ownSetting(p);
          return { params: { id: own?.id ?? fx.ids.otherSetting }, record: { UserId: p.userId } };
        },
      },
    ],
  },

  // --- workgroups (services/api/src/workgroups/routes.ts) ---
  ...crud('workgroups', 'Workgroup', {
    existing: (fx) => fx.ids.workgroup,
    createBody: () => ({ name: unique('AM workgroup') }),
    fresh: (fx) => fx.fresh.workgroup(),
    updateBody: { description: 'Changed by the access matrix' },
  }),
  ...crud('workgroupMemberships', 'Workgroup', {
    existing: (fx) => fx.ids.membership,
    createBody: async (_, fx) => {
      const [workgroup, user] = await Promise.all([fx.fresh.workgroup(), fx.fresh.user()]);
      return { WorkgroupId: workgroup.id, UserId: user.id, permission: 0 };
    },
    fresh: (fx) => fx.fresh.membership(),
    updateBody: { permission: 1 },
  }),

  // --- API keys (services/api/src/apiKeys/routes.ts): no generic create or delete ---
  ...crud(
    'apiKeys',
    'ApiKey',
    {
      existing: (fx) => fx.ids.apiKey,
      createBody: () => ({}),
      // without apiEnabled nobody may make one: any id (authorization comes first)
      fresh: async (fx) => (fx.ids.apiKey === unknownId ? { id: unknownId, version: 1 } : fx.fresh.apiKey()),
      updateBody: { name: 'AM key, renamed' },
    },
    ['create', 'delete'],
  ),
  {
    method: 'POST',
    path: '/api/apiKeys',
    rule: can('create', 'ApiKey'),
    cases: [
      { name: 'signed in as oneself', build: () => ({ body: { name: unique('AM key') } }) },
      {
        // beyond the ability: never while masquerading (as the twin of academicOpsAdmin, who may create keys)
        name: 'while masquerading',
        for: mayMasquerade,
        build: async (p, fx) => ({
          client: await fx.masquerading(p.role!, fx.ids.opsTwin),
          body: { name: unique('AM key') },
        }),
        expect: () => forbidden,
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/apiKeys/:id/revoke',
    rule: can('update', 'ApiKey'),
    cases: only(async (_, fx) => ({
      params: {
        id: fx.ids.apiKey === unknownId ? unknownId : (await fx.fresh.apiKey()).id,
      },
    })),
  },

  // --- cloning (services/api/src/cloning/routes.ts): a job per request, read by its starter or an admin ---
  {
    method: 'POST',
    path: '/api/cloning',
    rule: can('manage', 'Clone'),
    cases: only(async (_, fx) => ({ body: await cloneBody(fx) })),
  },
  {
    method: 'GET',
    path: '/api/cloning/:jobId',
    rule: can('manage', 'Clone'),
    cases: [
      {
        name: 'own job',
        build: async (p, fx) => {
          // a clone of the principal's own when it may clone, else one of the administrator's
          const own = p.auth ? await p.client.post('/api/cloning', await cloneBody(fx)) : undefined;
          return { params: { jobId: own?.status === 202 ? own.body.jobId : await cloneJobOf(fx.admin, fx) } };
        },
      },
      {
        // beyond the ability: another user's job is not found, except by an administrator
        name: "another user's job",
        build: async (p, fx) => ({
          params: { jobId: await cloneJobOf(p.role === 'admin' ? fx.ops : fx.admin, fx) },
        }),
        expect: (p, canDo) =>
          !canDo('manage', 'Clone') ? forbidden : p.role === 'admin' ? success : { status: 404 },
      },
    ],
  },

  // --- progress steps and workgroup approvals (issue 7: services/api/src/progress) ---
  ...progressEndpoints,

  // --- reports: builders, saved reports, exports (issue 18: services/api/src/reports) ---
  ...reportEndpoints,

  // --- report jobs: snapshots and data exports (issue 18: services/api/src/reports/jobs) ---
  ...reportJobEndpoints,

  // --- history: timeline, difference, explanations (issue 19: services/api/src/history) ---
  ...historyEndpoints,

  // --- the Instructor Cost Matrix (issue 22: services/api/src/instructorCosts) ---
  ...instructorCostEndpoints,

  // --- data services: the change feed (issue 21: services/api/src/dataServices/changeFeedRoutes.ts) ---
  {
    method: 'GET',
    path: '/api/dataServices/changes',
    rule: can('manage', 'DataServices'),
    cases: [{ name: 'main', build: () => ({ query: '?limit=5' }) }],
  },
  {
    method: 'GET',
    path: '/api/dataServices/position',
    rule: can('manage', 'DataServices'),
    cases: [{ name: 'main', build: () => ({}) }],
  },
  // the imports from the registrar and HR (services/api/src/dataServices/importRoutes.ts)
  ...dataServicesImportEndpoints,
  // the OpenAPI document (services/api/src/dataServices/openapi)
  { method: 'GET', path: '/api/openapi.json', rule: can('manage', 'DataServices'), cases: only(() => ({})) },

  // --- dashboard (services/api/src/dashboard/routes.ts) ---
  {
    method: 'GET',
    path: '/api/dashboard',
    rule: can('read', 'Dashboard'),
    cases: [
      {
        name: 'main',
        build: () => ({}),
        // beyond the status: each part is there exactly when the oracle lets the caller read its subject
        expect: (p, canDo) => ({
          ...byRule(canDo('read', 'Dashboard')),
          check: (r) => {
            const parts: [string, boolean][] = [
              ['progress', canDo('read', 'ProgressAction')],
              ['coverage', canDo('read', 'Section')],
              ['facultyWorkload', canDo('read', 'Instructor')],
              ['mine', p.role === 'faculty'],
            ];
            const wrong = parts.filter(([part, allowed]) => (r.body?.[part] !== null) !== allowed);
            return wrong.length === 0
              ? undefined
              : `parts shown against the rules: ${wrong.map(([part]) => part).join(', ')}`;
          },
        }),
      },
    ],
  },

  // --- schedule (services/api/src/schedule/routes.ts) ---
  {
    method: 'GET',
    path: '/api/schedule',
    rule: can('read', 'Scheduler'),
    cases: only((_, fx) => ({ query: listQuery({ filter: { AcademicTermId: fx.ids.term } }) })),
  },
  {
    method: 'GET',
    path: '/api/schedule/choices',
    rule: can('read', 'Scheduler'),
    cases: only(() => ({})),
  },
];
