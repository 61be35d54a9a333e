import { createPeriod, planPeriod, waitForRows } from '../e2e/cloningFixtures.js';
import { ApiClient, testRedisUrl } from '../support/index.js';
import { openSocket, type SocketProbe } from '../support/socketProbe.js';
import { startDemoDataServer } from './demoDataServer.js';
import { waitForProjections } from './sectionsData.js';
import { type BenchRow, round } from './stats.js';

/** Spec §2 Clone Resources: the number tests/e2e/cloning.spec.ts held as a timing assert before. */
const targetSeconds = 30;
const shape = { offerings: 100, perOffering: 50 };

/**
 * Cloning a period of 5 000 sections as the e2e test does it (tests/e2e/cloning.spec.ts): the source
 * period planned by its fixtures, then POST /api/cloning as the admin, timed from the POST until the job's
 * `completed` progress reaches the starter's socket. On its own database and app process (ROLE=all: API,
 * projections and the clone worker), on Redis when TEST_REDIS_URL is set, else on BullMQ's PostgreSQL
 * backend. The baseline, in the same run: writing the same plan into the source period (planPeriod: the
 * 100 offerings with their term modes and the 5 000 sections with their meetings, appended by 8 writers,
 * then awaited in the read models) — the same records the clone writes into the target.
 */
export async function cloneBenchmark(activeYear: number, log: (message: string) => void): Promise<BenchRow> {
  const redis = testRedisUrl();
  // planPeriod's 8 writers, the seed and the fixtures' reads
  const { database, server } = await startDemoDataServer('bench_clone', activeYear, {
    max: 10,
    env: { FEATURE_FLAGS: 'apiEnabled', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  const url = server.url!;
  let starter: SocketProbe | undefined;
  try {
    const [admin, ops] = await Promise.all(
      ['admin', 'academicOpsAdmin'].map((name) => new ApiClient(url).signIn(name)),
    );
    const source = await createPeriod(ops, 'Clone source 2060', 2060, ['Fall', 'Spring', 'Summer']);
    const target = await createPeriod(
      ops,
      'Clone target 2061',
      2061,
      ['Summer', 'Spring', 'Fall'],
      'Term of ',
    );

    log(`writing the source plan (${shape.offerings * shape.perOffering} sections), the baseline...`);
    const planStarted = performance.now();
    const plan = await planPeriod(ops, database, source, shape);
    const planSeconds = (performance.now() - planStarted) / 1000;
    await waitForProjections(url);

    log(`cloning it (${redis ? 'Redis' : 'PostgreSQL'} job queue)...`);
    starter = await openSocket(url, { cookie: admin.cookie });
    const started = performance.now();
    const response = await admin.post('/api/cloning', {
      sourceAcademicPeriodId: source.id,
      targetAcademicPeriodId: target.id,
      includeMeetings: true,
    });
    if (response.status !== 202)
      throw new Error(`clone not started: ${response.status} ${JSON.stringify(response.body)}`);
    const jobId = response.body.jobId as string;
    const progress = await starter.finished(jobId, 15 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const last = progress.at(-1);
    if (last?.state !== 'completed') throw new Error(`clone ${last?.state}: ${JSON.stringify(last)}`);
    // not part of the measure: when the clone's sections are all in the read model
    await waitForRows(database, 'sections', target.id, plan.sections);
    const visibleSeconds = (performance.now() - started) / 1000;

    const created = last.result?.created as Record<string, number> | undefined;
    const met = seconds <= targetSeconds && created?.sections === plan.sections;
    return {
      what: `cloning a period of ${plan.sections} sections (job, progress over the socket)`,
      measured: `${round(seconds)} s (${Math.round(plan.sections / seconds)} sections/s)`,
      baseline:
        `writing the same plan: ${round(planSeconds)} s (${Math.round(plan.sections / planSeconds)} sections/s); ` +
        `clone/plan ${round(seconds / planSeconds, 2)}x`,
      target: `<= ${targetSeconds} s`,
      met,
      detail: {
        seconds: round(seconds, 2),
        planSeconds: round(planSeconds, 2),
        ratio: round(seconds / planSeconds, 2),
        visibleInReadModelSeconds: round(visibleSeconds, 2),
        queue: redis ? 'redis' : 'postgres',
        progressMessages: progress.length,
        created,
        skipped: last.result?.skipped && {
          ...last.result.skipped,
          reasons: last.result.skipped.reasons?.length ?? 0,
        },
        plan: { offerings: plan.offerings, termModes: plan.termModes, sections: plan.sections },
      },
    };
  } finally {
    starter?.close();
    await server.stop();
    await database.drop();
  }
}
