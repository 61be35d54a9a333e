import type { Logger } from '@tams/platform';
import type { Job } from 'bullmq';
import {
  type JobProcessor,
  percentOf,
  type QueueBackendOptions,
  type QueueName,
  queueBackend,
  type WorkerHandle,
} from './queues.js';
import { type JobDeps, jobProcessors } from './registry.js';

/** What happened to a job in this process's workers: the UI's progress bar follows these (DESIGN §8). */
export interface JobEvent {
  queue: QueueName;
  job: Job;
  /** 'waiting' after a failed attempt that will be retried (with `error`). */
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0-100 */
  progress: number;
  result?: unknown;
  error?: string;
}

/** The workers role (DESIGN §8): one BullMQ worker per queue that has a processor in the registry. */
export class WorkersRuntime {
  private readonly workers: WorkerHandle[] = [];

  constructor(
    private readonly options: QueueBackendOptions & {
      logger: Logger;
      /** What the registry's processors run against. */
      deps: JobDeps;
      /** Told of each job's start, progress, completion and failure (e.g. to relay them to the socket). */
      onJobEvent?: (event: JobEvent) => void;
    },
  ) {}

  start(): void {
    const backend = queueBackend(this.options);
    const processors = Object.entries(jobProcessors).map(
      ([queue, processorOf]): [QueueName, JobProcessor] => [
        queue as QueueName,
        processorOf(this.options.deps),
      ],
    );
    for (const [name, processor] of processors) {
      const worker = backend.worker(name, processor);
      worker.on('failed', (job, error) =>
        this.options.logger.error({ queue: name, jobId: job?.id, err: error }, 'job failed'),
      );
      this.relayEvents(name, worker);
      this.workers.push(worker);
    }
    this.options.logger.info(
      { backend: backend.kind, queues: processors.map(([queue]) => queue) },
      'workers started',
    );
  }

  private relayEvents(queue: QueueName, worker: WorkerHandle): void {
    const tell = this.options.onJobEvent;
    if (!tell) return;
    worker.on('active', (job) => tell({ queue, job, state: 'active', progress: percentOf(job.progress) }));
    worker.on('progress', (job, progress) =>
      tell({ queue, job, state: 'active', progress: percentOf(progress) }),
    );
    worker.on('completed', (job, result) => tell({ queue, job, state: 'completed', progress: 100, result }));
    worker.on('failed', (job, error) => {
      if (!job) return;
      // an attempt failed and BullMQ runs it again: not over yet
      const retrying = job.attemptsMade < (job.opts.attempts ?? 1);
      const state = retrying ? 'waiting' : 'failed';
      tell({ queue, job, state, progress: percentOf(job.progress), error: error.message });
    });
  }

  /** Started, and every queue's worker still running (not closed). */
  get isRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((worker) => worker.isRunning());
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((worker) => worker.close()));
  }
}
