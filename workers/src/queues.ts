import { createPostgresBackend, createRedisBackend, type Job, type JobsOptions, withBackend } from 'bullmq';
import { Redis } from 'ioredis';

/** The job queues of DESIGN §8; each gets its processor with the feature that uses it. */
export const queueNames = [
  'effortImport',
  'reportSnapshot',
  'dataExport',
  'cloneResources',
  'email',
  'sisImport',
  'autoDraft',
] as const;
export type QueueName = (typeof queueNames)[number];

export type { Job, JobsOptions };
export type JobProcessor = (job: Job) => Promise<unknown>;

/** A job's progress as a percent (0-100); 0 for what is not a number. */
export const percentOf = (progress: unknown): number =>
  typeof progress === 'number' && Number.isFinite(progress) ? Math.max(0, Math.min(100, progress)) : 0;

export interface QueueBackendOptions {
  /** Redis when set (REDIS_URL) ... */
  redisUrl?: string | undefined;
  /** ... otherwise BullMQ's PostgreSQL backend in this database (the embedded default needs no Redis). */
  databaseUrl: string;
  /** Key prefix (Redis) or schema (Postgres): tests use their own. */
  namespace?: string;
}

export interface QueueHandle {
  add(name: string, data: unknown, options?: JobsOptions): Promise<Job>;
  /** The job with this id (waiting, running or finished and kept), or undefined. */
  getJob(jobId: string): Promise<Job | undefined>;
  close(): Promise<void>;
}
export interface WorkerHandle {
  close(): Promise<void>;
  isRunning(): boolean;
  on(event: 'failed', listener: (job: Job | undefined, error: Error) => void): void;
  on(event: 'active', listener: (job: Job) => void): void;
  on(event: 'progress', listener: (job: Job, progress: unknown) => void): void;
  on(event: 'completed', listener: (job: Job, result: unknown) => void): void;
}

/**
 * Redis keys per database: processes of one deployment share them, while deployments (and test servers)
 * that share a Redis never take each other's jobs, which would run against the wrong database.
 */
const redisPrefixOf = (databaseUrl: string) => {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return name ? `tams-${name}` : 'tams';
};

/** Queue and Worker constructors bound to the configured backend. */
export function queueBackend(options: QueueBackendOptions) {
  if (options.redisUrl) {
    const { Queue, Worker } = withBackend(createRedisBackend);
    const connection = () => new Redis(options.redisUrl!, { maxRetriesPerRequest: null });
    const prefix = options.namespace ?? redisPrefixOf(options.databaseUrl);
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
    // per queue and per worker, beside its own LISTEN connection: two serve a worker of concurrency 2, and
    // every queue with a processor (cloning, effort import) adds one of each to the process's connections
    max: 2,
  };
  return {
    kind: 'postgres' as const,
    queue: (name: QueueName): QueueHandle => new Queue(name, { connection }),
    worker: (name: QueueName, processor: JobProcessor, concurrency = 2): WorkerHandle =>
      new Worker(name, processor, { connection, concurrency }),
  };
}
