import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createdRecord, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/*
 * Issue 17's effort reference data over HTTP: categories, types, pay periods, cost center descriptions,
 * classification rules and position associations on the generic record routes, behind aemEnabled (spec §6).
 */

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

const bodies: Record<string, (category: string, user: string) => object> = {
  effortCategories: () => ({ name: unique('Research'), color: '#2ca02c', countsAsTeaching: false }),
  effortTypes: () => ({ name: unique('Regular'), earnCodes: 'reg, SAL' }),
  effortPayPeriods: () => ({ code: unique('PP'), startDate: '2070-01-01', endDate: '2070-01-14' }),
  costCenterDescriptions: () => ({ code: unique('CC'), description: 'Department of Physics' }),
  effortRules: (category) => ({ sequence: 5, costCenter: '4100', EffortCategoryId: category }),
  enhancedEffortPositionAssociations: (_, user) => ({
    PositionId: unique('P'),
    UserId: user,
    startDate: '2070-01-01',
  }),
};
const changes: Record<string, object> = {
  effortCategories: { color: '#d62728' },
  effortTypes: { earnCodes: 'OVL' },
  effortPayPeriods: { endDate: '2070-01-15' },
  costCenterDescriptions: { description: 'Department of Chemistry' },
  effortRules: { sequence: 6 },
  enhancedEffortPositionAssociations: { endDate: '2070-06-30' },
};
const resources = Object.keys(bodies);

