import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allMigrations } from '@tams/api';
import { periodIdOf, seedDemoData } from '@tams/demo-data';
import { sql } from 'kysely';
import { PostgresEventStore } from '@tams/event-store';
import { ensureReadModels } from '@tams/projections';
import {
  type AppProcess,
  appendCourseHistory,
  createTestDatabase,
  startAppProcess,
} from '../support/index.js';
import { appendBenchmarks } from './appendBench.js';
import { assignBenchmark } from './assignBench.js';
import { autoDraftBenchmarks } from './autoDraftBench.js';
import { cloneBenchmark } from './cloneBench.js';
import { effortImportBenchmark } from './effortImportBench.js';
import { sisImportBenchmark } from './sisImportBench.js';
import { startDemoDataServer } from './demoDataServer.js';
import { sampleOldestWrite } from './clusterWrites.js';
import { commandBenchmark } from './commandBench.js';
import { historyBenchmark } from './historyBench.js';
import { listBenchmark } from './listBench.js';
import { appendLargePlan, waitForProjections } from './sectionsData.js';
import { printSectionsCells, type SectionsCell, sectionsListBenchmark } from './sectionsListBench.js';
import { rebuildBenchmark } from './rebuildBench.js';
import { reportsBenchmark } from './reportsBench.js';
import { socketBenchmarks } from './socketBench.js';
import type { BenchRow } from './stats.js';
import { webBundleSize } from './webBundle.js';

/**
 * npm run bench: the figures of DESIGN §12 that exist so far, each against its target, every baseline
 * measured in this run. Prints a table and writes bench-results/bench-<time>.json (and latest.json).
 * Uses its own databases on the test server (TEST_DATABASE_URL, else 127.0.0.1:5432) and drops them.
 */
async function main() {
  const rows: BenchRow[] = [];
  const log = (message: string) => console.log(`[bench] ${message}`);
  // `npm run bench -- --only append,rebuild,list,sections,reports,command,socket,assign,clone,effortImport,sisImport,history,autodraft`
  // runs a subset
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1]!.split(',')) : undefined;
  const wanted = (name: string) => !only || only.has(name);

  if (wanted('append')) {
    log('append throughput vs plain INSERT (same run)...');
    const appendDb = await createTestDatabase('bench_append', allMigrations, { max: 20 });
    try {
      rows.push(...(await appendBenchmarks(appendDb)));
    } finally {
      await appendDb.drop();
    }
  }
  const activeYear = 2026;
  let sectionCells: SectionsCell[] | undefined;
  if (['rebuild', 'list', 'sections', 'reports', 'command'].some(wanted))
    sectionCells = await largeDataBenchmarks(rows, wanted, activeYear, log);
  if (['socket', 'assign'].some(wanted)) await demoDataBenchmarks(rows, wanted, activeYear, log);
  if (wanted('clone')) {
    // its own database and server (with the job queue's Redis when there is one), after the others stopped
    log('cloning a period of 5 000 sections vs writing its plan (same run)...');
    rows.push(await cloneBenchmark(activeYear, log));
  }
  if (wanted('effortImport')) {
    log('importing 60 000 payroll rows vs COPY of them (same run)...');
    rows.push(await effortImportBenchmark(activeYear, log));
  }
  if (wanted('sisImport')) {
    log('importing 20 000 sections with meetings vs parsing the file (same run)...');
    rows.push(await sisImportBenchmark(activeYear, log));
  }
  if (wanted('history')) {
    // its own database: the list benches' 50k sections with a year of changes, backdated
    log('history: reads as of a past instant at 50k sections with a year of changes...');
    rows.push(...(await historyBenchmark(activeYear, log)));
  }
  if (wanted('autodraft')) {
    log('auto-draft: exact MIP (HiGHS) vs greedy, the demo period and 400 sections x 80 faculty...');
    rows.push(...(await autoDraftBenchmarks(activeYear, log)));
  }
  finish(rows, sectionCells, wanted('history'), only);
}

