import { courses } from '@tams/domain';
import { ensureReadModels, projectionOf } from '@tams/projections';
import { createTestDatabase, type TestDatabase, testId } from '@tams/tests/support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidatingCache } from '../cache/invalidatingCache.js';
import { allMigrations } from '../database/migrations.js';
import type { ListQuery, SortClause } from '@tams/projections';
import { RecordReads } from './recordReads.js';

let database: TestDatabase;
const workgroup = testId(1);

/**
 * Courses whose matches bunch up at the far end of the course number order (ZZ …), as q's did in the
 * sections bench, and a filter matching more rows than are read filter-first (Bulk …).
 */
beforeAll(async () => {
  database = await createTestDatabase('record_reads', allMigrations);
  await ensureReadModels(database.db, [projectionOf('courses')]);
  await sql`
    insert into courses (id, version, "courseNumber", name, "WorkgroupId", "isActive", "isOffered",
      "createdAt", "updatedAt")
    select gen_random_uuid(), 1, number, title, case when n % 2 = 0 then ${workgroup}::uuid end, true, true,
      now(), now()
    from (
      select n, format('GEN %s', lpad(n::text, 5, '0')) as number, format('Generated %s', n) as title
        from generate_series(1, 3000) n
      union all select n, format('ZZ %s', lpad(n::text, 3, '0')), format('Zeta calculus %s', n % 7)
        from generate_series(1, 40) n
      union all select n, format('BULK %s', lpad(n::text, 5, '0')), format('Bulk %s', n % 10)
        from generate_series(1, 2500) n
    ) generated`.execute(database.db);
  await sql`analyze`.execute(database.db);
});
afterAll(() => database?.drop());

const listOf = (overrides: Partial<ListQuery>): ListQuery => ({
  filters: [],
  q: undefined,
  sort: [{ field: 'courseNumber', direction: 'ASC' }],
  offset: 0,
  limit: 25,
  include: [],
  ...overrides,
});

/** The ids of every match in the order a list must show them, straight from SQL. */
async function expectedIds(where: string, sort: SortClause[]) {
  const order = [
    ...sort.map(({ field, direction }) => `"${field}" ${direction}`),
    `id ${sort.at(-1)!.direction}`,
  ];
  const { rows } = await sql<{ id: string }>`
    select id from courses where ${sql.raw(where)} order by ${sql.raw(order.join(', '))}`.execute(
    database.db,
  );
  return rows.map((row) => row.id);
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('RecordReads.list: filter-first for few matches, its order kept with the total', () => {
  const cached = () =>
    new RecordReads(database.db, courses, new InvalidatingCache({ ttlMs: 60_000, maxEntries: 100 }));

  it.each([
    ['ASC', 'courseNumber'],
    ['DESC', 'courseNumber'],
    ['ASC', 'name'],
  ] as const)(
    'pages a q matching few rows in the sort order (%s %s), cached or not',
    async (direction, field) => {
      const sort: SortClause[] = [{ field, direction }];
      const all = await expectedIds(`name ilike '%zeta%'`, sort);
      expect(all).toHaveLength(40);
      for (const reads of [cached(), new RecordReads(database.db, courses)]) {
        for (const offset of [0, 7, 35]) {
          const page = await reads.list(listOf({ q: 'zeta', sort, offset, limit: 7 }));
          expect(page.total).toBe(40);
          expect(ids(page.rows)).toEqual(all.slice(offset, offset + 7));
          // whole rows, as the sort-index path answers them
          expect(page.rows[0]).toMatchObject({ courseNumber: expect.stringMatching(/^ZZ /), version: 1 });
        }
        expect(await reads.list(listOf({ q: 'zeta', sort, offset: 40 }))).toEqual({ rows: [], total: 40 });
      }
    },
  );

  it('pages a filter matching more rows than filter-first reads through the sort index, in the same order', async () => {
    const sort: SortClause[] = [{ field: 'name', direction: 'DESC' }];
    const all = await expectedIds(`name ilike '%bulk%'`, sort);
    const page = await cached().list(listOf({ q: 'bulk', sort, offset: 2490, limit: 25 }));
    expect(page.total).toBe(2500);
    expect(ids(page.rows)).toEqual(all.slice(2490));
  });

  it('keeps one order per sort of the same filter', async () => {
    const reads = cached();
    for (const direction of ['ASC', 'DESC', 'ASC'] as const) {
      const sort: SortClause[] = [{ field: 'courseNumber', direction }];
      const page = await reads.list(listOf({ q: 'zeta', sort, limit: 5 }));
      expect(ids(page.rows)).toEqual((await expectedIds(`name ilike '%zeta%'`, sort)).slice(0, 5));
    }
  });

  it('applies the access condition to the few matches', async () => {
    const access = { key: 'workgroup', where: (eb: any) => eb('WorkgroupId', '=', workgroup) };
    const sort: SortClause[] = [{ field: 'courseNumber', direction: 'DESC' }];
    const mine = await expectedIds(`name ilike '%zeta%' and "WorkgroupId" = '${workgroup}'`, sort);
    const page = await cached().list(listOf({ q: 'zeta', sort, limit: 100 }), access);
    expect(page.total).toBe(20);
    expect(ids(page.rows)).toEqual(mine);
  });

  it('keeps the order only as long as the total: a change shows once the totals drop, as a commit drops them', async () => {
    const totals = new InvalidatingCache<string, number>({ ttlMs: 60_000, maxEntries: 100 });
    const reads = new RecordReads(database.db, courses, totals);
    const query = listOf({ q: 'zeta', sort: [{ field: 'courseNumber', direction: 'ASC' }], limit: 3 });
    const before = await reads.list(query);
    const { rows } = await sql<{ id: string }>`
      insert into courses (id, version, "courseNumber", name, "isActive", "isOffered", "createdAt", "updatedAt")
      values (gen_random_uuid(), 1, 'ZZ 000', 'Zeta calculus new', true, true, now(), now())
      returning id`.execute(database.db);
    try {
      // served from the caches until the read model's commit drops them
      expect(await reads.list(query)).toEqual(before);
      totals.invalidate((key) => key.startsWith('courses\u0000'));
      const after = await reads.list(query);
      expect(after.total).toBe(41);
      expect(ids(after.rows)).toEqual([rows[0]!.id, ...ids(before.rows).slice(0, 2)]);
    } finally {
      await sql`delete from courses where id = ${rows[0]!.id}`.execute(database.db);
    }
  });
});
