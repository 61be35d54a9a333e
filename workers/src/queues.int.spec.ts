import { createTestDatabase, type TestDatabase, testRedisUrl } from '@tams/tests/support';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueBackend } from './queues.js';

/** The Redis keys a test made (its key prefix); the Postgres backend's live in the test's database. */
async function deleteKeys(url: string, pattern: string): Promise<void> {
  const client = new Redis(url);
  try {
    for await (const keys of client.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await client.del(...(keys as string[]));
    }
  } finally {
    await client.quit();
  }
}

const backends = [
  { name: 'PostgreSQL', redis: false },
  { name: 'Redis', redis: true },
] as const;

describe.each(backends)('BullMQ on $name', ({ redis }) => {
  const redisUrl = testRedisUrl();
  const skip = redis && !redisUrl;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('queues');
  });
  afterAll(() => database?.drop());

  it.skipIf(skip)(
    `runs a job and reports its progress${skip ? ' (skipped: no TEST_REDIS_URL and no Redis on 127.0.0.1:6379)' : ''}`,
    async () => {
      const namespace = `tams_test_${Math.random().toString(36).slice(2, 8)}`;
      const backend = queueBackend({
        redisUrl: redis ? redisUrl : undefined,
        databaseUrl: database.url,
        namespace,
      });
      expect(backend.kind).toBe(redis ? 'redis' : 'postgres');
      const progress: number[] = [];
      let processed!: (data: unknown) => void;
      const done = new Promise<unknown>((resolve) => {
        processed = resolve;
      });
      const worker = backend.worker('email', async (job) => {
        await job.updateProgress(50);
        progress.push(50);
        processed(job.data);
        return 'sent';
      });
      const queue = backend.queue('email');
      try {
        const job = await queue.add('welcome', { to: 'faculty1@tams.example.edu' }, { jobId: 'event-123' });
        const again = await queue.add('welcome', { to: 'faculty1@tams.example.edu' }, { jobId: 'event-123' });
        expect(again.id).toBe(job.id); // a job id derived from the triggering event makes the job idempotent
        expect(await done).toEqual({ to: 'faculty1@tams.example.edu' });
        expect(progress).toEqual([50]);
      } finally {
        await worker.close();
        await queue.close();
        if (redis) await deleteKeys(redisUrl!, `${namespace}:*`);
      }
    },
  );
});