/** The parts that need 50 000 courses (and sections): one database, rebuilt read models, one server. */
async function largeDataBenchmarks(
  rows: BenchRow[],
  wanted: (name: string) => boolean,
  activeYear: number,
  log: (message: string) => void,
): Promise<SectionsCell[] | undefined> {
  let sectionCells: SectionsCell[] | undefined;

  const dataDb = await createTestDatabase('bench_data', allMigrations, { max: 16 });
  let server: AppProcess | undefined;
  try {
    await ensureReadModels(dataDb.db);
    const store = new PostgresEventStore({ pool: dataDb.pool });
    await seedDemoData(dataDb.db, store, { scale: 'small', activeYear });
    const { rows: groups } = await sql<{ id: string }>`
      select data->>'id' as id from es_events where event_type = 'WorkgroupCreated' order by 1`.execute(
      dataDb.db,
    );
    const workgroupIds = groups.map((group) => group.id);
    log('writing 50 000 courses x 4 events (200 000 events)...');
    const started = performance.now();
    await appendCourseHistory(store, { count: 50_000, updates: 3, concurrency: 16, workgroupIds });
    log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    log('rebuilding the courses read model from zero...');
    const rebuilt = await rebuildBenchmark(dataDb);
    if (wanted('rebuild')) rows.push(rebuilt);
    // after the rebuild, so that the courses rebuild reads the same log as before sections existed
    if (wanted('sections') || wanted('reports')) await appendLargePlan(dataDb, store, activeYear, log);
    server = await startAppProcess(dataDb.url, 'all');
    await waitForProjections(server.url!);
    let courses: BenchRow[] = [];
    if (wanted('list')) {
      log('list queries at 50k rows...');
      courses = await listBenchmark(server.url!, workgroupIds[0]!);
      rows.push(...courses);
    }
    if (wanted('sections')) {
      log('/api/sections at 50k sections, every filter x sort cell, two principals...');
      const result = await sectionsListBenchmark(server.url!, periodIdOf(activeYear), {
        latency: courses[0] && `courses: ${courses[0].measured}`,
        throughput: courses[1] && `courses: ${courses[1].measured}`,
      });
      rows.push(...result.rows);
      sectionCells = result.cells;
    }
    if (wanted('reports')) {
      log('reports at 50k sections: grouped pages, CSV and XLSX exports...');
      rows.push(...(await reportsBenchmark(server.url!, server.child.pid!, dataDb, log)));
    }
    if (wanted('command')) {
      log('command round trips at 200/s...');
      rows.push(...(await commandBenchmark(server.url!)));
    }
  } finally {
    await server?.stop();
    await dataDb.drop();
  }
  return sectionCells;
}

/**
 * Live updates and assigning need only the small demo data (sections of the active period, faculty): a
 * server of their own, started after the large one stopped. The courses command row of this run, when
 * there is one, is the assigning row's baseline.
 */
async function demoDataBenchmarks(
  rows: BenchRow[],
  wanted: (name: string) => boolean,
  activeYear: number,
  log: (message: string) => void,
) {
  // 16 appending writers, the after-commit notify and the seed. Assigning first: the socket part appends
  // ~45 000 point changes (10 rounds of 3 s at 1,200-1,700/s) to the demo period's section streams, some
  // 700 on each, and a command on a section reads its whole stream, so assigning after it measured the
  // streams' length: one at a time 37-44 ms instead of 17.6-18.1, p50 at 100/s 750-815 ms instead of
  // 145-228 (2026-11-29)
  const { database: liveDb, server } = await startDemoDataServer('bench_live', activeYear, { max: 18 });
  try {
    if (wanted('assign')) {
      log('assigning: teaching-assignment command round trips at 100/s...');
      const courses = rows.find((row) => row.what.startsWith('command round trip'));
      const stopSampling = sampleOldestWrite(liveDb.pool);
      let clusterOldestWriteMs: number;
      let assigning: BenchRow[];
      try {
        assigning = await assignBenchmark(server.url!, periodIdOf(activeYear), courses);
      } finally {
        clusterOldestWriteMs = await stopSampling();
      }
      assigning[0]!.detail = { ...assigning[0]!.detail, clusterOldestWriteMs };
      rows.push(...assigning);
    }
    if (wanted('socket')) {
      log('append -> websocket latency, append throughput with push on vs off...');
      rows.push(...(await socketBenchmarks(liveDb, server.url!, periodIdOf(activeYear))));
    }
  } finally {
    await server.stop();
    await liveDb.drop();
  }
}

function finish(
  rows: BenchRow[],
  sectionCells: SectionsCell[] | undefined,
  historyMeasured: boolean,
  only: Set<string> | undefined,
) {
  const bundle = webBundleSize();
  if (bundle) rows.push(bundle);
  else console.log('[bench] web/dist not built: skipping the bundle size (npm run build)');

  const notYet = historyMeasured ? [] : ['history as of a past instant (npm run bench -- --only history)'];
  if (sectionCells) printSectionsCells(sectionCells);
  printTable(rows);
  if (notYet.length > 0) console.log(`Not measured yet: ${notYet.join('; ')}.`);
  const judged = rows.filter((row) => row.met !== null);
  const met = judged.filter((row) => row.met).length;
  const out = resolve(import.meta.dirname, '../../bench-results');
  mkdirSync(out, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    rows,
    notMeasured: notYet,
    met,
    judged: judged.length,
    sections: only ? [...only] : 'all',
    ...(sectionCells ? { sectionCells } : {}),
  };
  const file = resolve(out, `bench-${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  writeFileSync(resolve(out, 'latest.json'), JSON.stringify(report, null, 2));
  console.log(`[bench] written ${file}`);
  // the run's verdict, last (issue 37): a row counts as met only in a full run, not in a section alone
  const partial = only ? ` in a run of ${[...only].join(', ')} only: not a full run` : '';
  const unjudged = rows.length - judged.length;
  console.log(
    `${met} of ${judged.length} rows met${unjudged > 0 ? ` (${unjudged} not judged)` : ''}${partial}`,
  );
}

function printTable(rows: BenchRow[]) {
  const header = ['what', 'measured', 'baseline (same run)', 'target', 'met'];
  const lines = rows.map((row) => [
    row.what,
    row.measured,
    row.baseline ?? '',
    row.target,
    row.met === null ? '-' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  for (const row of rows) if (row.detail) console.log(`  ${row.what}: ${JSON.stringify(row.detail)}`);
  console.log('');
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
