import { listQuery } from '../support/index.js';
import { type HistoryData, historyDataOn, keptHistoryDatabase, startHistoryData } from './historyServer.js';
import { LeanClient } from './leanClient.js';
import { type BenchRow, percentile, round } from './stats.js';

const day = 24 * 3600 * 1000;
const targets = { recordP95Ms: 20, listP95Ms: 200, differenceP95Ms: 500 };
const recordRequests = 200;
const listRequests = 30;
const differenceRequests = 20;

type Latencies = { p50: number; p95: number; worst: number; n: number };
const summary = (sample: number[]): Latencies => ({
  p50: round(percentile([...sample], 50)),
  p95: round(percentile([...sample], 95)),
  worst: round(Math.max(...sample)),
  n: sample.length,
});
const shown = (l: Latencies) => `p50 ${l.p50} ms, p95 ${l.p95} ms, worst ${l.worst} ms`;

async function timedGet(client: LeanClient, path: string): Promise<number> {
  const started = performance.now();
  const response = await client.get(path);
  const ms = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return ms;
}

/** Each path now and as of its instant, alternating (so both see the same server state and cache). */
async function nowAndThen(client: LeanClient, cases: { path: string; asOf: number }[]) {
  const now: number[] = [];
  const then: number[] = [];
  for (const { path, asOf } of cases) {
    now.push(await timedGet(client, path));
    const separator = path.includes('?') ? '&' : '?';
    then.push(await timedGet(client, `${path}${separator}asOf=${new Date(asOf).toISOString()}`));
  }
  return { now: summary(now), then: summary(then) };
}

function row(what: string, measured: { now: Latencies; then: Latencies }, targetMs: number): BenchRow {
  const { now, then } = measured;
  return {
    what,
    measured: shown(then),
    baseline: `same GETs now (no asOf): ${shown(now)}; asOf/now p95 ${round(then.p95 / now.p95, 1)}x`,
    target: `p95 <= ${targetMs} ms`,
    met: then.p95 <= targetMs,
    detail: { asOf: then, now, ratioP95: round(then.p95 / now.p95, 2) },
  };
}

/** Random instants between the log's first day and its last change. */
const instantIn = (data: HistoryData, from = data.start + day, to = data.end) =>
  from + Math.random() * (to - from);

async function recordRows(client: LeanClient, data: HistoryData): Promise<BenchRow[]> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
  // assignments still there now (the baseline's GET), as of an instant in their life (the record, not a 404)
  const alive = data.lived.filter((a) => a.to === undefined && data.end - a.from > 3 * day);
  const assignments = Array.from({ length: recordRequests }, () => {
    const assignment = pick(alive);
    return {
      path: `/api/teachingAssignments/${assignment.id}`,
      asOf: instantIn(data, assignment.from + day, data.end),
    };
  });
  const sectionIds = [...new Set(data.lived.map((a) => a.SectionId))];
  const sections = Array.from({ length: recordRequests }, () => ({
    path: `/api/sections/${pick(sectionIds)}`,
    asOf: instantIn(data),
  }));
  return [
    row(
      `one teaching assignment as of a past instant (GET /api/teachingAssignments/:id?asOf)`,
      await nowAndThen(client, assignments),
      targets.recordP95Ms,
    ),
    row(
      `one section as of a past instant (GET /api/sections/:id?asOf)`,
      await nowAndThen(client, sections),
      targets.recordP95Ms,
    ),
  ];
}

/** The big period's assignment count (X-Total-Count) through the year: that the past differs from now. */
async function assignmentTotals(client: LeanClient, data: HistoryData, path: string) {
  const totals: Record<string, number> = {};
  for (const days of [30, 90, 180, 270]) {
    const asOf = new Date(data.start + days * day).toISOString();
    totals[`day ${days}`] = Number((await client.get(`${path}&asOf=${asOf}`)).headers['x-total-count']);
  }
  totals.now = Number((await client.get(path)).headers['x-total-count']);
  return totals;
}

