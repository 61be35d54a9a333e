import { LeanClient } from './leanClient.js';
import { type BenchRow, percentile, round } from './stats.js';

interface Tracked {
  id: string;
  version: number;
}

/**
 * DESIGN §12: HTTP command round trip including read-your-writes, at a fixed arrival rate (open loop:
 * latency counts from the scheduled send, so a slow answer cannot hide the queue behind it). Half creates,
 * half updates of distinct courses. After every 2xx a GET must see at least the answered version.
 */
export async function commandBenchmark(url: string, rate = 200, seconds = 10): Promise<BenchRow[]> {
  const client = await new LeanClient(url).signIn('academicOpsAdmin');
  const run = Math.random().toString(36).slice(2, 7).toUpperCase();
  const pool: Tracked[] = [];
  for (let i = 0; i < 100; i++) {
    const { body } = await client.post('/api/courses', {
      courseNumber: `CMD${run} SEED ${i}`,
      name: 'Command bench',
    });
    pool.push({ id: body.id, version: body.version });
  }
  const latencies: number[] = [];
  const creates: number[] = [];
  const updates: number[] = [];
  let failures = 0;
  let stale = 0;
  let accepted = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = performance.now() + 50;
  const inFlight: Promise<void>[] = [];

  for (let i = 0; i < total; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((done) => setTimeout(done, wait));
    const isCreate = i % 2 === 0 || pool.length === 0;
    const target = isCreate ? undefined : pool.shift()!;
    inFlight.push(
      (async () => {
        const response = isCreate
          ? await client.post('/api/courses', {
              courseNumber: `CMD${run} ${i}`,
              name: `Command ${i}`,
              unitsMax: 3,
            })
          : await client.put(`/api/courses/${target!.id}`, {
              name: `Renamed ${i}`,
              version: target!.version,
            });
        const latency = performance.now() - scheduled;
        if (response.status === 202) accepted++;
        if (response.status !== 200 && response.status !== 201) {
          failures++;
          if (target) pool.push(target);
          return;
        }
        latencies.push(latency);
        (isCreate ? creates : updates).push(latency);
        const check = await client.get(`/api/courses/${response.body.id}`);
        if (check.body.version < response.body.version) stale++;
        pool.push({ id: response.body.id, version: response.body.version });
      })(),
    );
  }
  await Promise.all(inFlight);
  client.close();
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  return [
    {
      what: `command round trip over HTTP incl. read-your-writes, ${rate} commands/s`,
      measured: `p50 ${round(p50)} ms, p99 ${round(p99)} ms`,
      target: 'p50 <= 10 ms, p99 <= 50 ms',
      met: p50 <= 10 && p99 <= 50,
      detail: {
        commands: total,
        failures,
        accepted202: accepted,
        create: { p50: round(percentile(creates, 50)), p99: round(percentile(creates, 99)) },
        update: { p50: round(percentile(updates, 50)), p99: round(percentile(updates, 99)) },
      },
    },
    {
      what: 'stale reads: a GET right after a 2xx sees an older version',
      measured: `${stale} of ${latencies.length}`,
      target: '0',
      met: stale === 0,
    },
  ];
}