describe('effort reference data with aemEnabled', () => {
  let app: TestServer;
  let manager: ApiClient;
  let category: string;
  let user: string;
  const session = (username: string) => new ApiClient(app.url).signIn(username);
  const newBody = (resource: string) => bodies[resource]!(category, user);

  beforeAll(async () => {
    app = await sharedTestServer({ env: { FEATURE_FLAGS: 'aemEnabled' } });
    manager = await session('effortManager');
    category = (await createdRecord(manager, 'effortCategories', bodies.effortCategories!('', ''))).id;
    const users = await (
      await session('admin')
    ).get(`/api/users${listQuery({ filter: { username: 'faculty3' } })}`);
    user = users.body[0].id;
  });
  afterAll(() => app?.stop());

  it.each(resources)('the effort manager creates, reads, lists, changes and deletes %s', async (resource) => {
    const base = `/api/${resource}`;
    const record = await createdRecord(manager, resource, newBody(resource));
    expect((await manager.get(`${base}/${record.id}`)).body).toMatchObject({ id: record.id, version: 1 });
    const list = await manager.get(`${base}?range=${encodeURIComponent('[0,999]')}`);
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: string }) => row.id)).toContain(record.id);

    const changed = await manager.put(`${base}/${record.id}`, { ...changes[resource], version: 1 });
    expect([200, 202]).toContain(changed.status);
    await expect
      .poll(async () => (await manager.get(`${base}/${record.id}`)).body)
      .toMatchObject({
        ...changes[resource],
        version: 2,
      });
    const history = await manager.get(`${base}/${record.id}/history`);
    expect(history.body).toHaveLength(2);

    expect([200, 202]).toContain((await manager.delete(`${base}/${record.id}`)).status);
    await expect.poll(async () => (await manager.get(`${base}/${record.id}`)).status).toBe(404);
  });

  it('refuses earnings codes that are not letters, digits, - or _, at most 20 each', async () => {
    const bad = await manager.post('/api/effortTypes', { name: unique('Bad'), earnCodes: 'REG, S@L' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.earnCodes).toMatch(/letters, digits/);
    const tooLong = await manager.post('/api/effortTypes', {
      name: unique('Bad'),
      earnCodes: 'A'.repeat(21),
    });
    expect(tooLong.body.errors.earnCodes).toMatch(/at most 20/);
  });

  it('refuses a colour that is not a hex colour, an end before the start, a rule with no criterion', async () => {
    const colour = await manager.post('/api/effortCategories', { name: unique('Bad'), color: 'green' });
    expect(colour.status).toBe(400);
    expect(colour.body.errors.color).toBe('Must be a hex colour such as #1f77b4');
    const dates = { code: unique('PP'), startDate: '2070-02-01', endDate: '2070-01-31' };
    const period = await manager.post('/api/effortPayPeriods', dates);
    expect(period.status).toBe(400);
    expect(period.body.errors.endDate).toBe('Must be on or after the start date');
    const rule = await manager.post('/api/effortRules', { sequence: 1, EffortCategoryId: category });
    expect(rule.status).toBe(400);
    expect(rule.body.errors.costCenter).toMatch(/at least one of cost center/);
    const held = await manager.post('/api/enhancedEffortPositionAssociations', {
      PositionId: 'P1',
      UserId: user,
      startDate: '2070-02-01',
      endDate: '2070-01-01',
    });
    expect(held.body.errors.endDate).toBe('Must be on or after the start date');
  });

  it('places a pay period left without an academic period in the one most of its days fall in', async () => {
    const ops = await session('academicOpsAdmin');
    const [first, second] = [
      await createdRecord(ops, 'academicPeriods', {
        name: unique('AY'),
        startDate: '2071-08-01',
        endDate: '2072-07-31',
      }),
      await createdRecord(ops, 'academicPeriods', {
        name: unique('AY'),
        startDate: '2072-08-01',
        endDate: '2073-07-31',
      }),
    ];
    // 12 days in the first period, 15 in the second
    const straddling = await createdRecord(manager, 'effortPayPeriods', {
      code: unique('PP'),
      startDate: '2072-07-20',
      endDate: '2072-08-15',
    });
    expect(straddling.AcademicPeriodId).toBe(second.id);
    const named = await createdRecord(manager, 'effortPayPeriods', {
      code: unique('PP'),
      startDate: '2072-07-20',
      endDate: '2072-08-15',
      AcademicPeriodId: first.id,
    });
    expect(named.AcademicPeriodId).toBe(first.id);
    const outside = await createdRecord(manager, 'effortPayPeriods', {
      code: unique('PP'),
      startDate: '2099-01-01',
      endDate: '2099-01-14',
    });
    expect(outside.AcademicPeriodId).toBeNull();

    // emptied on an edit: placed again, by its new dates
    const edited = await manager.put(`/api/effortPayPeriods/${named.id}`, {
      startDate: '2072-07-01',
      endDate: '2072-07-14',
      AcademicPeriodId: null,
      version: named.version,
    });
    expect([200, 202]).toContain(edited.status);
    await expect
      .poll(async () => (await manager.get(`/api/effortPayPeriods/${named.id}`)).body.AcademicPeriodId)
      .toBe(first.id);
  });

  it('lets the contributor read only, the administrator manage pay periods only, others nothing', async () => {
    const target = Object.fromEntries(
      await Promise.all(resources.map(async (r) => [r, (await createdRecord(manager, r, newBody(r))).id])),
    );
    const expectations: [string, (resource: string) => { read: boolean; write: boolean }][] = [
      ['effortContributor', () => ({ read: true, write: false })],
      ['admin', (r) => ({ read: true, write: r === 'effortPayPeriods' })],
      ['academicOpsAdmin', () => ({ read: false, write: false })],
      ['faculty', () => ({ read: false, write: false })],
    ];
    for (const [username, allowed] of expectations) {
      const client = await session(username);
      for (const resource of resources) {
        const { read, write } = allowed(resource);
        const what = `${username} on ${resource}`;
        expect((await client.get(`/api/${resource}`)).status, what).toBe(read ? 200 : 403);
        expect((await client.get(`/api/${resource}/${target[resource]}`)).status, what).toBe(
          read ? 200 : 403,
        );
        const create = await client.post(`/api/${resource}`, newBody(resource));
        expect(write ? [201, 202] : [403], what).toContain(create.status);
        const update = await client.put(`/api/${resource}/${target[resource]}`, { ...changes[resource] });
        if (!write) expect(update.status, what).toBe(403);
      }
    }
  });
});

describe('effort reference data without aemEnabled', () => {
  it('refuses every effort route to everyone, the effort manager included', async () => {
    // test servers start with every flag a deployment keeps off (testFeatureFlags): aemEnabled too
    const app = await sharedTestServer();
    for (const username of ['effortManager', 'effortContributor', 'admin']) {
      const client = await new ApiClient(app.url).signIn(username);
      for (const resource of resources) {
        const what = `${username} on ${resource}`;
        const list = await client.get(`/api/${resource}`);
        expect(list.status, what).toBe(403);
        expect(list.body.message).toBe('Unauthorized request');
        expect((await client.post(`/api/${resource}`, bodies[resource]!('', ''))).status, what).toBe(403);
      }
    }
  });
});
