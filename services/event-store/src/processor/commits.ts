import type { Checkpoint } from '../types.js';

/** What a batch changed, for cache invalidation and live updates. `ids: null` means "many, refetch all". */
export interface ChangeSet {
  resource: string;
  ids: string[] | null;
}

/** A committed batch: where its processor now is and what it changed. */
export interface ProcessorCommit {
  processor: string;
  checkpoint: Checkpoint;
  changes: ChangeSet[];
  /** The rows the batch wrote, by table: handed to this process's API (never sent in notifications). */
  rows?: Record<string, Record<string, unknown>[]>;
  /** The rows the batch deleted, as they last were (in-process only, like `rows`): who may hear of it. */
  removedRows?: Record<string, Record<string, unknown>[]>;
  /** Events the batch parked instead of applying (poisonParking.ts): their commands are not visible. */
  parked?: Checkpoint[];
}

export const readModelChangedChannel = 'read_model_changed';

const notifyPayloadLimit = 7000;

/** Postgres NOTIFY payloads are limited to 8000 bytes: beyond that, say "many" instead of listing ids. */
export function encodeCommitNotification({
  rows: _inProcessOnly,
  removedRows: _alsoInProcessOnly,
  ...commit
}: ProcessorCommit): string {
  const payload = JSON.stringify(commit);
  if (payload.length <= notifyPayloadLimit) return payload;
  return JSON.stringify({
    ...commit,
    changes: commit.changes.map(({ resource }) => ({ resource, ids: null })),
  });
}
