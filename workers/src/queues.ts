import { createPostgresBackend, createRedisBackend, type Job, withBackend } from 'bullmq';
import { Redis } from 'ioredis';

/** The job queues of DESIGN §8; each gets its processor with the feature that uses it. */
export const queueNames = ['effortImport', 'reportSnapshot', 'cloneResources', 'email'] as const;
export type QueueName = (typeof queueNames)[number];

export type JobProcessor = (job: Job) => Promise<unknown>;

export interface QueueBackendOptions {
  /** Redis when set (REDIS_URL) ... */
  redisUrl?: string | undefined;
  /** ... otherwise BullMQ's PostgreSQL backend in this database (the embedded default needs no Redis). */
  databaseUrl: string;
  /** Key prefix (Redis) or schema (Postgres): tests use their own. */
  namespace?: string;
}

export interface QueueHandle {
  add(name: string, data: unknown, options?: { jobId?: string }): Promise<Job>;
  close(): Promise<void>;
}
export interface WorkerHandle {
  close(): Promise<void>;
  on(event: 'failed', listener: (job: Job | undefined, error: Error) => void): void;
}

/** Queue and Worker constructors bound to the configured backend. */
export function queueBackend(options: QueueBackendOptions) {
  if (options.redisUrl) {
    const { Queue, Worker } = withBackend(createRedisBackend);
    const connection = () => new Redis(options.redisUrl!, { maxRetriesPerRequest: null });
    const prefix = options.namespace ?? 'tams';
    return {
      kind: 'redis' as const,
      queue: (name: QueueName): QueueHandle => new Queue(name, { connection: connection(), prefix }),
      worker: (name: QueueName, processor: JobProcessor, concurrency = 2): WorkerHandle =>
        new Worker(name, processor, { connection: connection(), prefix, concurrency }),
    };
  }
  const { Queue, Worker } = withBackend(createPostgresBackend);
  const connection = {
    connectionString: options.databaseUrl,
    migrate: true,
    schema: options.namespace ?? 'bullmq',
    max: 4,
  };
  return {
    kind: 'postgres' as const,
    queue: (name: QueueName): QueueHandle => new Queue(name, { connection }),
    worker: (name: QueueName, processor: JobProcessor, concurrency = 2): WorkerHandle =>
      new Worker(name, processor, { connection, concurrency }),
  };
}
