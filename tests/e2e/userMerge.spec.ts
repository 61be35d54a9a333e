import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import {
  eventCount,
  eventsCorrelatedWith,
  eventsSince,
  type StoredEvent,
  userIdOf,
} from '../support/userTestHelpers.js';

let app: TestServer;
let flagOff: TestServer;
let ops: ApiClient;
let admin: ApiClient;
let finance: ApiClient;
const unknownId = '0190a000-0000-7000-8000-000000000999';

const idsOf = async (client: ApiClient, resource: string, take = 3): Promise<string[]> =>
  (await client.get(`/api/${resource}${listQuery({ take, sort: ['name', 'ASC'] })}`)).body.map(
    (row: { id: string }) => row.id,
  );

/** Creates a record and expects 201. */
async function created(client: ApiClient, path: string, body: Record<string, unknown>) {
  const response = await client.post(path, body);
  expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBe(201);
  return response.body;
}

const createUser = (username: string, extra: Record<string, unknown> = {}) =>
  created(ops, '/api/users', { username, firstName: 'Merge', lastName: username, ...extra });

const membershipsOf = async (userId: string) =>
  (await ops.get(`/api/workgroupMemberships${listQuery({ filter: { UserId: userId }, take: 100 })}`))
    .body as {
    WorkgroupId: string;
    permission: number;
  }[];

const financialDataOf = async (userId: string) =>
  (await finance.get(`/api/financialData${listQuery({ filter: { UserId: userId }, take: 100 })}`)).body as {
    AcademicPeriodId: string;
    pointsRequired: number | string;
  }[];

beforeAll(async () => {
  [app, flagOff] = await Promise.all([
    startTestServer({ label: 'e2e_user_merge', env: { FEATURE_FLAGS: 'userMergeEnabled,apiEnabled' } }),
    startTestServer({ label: 'e2e_user_merge_off' }),
  ]);
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  admin = await new ApiClient(app.url).signIn('admin');
  finance = await new ApiClient(app.url).signIn('financialReportingUser');
});
afterAll(() => Promise.all([app?.stop(), flagOff?.stop()]));

describe('POST users/merge without userMergeEnabled', () => {
  it('refuses everyone with 403, even with a valid body', async () => {
    const masterId = await userIdOf(flagOff, 'faculty20');
    const duplicateId = await userIdOf(flagOff, 'faculty21');
    for (const username of ['academicOpsAdmin', 'admin']) {
      const client = await new ApiClient(flagOff.url).signIn(username);
      const refused = await client.post('/api/users/merge', { masterId, duplicateId });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Unauthorized request');
    }
    const ops = await new ApiClient(flagOff.url).signIn('academicOpsAdmin');
    expect((await ops.get(`/api/users/${duplicateId}?keysOnly=true`)).body).toMatchObject({
      isActive: true,
      MergedIntoUserId: null,
    });
  });
});

