import { fetchUtils, type DataProvider, type HttpError, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

/**
 * Issue 35 item 5: the real ra-data-simple-rest client (the web's, same version) against a real server,
 * every method on five resources the web reads and writes with it. Its DELETE says text/plain with no body;
 * its updateMany sends the same partial body to each id: without `version` that is refused (400 naming
 * `version`, no silent overwrite); with the version the records are at, it goes through.
 */
let app: TestServer;
/** The client as each role's pages use it (the course catalog is academic operations'). */
const providers: Record<string, DataProvider> = {};
let facultyProfileId: string;
let workgroupId: string;
beforeAll(async () => {
  app = await sharedTestServer();
  const admin = await new ApiClient(app.url).signIn('admin');
  for (const role of ['admin', 'academicOpsAdmin']) {
    const { cookie } = await new ApiClient(app.url).signIn(role);
    // as a page sends it: the session cookie, and the page's own Origin
    const httpClient = (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers as HeadersInit | undefined);
      headers.set('Cookie', cookie);
      headers.set('Origin', app.url);
      return fetchUtils.fetchJson(url, { ...options, headers });
    };
    providers[role] = simpleRestProvider(`${app.url}/api`, httpClient);
  }
  facultyProfileId = (await admin.get(`/api/facultyProfiles${listQuery({ take: 1 })}`)).body[0].id;
  workgroupId = (await admin.get(`/api/workgroups${listQuery({ take: 1 })}`)).body[0].id;
});

interface ResourceCase {
  resource: string;
  /** Who writes it: admin unless said. */
  role?: string;
  /** A new record's values; `n` tells three apart. */
  values(n: string): Record<string, unknown>;
  /** A field that names the record (unique): lists are narrowed to the test's own records by it. */
  key: string;
  /** getManyReference's target and the id it points at. */
  reference(record: RaRecord): { target: string; id: unknown };
  /** A partial change, as an edit form or a bulk action sends it. */
  change: Record<string, unknown>;
}

const run = `${Date.now() % 1_000_000}`;
const cases: ResourceCase[] = [
  {
    resource: 'courses',
    role: 'academicOpsAdmin',
    values: (n) => ({ courseNumber: `SRC ${run}${n}`, name: `Simple rest ${n}`, WorkgroupId: workgroupId }),
    key: 'courseNumber',
    reference: () => ({ target: 'WorkgroupId', id: workgroupId }),
    change: { name: 'Changed by simple-rest' },
  },
  {
    resource: 'locations',
    values: (n) => ({ code: `SRL${run}${n}`, description: `Room ${n}` }),
    key: 'code',
    reference: (record) => ({ target: 'code', id: record.code }),
    change: { description: 'Changed by simple-rest' },
  },
  {
    resource: 'teachingModes',
    values: (n) => ({ name: `Simple rest mode ${run}${n}` }),
    key: 'name',
    reference: (record) => ({ target: 'name', id: record.name }),
    change: { isActive: false },
  },
  {
    resource: 'workgroups',
    values: (n) => ({ name: `Simple rest workgroup ${run}${n}` }),
    key: 'name',
    reference: (record) => ({ target: 'name', id: record.name }),
    change: { description: 'Changed by simple-rest' },
  },
  {
    resource: 'notes',
    values: (n) => ({ notableType: 'facultyProfiles', notableId: facultyProfileId, text: `Note ${run}${n}` }),
    key: 'text',
    reference: () => ({ target: 'notableId', id: facultyProfileId }),
    change: { text: `Changed by simple-rest ${run}` },
  },
];

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the request to be refused'),
    (error: HttpError) => error,
  );

describe.each(cases)(
  'ra-data-simple-rest on $resource',
  ({ resource, role, values, key, reference, change }) => {
    it('reads, creates, updates, bulk-updates and deletes through the real client', async () => {
      const provider = providers[role ?? 'admin']!;
      const created: RaRecord[] = [];
      for (const n of ['a', 'b', 'c']) {
        const { data } = await provider.create(resource, { data: values(n) });
        expect(data).toMatchObject({ ...values(n), version: 1 });
        created.push(data);
      }
      const [a, b, c] = created as [RaRecord, RaRecord, RaRecord];
      const ids = created.map((record) => record.id);

      expect((await provider.getOne(resource, { id: a.id })).data).toMatchObject(values('a'));
      const many = await provider.getMany(resource, { ids });
      expect(many.data.map((record) => record.id).sort()).toEqual([...ids].sort());

      const page = await provider.getList(resource, {
        filter: { id: ids },
        sort: { field: key, order: 'DESC' },
        pagination: { page: 1, perPage: 2 },
      });
      expect(page.total).toBe(3);
      expect(page.data.map((record) => record[key])).toEqual([c[key], b[key]]);

      const { target, id } = reference(a);
      const referencing = await provider.getManyReference(resource, {
        target,
        id: id as string,
        filter: { [key]: a[key] },
        sort: { field: key, order: 'ASC' },
        pagination: { page: 1, perPage: 10 },
      });
      expect(referencing.data.map((record) => record.id)).toEqual([a.id]);
      expect(referencing.total).toBe(1);

      const updated = await provider.update(resource, {
        id: a.id,
        data: { ...change, version: a.version },
        previousData: a,
      });
      expect(updated.data).toMatchObject({ ...change, id: a.id, version: 2 });

      // a bulk edit's partial body names no version: refused, naming it, and nothing changes
      const unversioned = await refusal(provider.updateMany(resource, { ids: [b.id, c.id], data: change }));
      expect(unversioned.status).toBe(400);
      expect(unversioned.message).toMatch(/version/);
      expect(unversioned.body.errors.version).toMatch(/Required/);
      expect((await provider.getOne(resource, { id: b.id })).data.version).toBe(1);
      const bulk = await provider.updateMany(resource, {
        ids: [b.id, c.id],
        data: { ...change, version: 1 },
      });
      expect(bulk.data).toEqual([b.id, c.id]);
      for (const record of (await provider.getMany(resource, { ids: [b.id, c.id] })).data)
        expect(record).toMatchObject({ ...change, version: 2 });

      const deleted = await provider.delete(resource, { id: a.id, previousData: updated.data });
      expect(deleted.data.id).toBe(a.id);
      expect((await refusal(provider.getOne(resource, { id: a.id }))).status).toBe(404);
      expect((await provider.deleteMany(resource, { ids: [b.id, c.id] })).data).toEqual([b.id, c.id]);
      expect((await provider.getMany(resource, { ids })).data).toEqual([]);
    });
  },
);
