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
  /**
   * Told of a queue's or worker's connection error (a dropped connection, the database shutting down).
   * Without it BullMQ writes the error and its stack to stderr itself (console.error).
   */
  onError?: (error: Error, source: string) => void;
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

/**
 * A queue's connection errors in the process's log, one line each: a connection the database ended (it
 * restarts, or shuts down as the app stops) is reconnected or closed by BullMQ; its stack says nothing
 * more, and BullMQ's own fallback wrote it to stderr as an unhandled error.
 */
export const logQueueErrors =
  (logger: { warn(fields: object, message: string): void }) => (error: Error, source: string) =>
    logger.warn(
      { source, error: error.message, code: (error as { code?: string }).code },
      'job queue connection error',
    );

/** Queue and Worker constructors bound to the configured backend. */
export function queueBackend(options: QueueBackendOptions) {
  const watched = <T extends { on(event: 'error', listener: (error: Error) => void): unknown }>(
    handle: T,
    source: string,
  ): T => {
    const { onError } = options;
    if (onError) handle.on('error', (error) => onError(error, source));
    return handle;
  };
  if (options.redisUrl) {
    const { Queue, Worker } = withBackend(createRedisBackend);
    const connection = () => new Redis(options.redisUrl!, { maxRetriesPerRequest: null });
    const prefix = options.namespace ?? redisPrefixOf(options.databaseUrl);
    return {
      kind: 'redis' as const,
      queue: (name: QueueName): QueueHandle =>
        watched(new Queue(name, { connection: connection(), prefix }), `queue ${name}`),
      worker: (name: QueueName, processor: JobProcessor, concurrency = 2): WorkerHandle =>
        watched(
          new Worker(name, processor, { connection: connection(), prefix, concurrency }),
          `worker ${name}`,
        ),
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
    queue: (name: QueueName): QueueHandle => watched(new Queue(name, { connection }), `queue ${name}`),
    worker: (name: QueueName, processor: JobProcessor, concurrency = 2): WorkerHandle =>
      watched(new Worker(name, processor, { connection, concurrency }), `worker ${name}`),
  };
}