async function listRows(client: LeanClient, data: HistoryData): Promise<BenchRow[]> {
  const period = { AcademicPeriodId: data.bigPeriodId };
  const lists: [string, string[]][] = [
    [
      'sections',
      ['sectionNumber', 'name', 'coverageStatus', 'points'].map(
        (sort) => `/api/sections${listQuery({ filter: period, sort: [sort, 'ASC'], range: [0, 24] })}`,
      ),
    ],
    [
      'instructors',
      ['name', 'pointsAssigned'].map(
        (sort) => `/api/instructors${listQuery({ filter: period, sort: [sort, 'DESC'], range: [0, 24] })}`,
      ),
    ],
    [
      'teachingAssignments',
      [undefined, ['sectionNumber', 'ASC']].map(
        (sort) =>
          `/api/teachingAssignments${listQuery({ filter: period, ...(sort ? { sort } : {}), range: [0, 24] })}`,
      ),
    ],
  ];
  const rows: BenchRow[] = [];
  const totals = await assignmentTotals(client, data, lists[2]![1][0]!);
  for (const [resource, shapes] of lists) {
    const cases = Array.from({ length: listRequests }, (_, i) => ({
      path: shapes[i % shapes.length]!,
      asOf: instantIn(data),
    }));
    const measured = await nowAndThen(client, cases);
    rows.push(
      row(
        `a page of /api/${resource} (50k-section period, ${shapes.length} sorts, 25 rows) as of a past instant`,
        measured,
        targets.listP95Ms,
      ),
    );
  }
  rows.at(-1)!.detail = { ...rows.at(-1)!.detail, totals };
  return rows;
}

/** The difference between two instants of the 400-section period, when the lead's route exists. */
async function differenceRow(client: LeanClient, data: HistoryData): Promise<BenchRow> {
  const what = `difference between two instants of a 400-section period (GET /api/history/difference)`;
  const pathOf = () => {
    const [from, to] = [instantIn(data), instantIn(data)].sort((a, b) => a - b);
    return `/api/history/difference?periodId=${data.smallPeriodId}&from=${new Date(from!).toISOString()}&to=${new Date(to!).toISOString()}`;
  };
  const probe = await client.get(pathOf());
  if (probe.status === 404 && !probe.body?.errors)
    return { what, measured: 'route missing', target: `p95 <= ${targets.differenceP95Ms} ms`, met: null };
  const sample: number[] = [];
  const wholeYear = `/api/history/difference?periodId=${data.smallPeriodId}&from=${new Date(data.start + day).toISOString()}&to=${new Date(data.end).toISOString()}`;
  for (let i = 0; i < differenceRequests; i++)
    sample.push(await timedGet(client, i % 4 === 0 ? wholeYear : pathOf()));
  const whole = await client.get(wholeYear);
  const l = summary(sample);
  return {
    what,
    measured: shown(l),
    baseline: `one list page of the period now: see the rows above`,
    target: `p95 <= ${targets.differenceP95Ms} ms`,
    met: l.p95 <= targets.differenceP95Ms,
    detail: { ...l, wholeYearBytes: JSON.stringify(whole.body).length },
  };
}

/**
 * Issue 19 / DESIGN §12 and §16: reads as of a past instant over the 50k sections with a year of changes
 * (historyServer.ts), over HTTP as an admin (a History reader): one record, a list page, and the
 * difference of a 400-section period between two instants; each beside the same GETs now, in this run.
 * BENCH_KEEP_DB=1 keeps the database for EXPLAIN (its URL is logged); BENCH_HISTORY_URL=<that URL>
 * measures on it again without building.
 */
export async function historyBenchmark(
  activeYear: number,
  log: (message: string) => void,
): Promise<BenchRow[]> {
  const kept = process.env.BENCH_HISTORY_URL;
  const data = kept
    ? await historyDataOn(keptHistoryDatabase(kept), { activeYear, log })
    : await startHistoryData(activeYear, log);
  const client = await new LeanClient(data.server.url!).signIn('admin');
  try {
    for (let i = 0; i < 30; i++) await client.get(`/api/workgroups${listQuery({ range: [0, 24] })}`);
    log('one record as of a past instant vs now...');
    const rows = await recordRows(client, data);
    log('list pages as of a past instant vs now...');
    rows.push(...(await listRows(client, data)));
    log('difference between two instants...');
    rows.push(await differenceRow(client, data));
    rows[0]!.detail = { ...rows[0]!.detail, data: data.counts };
    return rows;
  } finally {
    client.close();
    await data.server.stop();
    if (process.env.BENCH_KEEP_DB && !kept) log(`kept ${data.database.url}`);
    else await data.database.drop();
  }
}
