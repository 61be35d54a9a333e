import {
  AppendSignal,
  type Checkpoint,
  CoalescedNotifier,
  isCheckpoint,
  NotificationHub,
  PostgresEventStore,
  ProcessorProgress,
  readModelChangedChannel,
} from '@tams/event-store';
import type { Database } from '@tams/platform';

export const appendedChannel = 'es_appended';

/**
 * The event store of this process and how processes tell each other about progress (DESIGN §3, §5):
 * appends wake local processors in-process and, when processors may run elsewhere, through one coalesced
 * NOTIFY after commit; processors' commits reach every process's ProcessorProgress through NOTIFY
 * `read_model_changed`. All of it is a hint: processors and waiters also poll.
 */
export async function startEventing(
  database: Database,
  url: string,
  options: { notifyOtherProcesses: boolean },
) {
  const appendSignal = new AppendSignal();
  const store = new PostgresEventStore({ pool: database.pool, appendSignal });
  const hub = new NotificationHub(url);
  const progress = new ProcessorProgress(database.db);

  if (options.notifyOtherProcesses) {
    const notifier = new CoalescedNotifier(database.pool, appendedChannel);
    appendSignal.subscribe((position) => notifier.notify(position));
  }
  await hub.listen(readModelChangedChannel, (payload) => {
    try {
      const commit = JSON.parse(payload) as { processor: string; checkpoint: Checkpoint; rebuilt?: boolean };
      if (!isCheckpoint(commit.checkpoint)) return;
      if (commit.rebuilt) progress.reset(commit.processor, commit.checkpoint);
      else progress.update(commit.processor, commit.checkpoint);
    } catch {
      // a malformed notification is ignored; waiters poll
    }
  });
  hub.onReconnect(() => void progress.refresh().catch(() => {}));

  return {
    appendSignal,
    store,
    hub,
    progress,
    async close() {
      progress.close();
      await hub.close();
    },
  };
}
