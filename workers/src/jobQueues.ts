import { type QueueBackendOptions, type QueueHandle, type QueueName, queueBackend } from './queues.js';

/** The queues an API process adds jobs to: one handle per queue, opened on first use, closed together. */
export class JobQueues {
  private readonly backend;
  private readonly open = new Map<QueueName, QueueHandle>();

  constructor(options: QueueBackendOptions) {
    this.backend = queueBackend(options);
  }

  queue(name: QueueName): QueueHandle {
    let handle = this.open.get(name);
    if (!handle) {
      handle = this.backend.queue(name);
      this.open.set(name, handle);
    }
    return handle;
  }

  async close(): Promise<void> {
    const handles = [...this.open.values()];
    this.open.clear();
    await Promise.all(handles.map((handle) => handle.close()));
  }
}
