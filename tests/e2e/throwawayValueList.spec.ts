import { field, valueList } from '@tams/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createdRecord, listQuery, startTestServer, type TestServer } from '../support/index.js';

/*
 * Issue 16 point 5: a value list is one definition. This one exists only here: started with it
 * (startServer's `valueLists`), the server gives it a read model, the six generic routes and the access
 * rules of reference data (spec §6: admin manages, everyone reads), exactly as a catalogued one (ranks).
 */
const gadgets = valueList('Gadget', 'Gadgets', { code: field.text('Code', { max: 20 }) });

let app: TestServer;
let admin: ApiClient;
let faculty: ApiClient;
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_throwaway_value_list', valueLists: [gadgets] });
  [admin, faculty] = await Promise.all([
    new ApiClient(app.url).signIn('admin'),
    new ApiClient(app.url).signIn('faculty'),
  ]);
});
afterAll(() => app?.stop());

describe('a value list defined only in this test', () => {
  it('is named by its labels and has the six generic routes', () => {
    expect(gadgets).toMatchObject({ name: 'gadgets', eventPrefix: 'Gadget', streamPrefix: 'gadget' });
    const routes = app.server.routes.filter((route) => route.path.startsWith('/api/gadgets'));
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'DELETE /api/gadgets/:id',
      'GET /api/gadgets',
      'GET /api/gadgets/:id',
      'GET /api/gadgets/:id/history',
      'POST /api/gadgets',
      'PUT /api/gadgets/:id',
    ]);
  });

  it('has its read-model table made, and projected from its events', async () => {
    const record = await createdRecord(admin, 'gadgets', { name: unique('Projected'), code: 'G-1' });
    const { rows } = await sql<Record<string, unknown>>`
      select name, code, "isActive", version from gadgets where id = ${record.id}`.execute(app.database.db);
    expect(rows).toEqual([{ name: record.name, code: 'G-1', isActive: true, version: 1 }]);
    const { rows: events } = await sql<{ event_type: string }>`
      select event_type from es_events where stream_id = ${`gadget-${record.id}`}`.execute(app.database.db);
    expect(events.map((event) => event.event_type)).toEqual(['GadgetCreated']);
  });

  it('lets admin, who manages value lists, create, read, update, see the history and delete', async () => {
    const created = await admin.post('/api/gadgets', { name: unique('Managed'), description: 'First' });
    expect(created.status).toBe(201);
    const { id } = created.body;
    expect((await admin.get(`/api/gadgets/${id}`)).body).toMatchObject({ id, description: 'First' });
    const updated = await admin.put(`/api/gadgets/${id}`, { code: 'G-2', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: 'G-2', version: 2 });
    const history = await admin.get(`/api/gadgets/${id}/history`);
    expect(history.body.map((entry: { data: object }) => entry.data)).toMatchObject([
      { description: 'First' },
      { changes: { code: 'G-2' } },
    ]);
    expect((await admin.delete(`/api/gadgets/${id}`, { 'if-match': '"2"' })).status).toBe(200);
    expect((await admin.get(`/api/gadgets/${id}`)).status).toBe(404);
  });

  it('refuses faculty every write (403, appending nothing) and lets them read, as for ranks', async () => {
    const statusesFor = async (resource: string) => {
      const [target, doomed] = [
        await createdRecord(admin, resource, { name: unique('Target') }),
        await createdRecord(admin, resource, { name: unique('Doomed') }),
      ];
      const before = await eventCount();
      const base = `/api/${resource}`;
      const answers = {
        list: await faculty.get(base),
        read: await faculty.get(`${base}/${target.id}`),
        history: await faculty.get(`${base}/${target.id}/history`),
        create: await faculty.post(base, { name: unique('Refused') }),
        update: await faculty.put(`${base}/${target.id}`, { description: 'Refused', version: 1 }),
        delete: await faculty.delete(`${base}/${doomed.id}`),
      };
      expect(await eventCount()).toBe(before);
      expect(answers.create.body.message).toBe('Unauthorized request');
      return Object.fromEntries(Object.entries(answers).map(([route, answer]) => [route, answer.status]));
    };
    const expected = { list: 200, read: 200, history: 200, create: 403, update: 403, delete: 403 };
    expect(await statusesFor('gadgets')).toEqual(expected);
    expect(await statusesFor('ranks')).toEqual(expected);
  });

  it.each(['gadgets', 'ranks'])(
    '%s: lists filter, search, sort and page, and reads by id',
    async (resource) => {
      const tag = unique('Filtered').replace(' ', '');
      const [alpha, beta, gamma] = [
        await createdRecord(admin, resource, { name: `${tag} alpha`, description: 'kept' }),
        await createdRecord(admin, resource, { name: `${tag} beta`, isActive: false }),
        await createdRecord(admin, resource, { name: `${tag} gamma`, description: 'kept' }),
      ];
      const names = async (params: Record<string, unknown>) => {
        const answer = await faculty.get(`/api/${resource}${listQuery(params)}`);
        expect(answer.status).toBe(200);
        return answer.body.map((row: { name: string }) => row.name);
      };
      const q = tag;
      expect(await names({ filter: { q } })).toEqual([alpha.name, beta.name, gamma.name]);
      expect(await names({ filter: { q, isActive: false } })).toEqual([beta.name]);
      expect(await names({ filter: { q, name: { contains: 'gamma' } } })).toEqual([gamma.name]);
      expect(await names({ filter: { q }, sort: [['name', 'DESC']] })).toEqual([
        gamma.name,
        beta.name,
        alpha.name,
      ]);
      expect(await names({ filter: { q }, sort: [['name', 'ASC']], take: 1, skip: 1 })).toEqual([beta.name]);
      const paged = await faculty.get(`/api/${resource}${listQuery({ filter: { q }, range: [0, 0] })}`);
      expect(paged.headers.get('x-total-count')).toBe('3');
      const byId = await faculty.get(`/api/${resource}/${alpha.id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toMatchObject({
        id: alpha.id,
        name: alpha.name,
        description: 'kept',
        isActive: true,
      });
      const refused = await faculty.get(`/api/${resource}${listQuery({ filter: { colour: 'red' } })}`);
      expect(refused.status).toBe(400);
    },
  );
});
