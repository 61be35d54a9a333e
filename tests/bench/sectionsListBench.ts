import { listQuery } from '../support/index.js';
import { LeanClient } from './leanClient.js';
import { type BenchRow, percentile, round } from './stats.js';

/** The sorts of the /sections list: its default (sectionNumber) and every column it shows. */
const sorts = ['default', 'sectionNumber', 'name', 'enrollment', 'points', 'coverageStatus', 'variance'];
const principals = [
  { username: 'admin', label: 'admin (every section)' },
  { username: 'faculty1', label: 'faculty1 (own workgroup only)' },
];

export interface SectionsCell {
  principal: string;
  filter: string;
  sort: string;
  p50: number;
  p95: number;
  /** The slowest request, usually the first of a filter: its total is not cached yet. */
  max: number;
  rps: number;
  /** Rows the filter matches for this principal (the list total). */
  total: number;
}

type Filter = Record<string, unknown>;

/**
 * Every filter the /sections screen offers, alone and, as the screen sends it, within the working period:
 * ids taken from a section the restricted principal may read, so that every cell has rows to show.
 */
async function filtersOf(client: LeanClient, periodId: string): Promise<[string, Filter][]> {
  const sample = await client.get(
    `/api/sections${listQuery({
      range: [0, 0],
      sort: ['enrollment', 'DESC'],
      filter: { AcademicPeriodId: periodId, LocationId: { isNull: false } },
    })}`,
  );
  const section = sample.body?.[0];
  if (!section) throw new Error(`no section with a room in the period: ${sample.status}`);
  const alone: [string, Filter][] = [
    ['WorkgroupId', { WorkgroupId: section.WorkgroupId }],
    ['CourseId', { CourseId: section.CourseId }],
    ['CourseOfferingId', { CourseOfferingId: section.CourseOfferingId }],
    ['AcademicTermId', { AcademicTermId: section.AcademicTermId }],
    ['TeachingModeId', { TeachingModeId: section.TeachingModeId }],
    ['coverageStatus uncovered', { coverageStatus: 'uncovered' }],
    ['coverageStatus partial|over', { coverageStatus: ['partial', 'over'] }],
    ['LocationId', { LocationId: section.LocationId }],
    ['q "generated 123"', { q: 'generated 123' }],
    // free text by course number and by room (issue 20 item 3), each word found in the search text
    ['q "GEN 1234"', { q: 'GEN 1234' }],
    ['q "MSB 101"', { q: 'MSB 101' }],
  ];
  return [
    ['none', {}],
    ['AcademicPeriodId', { AcademicPeriodId: periodId }],
    ...alone.map(([label, filter]): [string, Filter] => [
      `period + ${label}`,
      { AcademicPeriodId: periodId, ...filter },
    ]),
    ...alone,
  ];
}

async function measureCell(client: LeanClient, shapes: string[], repeats: number, concurrent: number) {
  const get = async (shape: string) => {
    const response = await client.get(`/api/sections${shape}`);
    if (response.status !== 200)
      throw new Error(`${shape}: ${response.status} ${JSON.stringify(response.body)}`);
    return response;
  };
  const sample: number[] = [];
  for (let i = 0; i < repeats; i++) {
    for (const shape of shapes) {
      const started = performance.now();
      await get(shape);
      sample.push(performance.now() - started);
    }
  }
  const total = Number((await get(shapes[0]!)).headers['x-total-count']);
  const perClient = 20;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, async (_, worker) => {
      for (let i = 0; i < perClient; i++) await get(shapes[(worker + i) % shapes.length]!);
    }),
  );
  const rps = (concurrent * perClient) / ((performance.now() - started) / 1000);
  return {
    p50: percentile([...sample], 50),
    p95: percentile([...sample], 95),
    max: Math.max(...sample),
    rps,
    total,
  };
}

