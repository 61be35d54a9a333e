import { LeanClient } from './leanClient.js';
import { type BenchRow, openLoop, percentile, round } from './stats.js';

interface Assignment {
  id: string;
  SectionId: string;
  UserId: string;
  version: number;
  points: number;
}
type Kind = 'create' | 'update' | 'delete';

const filter = (value: object) => encodeURIComponent(JSON.stringify(value));

/**
 * The issue's "command round trip for assigning" against DESIGN §12's command target, open loop at a fixed
 * rate like commandBench: 70% POST /api/teachingAssignments?confirm=true for (section, instructor) pairs
 * not assigned yet in the demo data, 20% PUT of the points, 10% DELETE, each PUT and DELETE on an
 * assignment made earlier (oldest first, one command per assignment at a time). After every 2xx, the
 * section read with its assignments must show the write: the assignment at the answered version or later,
 * gone after a delete.
 */
export async function assignBenchmark(
  url: string,
  periodId: string,
  baseline: BenchRow | undefined,
  rate = 100,
  seconds = 10,
): Promise<BenchRow[]> {
  const client = await new LeanClient(url).signIn('academicOpsAdmin');
  const pairs = await unassignedPairs(client, periodId);
  const warmUp = performance.now();
  const pool = await assignNext(client, pairs, 50); // warm-up, and assignments to change
  const oneAtATime = (performance.now() - warmUp) / 50;
  const create = async () => {
    const [SectionId, UserId] = pairs.next().value!;
    return client.post('/api/teachingAssignments?confirm=true', { SectionId, UserId, points: 1 });
  };

  const latencies: Record<Kind, number[]> = { create: [], update: [], delete: [] };
  const failures: Record<string, number> = {};
  let stale = 0;
  let pointsDiffer = 0;
  let accepted = 0;
  await openLoop(rate, seconds, async (index, scheduled) => {
    const kind: Kind = pool.length === 0 || index % 10 < 7 ? 'create' : index % 10 < 9 ? 'update' : 'delete';
    const target = kind === 'create' ? undefined : pool.shift()!;
    const path = `/api/teachingAssignments/${target?.id}`;
    const response =
      kind === 'create'
        ? await create()
        : kind === 'update'
          ? await client.put(`${path}?confirm=true`, {
              points: target!.points === 1 ? 2 : 1,
              version: target!.version,
            })
          : await client.request('DELETE', `${path}?version=${target!.version}`);
    const latency = performance.now() - scheduled;
    if (response.status === 202) accepted++;
    if (response.status !== 200 && response.status !== 201) {
      failures[`${kind} ${response.status}`] = (failures[`${kind} ${response.status}`] ?? 0) + 1;
      if (target) pool.push(target);
      return;
    }
    latencies[kind].push(latency);
    const written = response.body as Assignment;
    const section = await client.get(`/api/sections/${written.SectionId}?include=TeachingAssignments`);
    const embedded = section.body?.TeachingAssignments as Assignment[] | undefined;
    const seen = embedded?.find((row) => row.id === written.id);
    if (!embedded || (kind === 'delete' ? seen : !(seen && seen.version >= written.version))) stale++;
    const sum = (embedded ?? []).reduce((points, row) => points + Number(row.points), 0);
    if (Math.abs(sum - Number(section.body?.assignedPoints ?? 0)) > 1e-9) pointsDiffer++;
    if (kind !== 'delete') pool.push(written);
  });
  client.close();
  const all = [...latencies.create, ...latencies.update, ...latencies.delete];
  const p50 = percentile(all, 50);
  const p99 = percentile(all, 99);
  const summary = (sample: number[]) => ({
    count: sample.length,
    p50: round(percentile(sample, 50)),
    p99: round(percentile(sample, 99)),
  });
  return [
    {
      what: `assigning: command round trip over HTTP incl. read-your-writes, ${rate} commands/s (POST/PUT/DELETE 7:2:1)`,
      measured: `p50 ${round(p50)} ms, p99 ${round(p99)} ms`,
      baseline: baseline && `courses: ${baseline.measured}`,
      target: 'p50 <= 10 ms, p99 <= 50 ms',
      met: p50 <= 10 && p99 <= 50,
      detail: {
        commands: rate * seconds,
        failures,
        accepted202: accepted,
        warmUpCreateOneAtATimeMs: round(oneAtATime),
        create: summary(latencies.create),
        update: summary(latencies.update),
        delete: summary(latencies.delete),
      },
    },
    {
      what: "assigning: stale reads: the section's assignments right after a 2xx miss the write",
      measured: `${stale} of ${all.length}`,
      target: '0',
      met: stale === 0,
      // the row and its embedded assignments are two statements: a concurrent commit can fall between
      detail: { assignedPointsDifferFromEmbedded: pointsDiffer },
    },
  ];
}

/**
 * (SectionId, UserId) pairs of the period's sections and active faculty that are not assigned yet. Each
 * round takes every section once, the instructors in turn, so that commands close in time fall on
 * different section streams and different instructors' workloads.
 */
export async function unassignedPairs(client: LeanClient, periodId: string) {
  const inPeriod = filter({ AcademicPeriodId: periodId });
  const sections = (await all(client, `/api/sections?filter=${inPeriod}`)) as { id: string }[];
  const instructors = (
    (await all(client, `/api/instructors?filter=${inPeriod}`)) as { id: string; isActive: boolean }[]
  ).filter((row) => row.isActive);
  const existing = (await all(client, `/api/teachingAssignments?filter=${inPeriod}`)) as Assignment[];
  const taken = new Set(existing.map((row) => `${row.SectionId}/${row.UserId}`));
  return (function* () {
    for (let round = 0; round < instructors.length; round++)
      for (const [index, section] of sections.entries()) {
        const instructor = instructors[(index + round) % instructors.length]!;
        if (!taken.has(`${section.id}/${instructor.id}`)) yield [section.id, instructor.id] as const;
      }
    throw new Error('the demo data has no more unassigned (section, instructor) pairs');
  })();
}

/** Assigns the next `count` pairs (on distinct sections if asked) with 1 point each, one at a time. */
export async function assignNext(
  client: LeanClient,
  pairs: Iterator<readonly [string, string]>,
  count: number,
  distinctSections = false,
): Promise<Assignment[]> {
  const made: Assignment[] = [];
  const sections = new Set<string>();
  while (made.length < count) {
    const [SectionId, UserId] = pairs.next().value!;
    if (distinctSections && sections.has(SectionId)) continue;
    sections.add(SectionId);
    const response = await client.post('/api/teachingAssignments?confirm=true', {
      SectionId,
      UserId,
      points: 1,
    });
    if (response.status !== 201)
      throw new Error(`assigning: ${response.status} ${JSON.stringify(response.body)}`);
    made.push(response.body);
  }
  return made;
}

/** Every row of a list, 1000 at a time. */
async function all(client: LeanClient, path: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (;;) {
    const page = await client.get(`${path}&range=[${rows.length},${rows.length + 999}]`);
    if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
    rows.push(...page.body);
    if (page.body.length < 1000) return rows;
  }
}
