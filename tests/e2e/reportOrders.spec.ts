import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/index.js';
import { sharedTestServer } from '../support/sharedTestServer.js';

/*
 * A report's order is computed once per grid state and kept between pages (services/api/src/cache/
 * reportOrders.ts): pages must still join up into the whole report, and a change to a table the report reads
 * must show on the next page read, rows and subtotals alike.
 */

type Row = Record<string, unknown>;
interface Page {
  rows: Row[];
  total: number;
  groups: { depth: number; key: Row; count: number; sums: Record<string, number> }[];
}

let ops: ApiClient;
let reporter: ApiClient;

const stateOf = (pageIndex: number, pageSize: number, courseNumber: string) => ({
  grouping: ['Workgroup'],
  sorting: [{ id: 'points', desc: true }],
  columnFilters: [{ id: 'courseNumber', value: { startsWith: courseNumber } }],
  pagination: { pageIndex, pageSize },
});

async function page(pageIndex: number, pageSize: number, courseNumber: string): Promise<Page> {
  const state = encodeURIComponent(JSON.stringify(stateOf(pageIndex, pageSize, courseNumber)));
  const answer = await reporter.get(`/api/reports/types/SectionsBuilder/rows?state=${state}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Page;
}

beforeAll(async () => {
  const app = await sharedTestServer();
  [ops, reporter] = await Promise.all(
    ['academicOpsAdmin', 'reportingUser'].map((name) => new ApiClient(app.url).signIn(name)),
  );
});

describe('Report pages kept in order between requests', () => {
  it('join up into the whole report, page after page', async () => {
    const whole = await page(0, 1000, 'MATH');
    expect(whole.total).toBeGreaterThan(10);
    const paged: Row[] = [];
    for (let index = 0; index * 7 < whole.total; index++) paged.push(...(await page(index, 7, 'MATH')).rows);
    expect(paged.map((row) => row.id)).toEqual(whole.rows.map((row) => row.id));
    expect((await page(999, 7, 'MATH')).rows).toEqual([]);
  });

  it('show a section change on the next read, in the row and in its group subtotal', async () => {
    const before = await page(0, 1000, 'PHYS');
    const row = before.rows.at(-1)!;
    const group = before.groups.find((g) => g.depth === 1 && g.key.Workgroup === row.Workgroup)!;
    const section = (await ops.get(`/api/sections/${String(row.id)}`)).body as { version: number };
    const changed = await ops.put(`/api/sections/${String(row.id)}`, {
      points: Number(row.points) + 50,
      version: section.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const after = await page(0, 1000, 'PHYS');
    // the highest points now: first in the order
    expect(after.rows[0]!.id).toBe(row.id);
    expect(after.rows[0]!.points).toBe(Number(row.points) + 50);
    const regrouped = after.groups.find((g) => g.depth === 1 && g.key.Workgroup === row.Workgroup)!;
    expect(regrouped.sums.points).toBeCloseTo(group.sums.points + 50, 6);
  });
});
