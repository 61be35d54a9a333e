import { readFileSync } from 'node:fs';
import http from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GridState } from '@tams/domain';
import { reportPage, reportRowsQuery, reportSources } from '@tams/projections';
import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { listQuery } from '../support/index.js';
import { LeanClient } from './leanClient.js';
import { type BenchRow, percentile, round } from './stats.js';

const pageSize = 50;
const requestsPerShape = 60;
const targets = { pageP95Ms: 50, csvSeconds: 3, xlsxSeconds: 10, memoryMb: 50 };

/** The SectionsBuilder grid as a department report opens it: grouped by workgroup, sorted by course number. */
const gridState = (
  columnFilters: GridState['columnFilters'] = [],
  pageIndex = 0,
): GridState & { globalFilter?: string } => ({
  columnOrder: [],
  columnVisibility: { notes: false, name: false },
  sorting: [{ id: 'courseNumber', desc: false }],
  grouping: ['Workgroup'],
  columnFilters,
  pagination: { pageIndex, pageSize },
});

const filters: [string, GridState['columnFilters']][] = [
  ['none', []],
  ['coverageStatus in [uncovered, partial]', [{ id: 'coverageStatus', value: ['uncovered', 'partial'] }]],
  ['Term contains "Spring"', [{ id: 'Term', value: 'Spring' }]],
  [
    'coverage uncovered + Term contains "Fall"',
    [
      { id: 'coverageStatus', value: ['uncovered'] },
      { id: 'Term', value: 'Fall' },
    ],
  ],
];

const stateQuery = (state: GridState) => `state=${encodeURIComponent(JSON.stringify(state))}`;
const randomPage = (total: number) => Math.floor(Math.random() * Math.max(1, Math.ceil(total / pageSize)));

async function okGet(client: LeanClient, path: string) {
  const response = await client.get(path);
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response;
}

/** Latency of `requestsPerShape` sequential requests of random pages, after the first (which learns the total). */
async function pageLatencies(
  client: LeanClient,
  pathOf: (pageIndex: number) => string,
  totalOf: (body: any, headers: http.IncomingHttpHeaders) => number,
) {
  const first = await okGet(client, pathOf(0));
  const total = totalOf(first.body, first.headers);
  const sample: number[] = [];
  for (let i = 0; i < requestsPerShape; i++) {
    const path = pathOf(randomPage(total));
    const started = performance.now();
    await okGet(client, path);
    sample.push(performance.now() - started);
  }
  return { total, sample };
}

/** A session cookie for plain downloads (the lean client keeps its own to itself). */
async function sessionCookie(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tams_session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

const rssKb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
};

/** Samples the server's resident memory every 50 ms until stopped: the highest growth over the start. */
function sampleRss(pid: number) {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, rssKb(pid));
    return { beforeMb: before / 1024, growthMb: (peak - before) / 1024 };
  };
}

/** Downloads an export as a browser would: time to the first byte and to the last, and its size and lines. */
function download(url: string, path: string, cookie: string) {
  return new Promise<{ status: number; firstByteMs: number; totalMs: number; bytes: number; lines: number }>(
    (resolve, reject) => {
      const started = performance.now();
      let firstByteMs = Number.NaN;
      let bytes = 0;
      let lines = 0;
      const target = new URL(path, url);
      http
        .get(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname + target.search,
            headers: { cookie },
          },
          (response) => {
            response.on('data', (chunk: Buffer) => {
              if (bytes === 0) firstByteMs = performance.now() - started;
              bytes += chunk.length;
              for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                firstByteMs,
                totalMs: performance.now() - started,
                bytes,
                lines,
              }),
            );
            response.on('error', reject);
          },
        )
        .on('error', reject);
    },
  );
}

/** The same rows the export reads, as the engine writes its query, through COPY ... TO STDOUT (CSV). */
async function copyBaseline(pool: Pool, db: Kysely<any>) {
  const source = reportSources.SectionsBuilder;
  const { query } = reportRowsQuery(
    db,
    source,
    gridState(),
    { columns: source.columns },
    {
      periodId: null,
      effortEnabled: false,
    },
  );
  const compiled = query.compile();
  if (compiled.parameters.length > 0) throw new Error(`the export query has parameters: ${compiled.sql}`);
  const client = await pool.connect();
  try {
    let bytes = 0;
    const started = performance.now();
    await pipeline(
      client.query(copyTo(`copy (${compiled.sql}) to stdout with (format csv, header true)`)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    return { ms: performance.now() - started, bytes };
  } finally {
    client.release();
  }
}

/**
 * BENCH_EXPLAIN=1: the statements one report page runs (logged by kysely) with EXPLAIN (ANALYZE, BUFFERS),
 * to find out why a page is slow.
 */
async function explainPage(pool: Pool, state: GridState, log: (message: string) => void) {
  const statements: { sql: string; parameters: readonly unknown[] }[] = [];
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void statements.push(event.query),
  });
  const source = reportSources.SectionsBuilder;
  await reportPage(db, source, state, { columns: source.columns }, { periodId: null, effortEnabled: false });
  for (const statement of statements) {
    const { rows } = await pool.query(`explain (analyze, buffers) ${statement.sql}`, [
      ...statement.parameters,
    ]);
    log(`EXPLAIN ${statement.sql} ${JSON.stringify(statement.parameters)}`);
    for (const row of rows) log(`    ${row['QUERY PLAN']}`);
  }
}

