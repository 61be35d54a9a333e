/** Percentile of a sample (nearest rank); the sample is sorted in place. */
export function percentile(sample: number[], p: number): number {
  if (sample.length === 0) return Number.NaN;
  sample.sort((a, b) => a - b);
  return sample[Math.min(sample.length - 1, Math.max(0, Math.ceil((p / 100) * sample.length) - 1))]!;
}

export const median = (sample: number[]) => percentile([...sample], 50);
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs `writers` loops of `operation` for `seconds`; returns operations per second. */
export async function throughput(
  writers: number,
  seconds: number,
  operation: (writer: number) => Promise<unknown>,
) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < until) {
        await operation(writer);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

export interface BenchRow {
  what: string;
  measured: string;
  baseline?: string;
  target: string;
  met: boolean | null;
  detail?: Record<string, unknown>;
}

/**
 * Starts `operation` at a fixed rate for `seconds` (open loop: a slow answer does not delay the next start,
 * so latency counted from `scheduled` includes any queue) and waits for all of them.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  operation: (index: number, scheduled: number) => Promise<void>,
): Promise<void> {
  const started = performance.now() + 50;
  const running: Promise<void>[] = [];
  for (let index = 0; index < rate * seconds; index++) {
    const scheduled = started + (index * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((done) => setTimeout(done, wait));
    running.push(operation(index, scheduled));
  }
  await Promise.all(running);
}