/**
 * DESIGN §12: list endpoints over 50k sections, every allowed filter x sort (both directions), the first
 * page of 25 as react-admin asks for it, as an unrestricted and as a workgroup-restricted reader. Per cell:
 * latency of 2 x `repeats` sequential requests (ASC and DESC alternating; the first of each filter with its
 * uncounted total), then throughput of 8 concurrent clients.
 */
export async function sectionsListBenchmark(
  url: string,
  periodId: string,
  baseline?: { latency?: string; throughput?: string },
  repeats = 10,
): Promise<{ rows: BenchRow[]; cells: SectionsCell[] }> {
  const rows: BenchRow[] = [];
  const cells: SectionsCell[] = [];
  const clients = await Promise.all(principals.map(({ username }) => new LeanClient(url).signIn(username)));
  // ids from a section the restricted principal reads, so that each cell has rows for both
  const filters = await filtersOf(clients.at(-1)!, periodId);
  for (const [index, principal] of principals.entries()) {
    const client = clients[index]!;
    // warm the server and the session on another resource, so the cells' first counts stay in the sample
    for (let i = 0; i < 30; i++) await client.get(`/api/workgroups${listQuery({ range: [0, 24] })}`);
    const mine: SectionsCell[] = [];
    for (const [label, filter] of filters) {
      for (const sort of sorts) {
        const shapes =
          sort === 'default'
            ? [listQuery({ range: [0, 24], filter })]
            : (['ASC', 'DESC'] as const).map((direction) =>
                listQuery({ range: [0, 24], sort: [sort, direction], filter }),
              );
        const measured = await measureCell(client, shapes, sort === 'default' ? repeats * 2 : repeats, 8);
        const cell = { principal: principal.username, filter: label, sort, ...measured };
        mine.push(cell);
      }
    }
    client.close();
    cells.push(...mine);
    const worst = mine.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const slowest = mine.reduce((a, b) => (b.rps < a.rps ? b : a));
    const p95s = mine.map((cell) => cell.p95);
    rows.push(
      {
        what: `list sections at 50k, ${mine.length} filter x sort cells, ${principal.label}`,
        measured: `cells' p95: median ${round(percentile([...p95s], 50))} ms, worst ${round(worst.p95)} ms`,
        baseline: baseline?.latency,
        target: 'p95 <= 50 ms in every cell',
        met: worst.p95 <= 50,
        detail: { worst: `${worst.filter} / ${worst.sort}` },
      },
      {
        what: `list sections throughput per cell, 8 concurrent clients, ${principal.label}`,
        measured: `slowest cell ${Math.round(slowest.rps)} requests/s`,
        baseline: baseline?.throughput,
        target: '>= 300 requests/s in every cell',
        met: slowest.rps >= 300,
        detail: { slowest: `${slowest.filter} / ${slowest.sort}` },
      },
    );
  }
  return { rows, cells };
}

/** The cells as one table per principal: a row per filter, a column per sort, each p50/p95 ms and requests/s. */
export function printSectionsCells(cells: SectionsCell[]): void {
  for (const principal of new Set(cells.map((cell) => cell.principal))) {
    const mine = cells.filter((cell) => cell.principal === principal);
    const filters = [...new Set(mine.map((cell) => cell.filter))];
    const header = ['filter (rows)', ...sorts];
    const lines = filters.map((filter) => {
      const row = mine.filter((cell) => cell.filter === filter);
      return [
        `${filter} (${row[0]!.total})`,
        ...sorts.map((sort) => {
          const cell = row.find((c) => c.sort === sort)!;
          const flag = cell.p95 > 50 || cell.rps < 300 ? '!' : '';
          return `${round(cell.p50)}/${round(cell.p95)} ${Math.round(cell.rps)}${flag}`;
        }),
      ];
    });
    const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
    const format = (line: string[]) => `| ${line.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n/api/sections as ${principal}: p50/p95 ms, requests/s (! = outside the budget)`);
    console.log(`${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const line of lines) console.log(format(line));
  }
}