/**
 * Issue 18 / DESIGN §12 over the 50k sections: pages of the SectionsBuilder report (grouped by workgroup,
 * sorted by course number, random pages of 50, a few filters) against the plain sections list's random pages
 * in the same run; CSV and XLSX exports of the whole report (first byte, last byte, the server's RSS growth
 * sampled every 50 ms) against COPY of the same query's rows.
 */
export async function reportsBenchmark(
  url: string,
  serverPid: number,
  database: { pool: Pool; db: Kysely<any> },
  log: (message: string) => void,
): Promise<BenchRow[]> {
  const client = await new LeanClient(url).signIn('reportingUser');
  const lister = await new LeanClient(url).signIn('admin');
  try {
    for (let i = 0; i < 20; i++) await okGet(client, `/api/reports/types`);
    for (let i = 0; i < 20; i++) await okGet(lister, `/api/workgroups${listQuery({ range: [0, 24] })}`);

    const perFilter: Record<string, { total: number; p50: number; p95: number }> = {};
    const all: number[] = [];
    for (const [label, columnFilters] of filters) {
      const { total, sample } = await pageLatencies(
        client,
        (pageIndex) =>
          `/api/reports/types/SectionsBuilder/rows?${stateQuery(gridState(columnFilters, pageIndex))}`,
        (body) => body.total,
      );
      perFilter[label] = {
        total,
        p50: round(percentile([...sample], 50)),
        p95: round(percentile([...sample], 95)),
      };
      all.push(...sample);
      log(
        `  report pages, ${label}: ${total} rows, p50 ${perFilter[label].p50} ms, p95 ${perFilter[label].p95} ms`,
      );
    }
    if (process.env.BENCH_EXPLAIN)
      for (const [, columnFilters] of filters)
        await explainPage(
          database.pool,
          gridState(columnFilters, Math.floor(perFilter.none!.total / pageSize / 2)),
          log,
        );
    const list = await pageLatencies(
      lister,
      (pageIndex) =>
        `/api/sections${listQuery({ range: [pageIndex * pageSize, pageIndex * pageSize + pageSize - 1], sort: ['sectionNumber', 'ASC'] })}`,
      (_body, headers) => Number(headers['x-total-count']),
    );
    const listP95 = percentile([...list.sample], 95);
    const reportP95 = percentile([...all], 95);
    const worst = Object.entries(perFilter).reduce((a, b) => (b[1].p95 > a[1].p95 ? b : a));
    log(`  /api/sections pages: ${list.total} rows, p95 ${round(listP95)} ms`);

    const rows: BenchRow[] = [
      {
        what: `report page (SectionsBuilder, ${perFilter.none!.total} rows, grouped by Workgroup, sorted by courseNumber, random pages of ${pageSize}, ${filters.length} filters)`,
        measured: `p50 ${round(percentile([...all], 50))} ms, p95 ${round(reportP95)} ms (worst filter p95 ${worst[1].p95} ms)`,
        baseline: `/api/sections random pages of ${pageSize} by sectionNumber: p95 ${round(listP95)} ms; report/list ${round(reportP95 / listP95, 1)}x`,
        target: `p95 <= ${targets.pageP95Ms} ms per page`,
        met: worst[1].p95 <= targets.pageP95Ms,
        detail: {
          perFilter,
          listP50: round(percentile([...list.sample], 50)),
          listP95: round(listP95),
          ratio: round(reportP95 / listP95, 2),
          worst: worst[0],
        },
      },
    ];

    const cookie = await sessionCookie(url, 'reportingUser');
    log('  COPY of the export query, the baseline...');
    const copy = await copyBaseline(database.pool, database.db);
    await copyBaseline(database.pool, database.db).then(
      (again) => again.ms < copy.ms && Object.assign(copy, again),
    );
    for (const [format, seconds] of [
      ['csv', targets.csvSeconds],
      ['xlsx', targets.xlsxSeconds],
    ] as const) {
      const stop = sampleRss(serverPid);
      const result = await download(
        url,
        `/api/reports/types/SectionsBuilder/export?format=${format}&${stateQuery(gridState())}`,
        cookie,
      );
      const memory = stop();
      if (result.status !== 200) throw new Error(`${format} export: ${result.status}`);
      log(
        `  ${format}: first byte ${round(result.firstByteMs)} ms, all ${round(result.totalMs)} ms, ${round(result.bytes / 1024 / 1024)} MB, RSS +${round(memory.growthMb)} MB`,
      );
      rows.push({
        what: `report export ${format.toUpperCase()} of ${perFilter.none!.total} rows (SectionsBuilder grouped, over HTTP)`,
        measured: `${round(result.totalMs / 1000, 2)} s (first byte ${Math.round(result.firstByteMs)} ms); server RSS +${round(memory.growthMb)} MB`,
        baseline: `COPY of the same query's rows (CSV): ${round(copy.ms / 1000, 2)} s; export/COPY ${round(result.totalMs / copy.ms, 1)}x`,
        target: `<= ${seconds} s, RSS growth < ${targets.memoryMb} MB`,
        met: result.totalMs <= seconds * 1000 && memory.growthMb < targets.memoryMb,
        detail: {
          seconds: round(result.totalMs / 1000, 2),
          firstByteMs: round(result.firstByteMs),
          megabytes: round(result.bytes / 1024 / 1024, 2),
          ...(format === 'csv' ? { dataLines: result.lines - 1 } : {}),
          rssBeforeMb: round(memory.beforeMb),
          rssGrowthMb: round(memory.growthMb),
          copySeconds: round(copy.ms / 1000, 3),
          copyMegabytes: round(copy.bytes / 1024 / 1024, 2),
        },
      });
    }
    return rows;
  } finally {
    client.close();
    lister.close();
  }
}
