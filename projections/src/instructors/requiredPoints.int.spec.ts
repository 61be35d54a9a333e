import { requiredPointsOf } from '@tams/domain';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiredPointsSourceSql, requiredPointsSql } from '../effort/instructorEffortQueries.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase('required_points_sql', []);
});
afterAll(() => database?.drop());

/** A decimal as people enter it: up to `places` decimals. */
const decimal = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((units) => units / 10 ** places);
const facts = fc.record({
  financialData: fc.option(decimal(1000, 3), { nil: null }),
  expectedTeachingShare: fc.option(decimal(100, 2), { nil: null }),
  instructorTypeDefault: fc.option(decimal(1000, 3), { nil: null }),
});

/**
 * One truth for required points (DESIGN §19): the SQL every read model query uses (requiredPointsSql)
 * answers what the domain's requiredPointsOf does, value and source, for every combination of facts.
 */
describe('required points in SQL and in the domain', () => {
  it('given generated facts (financial data, expected share, type default), then both give the same points and source', async () => {
    const cases = fc.sample(facts, { numRuns: 2_000, seed: 20261128 });
    // the edges: halves at the second decimal, and a share whose float product rounds the other way
    cases.push(
      { financialData: 43.995, expectedTeachingShare: null, instructorTypeDefault: null },
      { financialData: null, expectedTeachingShare: 56.15, instructorTypeDefault: 30 },
      { financialData: null, expectedTeachingShare: 0.5, instructorTypeDefault: 0.001 },
      { financialData: null, expectedTeachingShare: null, instructorTypeDefault: 12.345 },
      { financialData: null, expectedTeachingShare: 50, instructorTypeDefault: null },
    );
    const column = (pick: (c: (typeof cases)[number]) => number | null) =>
      `{${cases.map((c) => pick(c) ?? 'NULL').join(',')}}`;
    const { rows } = await sql<{ points: number | null; source: string | null }>`
      select ${requiredPointsSql(sql`x.expected`)}::float8 as points,
             ${requiredPointsSourceSql(sql`x.expected`)} as source
      from unnest(${column((c) => c.financialData)}::numeric[], ${column((c) => c.instructorTypeDefault)}::numeric[],
                  ${column((c) => c.expectedTeachingShare)}::float8[]) with ordinality as x(fdp, itd, expected, n)
      cross join lateral (select x.fdp as "pointsRequired") fd
      cross join lateral (select x.itd as "defaultPointsRequired") it
      order by x.n`.execute(database.db);
    expect(rows).toHaveLength(cases.length);
    const differing = cases.flatMap((c, index) => {
      const inDomain = requiredPointsOf(c);
      const inSql = rows[index]!;
      return inDomain.points === inSql.points && inDomain.source === inSql.source
        ? []
        : [{ facts: c, domain: inDomain, sql: inSql }];
    });
    expect(differing).toEqual([]);
  });
});
