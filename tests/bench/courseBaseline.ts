import type { LeanClient } from './leanClient.js';
import { openLoop, percentile } from './stats.js';

/**
 * The course create the assigning targets are compared with, on the assigning bench's own server and data:
 * `POST /api/courses` is the plainest command (no facts to read, a small read model), so the ratio says what
 * assigning costs beyond a command's fixed price on this machine, at this moment.
 */
export class CourseCreates {
  private readonly run = Math.random().toString(36).slice(2, 7).toUpperCase();
  private next = 0;

  constructor(private readonly client: LeanClient) {}

  /** One create: its round trip in ms, or undefined when it was not visible in time (202) or failed. */
  async once(): Promise<number | undefined> {
    const started = performance.now();
    const response = await this.client.post('/api/courses', {
      courseNumber: `ASG${this.run} ${this.next++}`,
      name: 'Assign bench baseline',
    });
    return response.status === 201 ? performance.now() - started : undefined;
  }

  /** Creates at `rate` per second for `seconds` (open loop); p50 and p99 from each scheduled send. */
  async atRate(rate: number, seconds: number) {
    const latencies: number[] = [];
    let failures = 0;
    await openLoop(rate, seconds, async (_, scheduled) => {
      const response = await this.client.post('/api/courses', {
        courseNumber: `ASG${this.run} ${this.next++}`,
        name: 'Assign bench baseline',
      });
      if (response.status === 201) latencies.push(performance.now() - scheduled);
      else failures++;
    });
    return {
      count: latencies.length,
      failures,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  }
}
