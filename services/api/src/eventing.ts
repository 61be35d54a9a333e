import { eventUpcasters } from '@tams/domain';
import {
  AppendSignal,
  type Checkpoint,
  CoalescedNotifier,
  isCheckpoint,
  NotificationHub,
  PostgresEventStore,
  type ProcessorCommit,
  ProcessorProgress,
  readModelChangedChannel,
} from '@tams/event-store';
import type { Database } from '@tams/platform';

export const appendedChannel = 'es_appended';
export const sessionChangedChannel = 'tams_session_changed';

type Listener<T> = (value: T) => void;

/** What the API's caches follow: read-model commits (this process's and others') and ended sessions. */
export interface AppEvents {
  onReadModelCommit(listener: Listener<ProcessorCommit>): () => void;
  onSessionChanged(listener: Listener<string>): () => void;
  /** Tell every process (this one at once) that the session with this token hash ended or changed. */
  sessionChanged(tokenHash: string): Promise<void>;
}

function listeners<T>() {
  const set = new Set<Listener<T>>();
  return {
    add(listener: Listener<T>) {
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(value: T) {
      for (const listener of set) listener(value);
    },
  };
}

/**
 * The event store of this process and how processes tell each other about progress (DESIGN §3, §5):
 * appends wake local processors in-process and, when processors may run elsewhere, through one coalesced
 * NOTIFY after commit; processors' commits reach every process through NOTIFY `read_model_changed`.
 * Subscribers (caches) hear of a commit before the waiters for read-your-writes do, so an answer never
 * comes from a cache the commit made stale. All of it is a hint: processors and waiters also poll.
 */
export async function startEventing(
  database: Database,
  url: string,
  options: { notifyOtherProcesses: boolean },
) {
  const appendSignal = new AppendSignal();
  const store = new PostgresEventStore({ pool: database.pool, appendSignal, upcasters: eventUpcasters });
  const hub = new NotificationHub(url);
  const progress = new ProcessorProgress(database.db);
  const commits = listeners<ProcessorCommit>();
  const changedSessions = listeners<string>();

  /** A processor commit, from this process (with its rows) or another (a notification). */
  const publishCommit = (commit: ProcessorCommit & { rebuilt?: boolean }) => {
    commits.emit(commit);
    if (commit.rebuilt) progress.reset(commit.processor, commit.checkpoint);
    else progress.update(commit.processor, commit.checkpoint, commit.parked);
  };

  if (options.notifyOtherProcesses) {
    const notifier = new CoalescedNotifier(database.pool, appendedChannel);
    appendSignal.subscribe((position) => notifier.notify(position));
  }
  /** Whether a processor runs (owns its lock) in this process: set by the projections role. */
  let ownedHere: (processor: string) => boolean = () => false;
  await hub.listen(readModelChangedChannel, (payload) => {
    try {
      const commit = JSON.parse(payload) as ProcessorCommit & { rebuilt?: boolean };
      // A batch of a processor this process owns was published in-process, with its rows; its NOTIFY
      // (which may even arrive first) would publish it again without them. A rebuild's swap is only
      // ever a notification.
      if (!commit.rebuilt && ownedHere(commit.processor)) return;
      if (isCheckpoint(commit.checkpoint) && Array.isArray(commit.changes)) publishCommit(commit);
    } catch {
      // a malformed notification is ignored; waiters poll
    }
  });
  await hub.listen(sessionChangedChannel, (tokenHash) => changedSessions.emit(tokenHash));
  hub.onReconnect(() => {
    // notifications were lost while disconnected: forget what the caches hold, re-read progress
    commits.emit({ processor: '*', checkpoint: '' as Checkpoint, changes: [{ resource: '*', ids: null }] });
    void progress.refresh().catch(() => {});
  });

  const events: AppEvents = {
    onReadModelCommit: commits.add,
    onSessionChanged: changedSessions.add,
    async sessionChanged(tokenHash) {
      changedSessions.emit(tokenHash);
      await database.pool.query('select pg_notify($1, $2)', [sessionChangedChannel, tokenHash]);
    },
  };

  return {
    appendSignal,
    store,
    hub,
    progress,
    events,
    publishCommit,
    /** Tells eventing which processors this process runs (their commits come in-process). */
    setOwnedHere(owns: (processor: string) => boolean) {
      ownedHere = owns;
    },
    async close() {
      progress.close();
      await hub.close();
    },
  };
}
