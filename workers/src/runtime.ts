import type { Logger } from '@tams/platform';
import {
  type JobProcessor,
  type QueueBackendOptions,
  type QueueName,
  queueBackend,
  type WorkerHandle,
} from './queues.js';

/** The processors of this build, by queue. Features register theirs here as they arrive. */
export const jobProcessors: Partial<Record<QueueName, JobProcessor>> = {};

/** The workers role (DESIGN §8): one BullMQ worker per queue that has a processor. */
export class WorkersRuntime {
  private readonly workers: WorkerHandle[] = [];

  constructor(
    private readonly options: QueueBackendOptions & {
      logger: Logger;
      processors?: Partial<Record<QueueName, JobProcessor>>;
    },
  ) {}

  start(): void {
    const backend = queueBackend(this.options);
    const processors = Object.entries(this.options.processors ?? jobProcessors) as [
      QueueName,
      JobProcessor,
    ][];
    for (const [name, processor] of processors) {
      const worker = backend.worker(name, processor);
      worker.on('failed', (job, error) =>
        this.options.logger.error({ queue: name, jobId: job?.id, err: error }, 'job failed'),
      );
      this.workers.push(worker);
    }
    this.options.logger.info(
      { backend: backend.kind, queues: processors.map(([name]) => name) },
      'workers started',
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((worker) => worker.close()));
  }
}
