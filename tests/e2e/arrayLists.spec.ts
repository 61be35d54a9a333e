import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/**
 * Issue 35 item 4: routes that answer a list they compute whole used to ignore filter, sort and paging
 * (a client asking for one row got them all). Each now answers through the same list query as the
 * database lists (services/api http/arrayLists.ts): paged with Content-Range, filtered and sorted by the
 * rows' fields, and a field it does not have is a 400 naming the parameter.
 */
const routes = [
  '/api/auth/dev/users',
  '/api/settings',
  '/api/academicPeriods/publishedForFaculty',
  '/api/myPreferenceSubmissions',
  '/api/mySharedTeaching',
  '/api/adminAssignmentsMine',
  '/api/users/current/roles',
  '/api/userSettings/mine',
  '/api/reports/types',
  '/api/reports/loadSheet/instructors',
  '/api/savedReports',
  '/api/reportSnapshots',
  '/api/dataExports',
  '/api/emailSends',
  '/api/emailOutbox',
];
const roles = ['admin', 'academicOpsAdmin', 'faculty1'];

let app: TestServer;
let clients: ApiClient[];

/** The first session that reads the route as a list, with its rows. */
async function readerOf(path: string) {
  for (const client of clients) {
    const answer = await client.get(path);
    if (answer.status === 200 && Array.isArray(answer.body)) return { client, rows: answer.body as any[] };
  }
  throw new Error(`no role reads ${path} as a list`);
}

beforeAll(async () => {
  app = await startTestServer({
    label: 'e2e_array_lists',
    env: { FEATURE_FLAGS: 'apiEnabled,exportsEnabled' },
  });
  clients = await Promise.all(roles.map((name) => new ApiClient(app.url).signIn(name)));
}, 180_000);
afterAll(async () => app?.stop());

describe('lists computed whole honour the list query', () => {
  it.each(routes)('%s pages, and refuses a filter or a sort it cannot honour', async (path) => {
    const { client, rows } = await readerOf(path);
    const page = await client.get(`${path}${listQuery({ range: [0, 0] })}`);
    expect(page.status).toBe(200);
    expect(page.body.length).toBe(Math.min(rows.length, 1));
    expect(page.headers.get('content-range')).toMatch(new RegExp(`/${rows.length}$`));
    const badRange = await client.get(`${path}?range=${encodeURIComponent('[5,1]')}`);
    expect(badRange.status).toBe(400);
    expect(Object.keys(badRange.body.errors)).toContain('range');
    if (rows.length === 0) return;
    const unknownFilter = await client.get(`${path}${listQuery({ filter: { noSuchField: 1 } })}`);
    expect(unknownFilter.status).toBe(400);
    expect(Object.keys(unknownFilter.body.errors)).toContain('filter');
    const unknownSort = await client.get(`${path}${listQuery({ sort: ['noSuchField', 'ASC'] })}`);
    expect(unknownSort.status).toBe(400);
    expect(Object.keys(unknownSort.body.errors)).toContain('sort');
  });

  it('filters and sorts by the rows’ own fields', async () => {
    const { client, rows } = await readerOf('/api/reports/types');
    expect(rows.length).toBeGreaterThan(2);
    const field = Object.keys(rows[0]).find((key) => typeof rows[0][key] === 'string')!;
    const sorted = await client.get(`/api/reports/types${listQuery({ sort: [field, 'DESC'] })}`);
    const values = sorted.body.map((row: any) => row[field]);
    expect(values).toEqual([...values].sort().reverse());
    const one = await client.get(`/api/reports/types${listQuery({ filter: { [field]: rows[1][field] } })}`);
    expect(one.body.map((row: any) => row[field])).toEqual([rows[1][field]]);
  });
});