describe('POST users/merge {masterId, duplicateId} with userMergeEnabled', () => {
  let masterId: string;
  let duplicateId: string;
  let duplicateSession: ApiClient;
  let duplicateKey: string;
  let duplicateKeyId: string;
  let workgroupIds: string[];
  let activePeriodId: string;
  let otherPeriodId: string;
  let firstResult: { status: number; body: any };
  let mergeEvents: StoredEvent[];

  beforeAll(async () => {
    workgroupIds = await idsOf(ops, 'workgroups', 2);
    const [typeA, typeB] = await idsOf(ops, 'instructorTypes', 2);
    const [campus] = await idsOf(ops, 'campuses', 1);
    const [rank] = await idsOf(ops, 'ranks', 1);
    activePeriodId = (await ops.get('/api/academicPeriods/active/id')).body.id;
    otherPeriodId = (await ops.get('/api/academicPeriods')).body
      .map((period: { id: string }) => period.id)
      .find((id: string) => id !== activePeriodId);

    masterId = (await createUser('mergemaster', { isFaculty: true, Roles: ['faculty'] })).id;
    // the duplicate manages users so that it can hold an API key
    duplicateId = (await createUser('mergeduplicate', { isFaculty: true, Roles: ['academicOpsAdmin'] })).id;

    // memberships: both in the first workgroup (approve + assign), only the duplicate in the second
    await created(ops, '/api/workgroupMemberships', {
      WorkgroupId: workgroupIds[0],
      UserId: masterId,
      permission: 1,
    });
    await created(ops, '/api/workgroupMemberships', {
      WorkgroupId: workgroupIds[0],
      UserId: duplicateId,
      permission: 2,
    });
    await created(ops, '/api/workgroupMemberships', {
      WorkgroupId: workgroupIds[1],
      UserId: duplicateId,
      permission: 2,
    });
    // profiles: the master's has gaps the duplicate's fills
    await created(ops, '/api/facultyProfiles', {
      UserId: masterId,
      InstructorTypeId: typeA,
      credentials: 'MS',
    });
    await created(ops, '/api/facultyProfiles', {
      UserId: duplicateId,
      InstructorTypeId: typeB,
      credentials: 'PhD',
      certifications: 'Certified Online Instructor',
      CampusIds: [campus],
      RankId: rank,
    });
    // financial data: both for the active period, only the duplicate for another
    await created(finance, '/api/financialData', {
      UserId: masterId,
      AcademicPeriodId: activePeriodId,
      pointsRequired: 10,
    });
    await created(finance, '/api/financialData', {
      UserId: duplicateId,
      AcademicPeriodId: activePeriodId,
      pointsRequired: 20,
    });
    await created(finance, '/api/financialData', {
      UserId: duplicateId,
      AcademicPeriodId: otherPeriodId,
      pointsRequired: 7.5,
    });
    // the duplicate's session and API key
    duplicateSession = await new ApiClient(app.url).signIn('mergeduplicate');
    const issued = await duplicateSession.post('/api/apiKeys', { name: 'duplicate key' });
    expect(issued.status).toBe(201);
    duplicateKey = issued.body.key;
    duplicateKeyId = issued.body.id;
    expect(
      (await new ApiClient(app.url).get('/api/auth', { authorization: `Bearer ${duplicateKey}` })).status,
    ).toBe(200);
    expect((await duplicateSession.get('/api/auth')).status).toBe(200);

    const start = await eventCount(app);
    firstResult = await ops.post('/api/users/merge', { masterId, duplicateId });
    mergeEvents = await eventsSince(app, start);
  });

  it('answers what it moved and revoked', () => {
    expect(firstResult.status, JSON.stringify(firstResult.body)).toBe(200);
    expect(firstResult.body).toEqual({
      masterId,
      duplicateId,
      moved: { workgroupMemberships: 2, facultyProfiles: 1, financialData: 2 },
      revoked: { apiKeys: 1 },
    });
  });

  it("moves the duplicate's workgroup memberships to the master, ORing the bits in a workgroup both belong to", async () => {
    expect(await membershipsOf(duplicateId)).toEqual([]);
    const master = await membershipsOf(masterId);
    expect(
      master
        .map(({ WorkgroupId, permission }) => ({ WorkgroupId, permission }))
        .sort((a, b) => a.WorkgroupId.localeCompare(b.WorkgroupId)),
    ).toEqual(
      [
        { WorkgroupId: workgroupIds[0], permission: 3 },
        { WorkgroupId: workgroupIds[1], permission: 2 },
      ].sort((a, b) => a.WorkgroupId!.localeCompare(b.WorkgroupId!)),
    );
  });

  it("fills the master's empty profile fields from the duplicate's profile and keeps the master's values", async () => {
    const profile = (await ops.get(`/api/users/facultyProfile/${masterId}`)).body;
    const duplicateProfile = await ops.get(`/api/users/facultyProfile/${duplicateId}`);
    expect(duplicateProfile.status).toBe(404);
    const [typeA] = await idsOf(ops, 'instructorTypes', 1);
    const [campus] = await idsOf(ops, 'campuses', 1);
    const [rank] = await idsOf(ops, 'ranks', 1);
    expect(profile).toMatchObject({
      UserId: masterId,
      InstructorTypeId: typeA,
      credentials: 'MS',
      certifications: 'Certified Online Instructor',
      CampusIds: [campus],
      RankId: rank,
    });
  });

  it('moves financial data for a period the master lacks; the master keeps its own figures', async () => {
    expect(await financialDataOf(duplicateId)).toEqual([]);
    const master = await financialDataOf(masterId);
    const byPeriod = Object.fromEntries(
      master.map((row) => [row.AcademicPeriodId, Number(row.pointsRequired)]),
    );
    expect(byPeriod).toEqual({ [activePeriodId]: 10, [otherPeriodId]: 7.5 });
  });

  it("revokes the duplicate's API keys rather than moving them", async () => {
    const refused = await new ApiClient(app.url).get('/api/auth', {
      authorization: `Bearer ${duplicateKey}`,
    });
    expect(refused.status).toBe(401);
    const admin = await new ApiClient(app.url).signIn('admin');
    const key = await admin.get(`/api/apiKeys/${duplicateKeyId}`);
    expect(key.status).toBe(200);
    expect(key.body.revokedAt).not.toBeNull();
    expect(key.body.UserId).toBe(duplicateId);
    const keys = await admin.get(`/api/apiKeys${listQuery({ filter: { UserId: masterId } })}`);
    expect(keys.status).toBe(200);
    expect(keys.body).toEqual([]);
  });

  it('deactivates the duplicate, marks it merged into the master and ends its sessions', async () => {
    const duplicate = (await ops.get(`/api/users/${duplicateId}?keysOnly=true`)).body;
    expect(duplicate).toMatchObject({ isActive: false, MergedIntoUserId: masterId });
    expect((await ops.get(`/api/users/${masterId}?keysOnly=true`)).body).toMatchObject({
      isActive: true,
      MergedIntoUserId: null,
    });
    expect((await duplicateSession.get('/api/auth')).status).toBe(401);
    const signIn = await new ApiClient(app.url).post('/api/auth/dev', { username: 'mergeduplicate' });
    expect(signIn.status).toBe(401);
  });

  it("writes all of the merge's events with one correlationId, actor academicOpsAdmin", async () => {
    const events = mergeEvents;
    expect(events.length).toBeGreaterThanOrEqual(10);
    const correlationIds = new Set(events.map((event) => event.metadata.correlationId));
    expect(correlationIds.size).toBe(1);
    const [correlationId] = [...correlationIds];
    expect(correlationId).toEqual(expect.any(String));
    expect(await eventsCorrelatedWith(app, correlationId)).toHaveLength(events.length);
    const opsId = await userIdOf(app, 'academicOpsAdmin');
    for (const event of events)
      expect(event.metadata).toMatchObject({ actorId: opsId, authenticatedUserId: opsId });
    const types = events.map((event) => event.event_type);
    expect(types).toEqual(
      expect.arrayContaining([
        'WorkgroupMembershipCreated',
        'WorkgroupMembershipUpdated',
        'WorkgroupMembershipDeleted',
        'FacultyProfileUpdated',
        'FacultyProfileDeleted',
        'FinancialDataCreated',
        'FinancialDataDeleted',
        'ApiKeyUpdated',
        'UserUpdated',
      ]),
    );
    // the claim comes first: concurrent merges of the duplicate fail before anything else (DESIGN §20)
    expect(types[0]).toBe('UserUpdated');
  });

  it('is idempotent: a second identical call succeeds and changes nothing more', async () => {
    const before = await eventCount(app);
    const again = await ops.post('/api/users/merge', { masterId, duplicateId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      masterId,
      duplicateId,
      moved: { workgroupMemberships: 0, facultyProfiles: 0, financialData: 0 },
      revoked: { apiKeys: 0 },
    });
    expect(await eventCount(app)).toBe(before);
    expect((await membershipsOf(masterId)).map((m) => m.permission).sort()).toEqual([2, 3]);
  });

  it('refuses a master that was merged away (422), and a duplicate already merged into someone else (409), appending nothing', async () => {
    const other = (await createUser('mergeother')).id;
    const before = await eventCount(app);
    const intoMerged = await ops.post('/api/users/merge', { masterId: duplicateId, duplicateId: other });
    expect(intoMerged.status).toBe(422);
    expect(intoMerged.body.errors.masterId).toMatch(/merged/);
    const mergedElsewhere = await ops.post('/api/users/merge', { masterId: other, duplicateId });
    expect(mergedElsewhere.status).toBe(409);
    expect(mergedElsewhere.body.errors.duplicateId).toMatch(/already merged/);
    expect(await eventCount(app)).toBe(before);
    expect((await ops.get(`/api/users/${other}?keysOnly=true`)).body.isActive).toBe(true);
  });

  it('refuses merging yourself away (422), the same id twice (400) and unknown ids (404)', async () => {
    const opsId = await userIdOf(app, 'academicOpsAdmin');
    const faculty22 = await userIdOf(app, 'faculty22');
    const before = await eventCount(app);
    const self = await ops.post('/api/users/merge', { masterId: faculty22, duplicateId: opsId });
    expect(self.status).toBe(422);
    expect(self.body.errors.duplicateId).toBeDefined();
    const same = await ops.post('/api/users/merge', { masterId: faculty22, duplicateId: faculty22 });
    expect(same.status).toBe(400);
    expect(same.body.errors.duplicateId).toBeDefined();
    const malformed = await ops.post('/api/users/merge', { masterId: 'x', duplicateId: faculty22 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.masterId).toBeDefined();
    expect((await ops.post('/api/users/merge', { masterId: unknownId, duplicateId: faculty22 })).status).toBe(
      404,
    );
    expect((await ops.post('/api/users/merge', { masterId: faculty22, duplicateId: unknownId })).status).toBe(
      404,
    );
    expect(await eventCount(app)).toBe(before);
    expect((await ops.get(`/api/users/${opsId}?keysOnly=true`)).body.isActive).toBe(true);
  });

  it('is for admin and academicOpsAdmin only: faculty and financialReportingUser get 403; admin may merge', async () => {
    const a = (await createUser('mergeadminmaster')).id;
    const b = (await createUser('mergeadminduplicate', { isFaculty: true })).id;
    // the duplicate has a faculty profile, the master none: it moves whole
    const [type] = await idsOf(ops, 'instructorTypes', 1);
    await created(ops, '/api/facultyProfiles', { UserId: b, InstructorTypeId: type, credentials: 'EdD' });
    for (const username of ['faculty3', 'financialReportingUser']) {
      const client = await new ApiClient(app.url).signIn(username);
      expect((await client.post('/api/users/merge', { masterId: a, duplicateId: b })).status).toBe(403);
    }
    const merged = await admin.post('/api/users/merge', { masterId: a, duplicateId: b });
    expect(merged.status).toBe(200);
    expect((await ops.get(`/api/users/${b}?keysOnly=true`)).body).toMatchObject({
      isActive: false,
      MergedIntoUserId: a,
    });
    expect((await ops.get(`/api/users/facultyProfile/${a}`)).body).toMatchObject({
      UserId: a,
      InstructorTypeId: type,
      credentials: 'EdD',
    });
    expect((await ops.get(`/api/users/facultyProfile/${b}`)).status).toBe(404);
  });
});
