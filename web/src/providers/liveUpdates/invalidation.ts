import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { wireNameOf } from '../resourceNames';
import { alsoShownIn } from './alsoShownIn';
import { teachingAssignmentQueryPrefixes } from './liveQueryKeys';

/** Reads a live message makes stale: a resource's (or custom query prefix's), of some records or all. */
export interface StaleReads {
  resource: string;
  ids: string[] | null;
  /** Of `ids`, those deleted: their own reads are marked stale without a refetch (it would be a 404). */
  deleted?: string[];
}

/** react-admin's reads of one record (`[resource, 'getOne', { id }]`); every other read may list it. */
const recordReads = new Set(['getOne', 'getHistory']);

/**
 * `resourceChanged {resource, ids}`: every read of the resource that may show those records (lists,
 * getMany, references; getOne and history of those ids only, or of all when ids is null), and the
 * custom pages that show them.
 */
export const staleOnResourceChanged = (
  resource: string,
  ids: string[] | null,
  deleted: string[] = [],
): StaleReads[] => [
  { resource, ids, ...(deleted.length > 0 ? { deleted } : {}) },
  ...(alsoShownIn[resource] ?? []).map((prefix) => ({ resource: prefix, ids: null })),
];

/** A teaching assignment was created, changed or deleted: what shows assignments or workload. */
export const staleOnTeachingAssignment = (): StaleReads[] =>
  teachingAssignmentQueryPrefixes.map((prefix) => ({ resource: prefix, ids: null }));

export function isStale([name, method, params]: QueryKey, stale: readonly StaleReads[]): boolean {
  if (typeof name !== 'string') return false;
  // react-admin keys pages by their page name (apikeys); the server names the wire resource (apiKeys)
  const resource = wireNameOf(name);
  return stale.some((entry) => {
    if (entry.resource !== resource) return false;
    if (!entry.ids || !recordReads.has(String(method))) return true;
    return entry.ids.map(String).includes(String((params as { id?: unknown } | undefined)?.id));
  });
}

/**
 * The record whose edit page is open (`/sections/<id>`, react-admin's edit route), as [page name, id]. Its
 * read is marked stale but not refetched: a refetch would reset the form and wipe the user's unsaved
 * edits. The save then sends the version the form was opened at, so a change made meanwhile by someone
 * else answers 409 instead of being overwritten.
 */
function recordBeingEdited(): [string, string] | undefined {
  if (typeof window === 'undefined') return undefined;
  const path = (window.location.hash.replace(/^#/, '') || window.location.pathname).split('?')[0]!;
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  return match && match[2] !== 'create' ? [match[1]!, decodeURIComponent(match[2]!)] : undefined;
}

const isEditedRecord = ([name, method, params]: QueryKey, edited: [string, string] | undefined) =>
  !!edited &&
  method === 'getOne' &&
  name === edited[0] &&
  String((params as { id?: unknown } | undefined)?.id) === edited[1];

/** A read of one record that a message says was deleted. */
const isDeletedRecord = ([name, method, params]: QueryKey, stale: readonly StaleReads[]) =>
  typeof name === 'string' &&
  recordReads.has(String(method)) &&
  stale.some(
    (entry) =>
      entry.resource === wireNameOf(name) &&
      (entry.deleted ?? []).includes(String((params as { id?: unknown } | undefined)?.id)),
  );

/** Marks the stale reads invalid in one pass, so a query several messages name refetches once. */
export function invalidateStale(queryClient: QueryClient, stale: readonly StaleReads[]): void {
  if (stale.length === 0) return;
  const edited = recordBeingEdited();
  const quiet = (key: QueryKey) => isEditedRecord(key, edited) || isDeletedRecord(key, stale);
  void queryClient.invalidateQueries({
    predicate: (query) => isStale(query.queryKey, stale) && !quiet(query.queryKey),
  });
  if (edited || stale.some((entry) => entry.deleted))
    void queryClient.invalidateQueries({
      predicate: (query) => isStale(query.queryKey, stale) && quiet(query.queryKey),
      refetchType: 'none',
    });
}

/**
 * Collects what the messages of one burst make stale (one assignment brings its resourceChanged for
 * sections, assignments, instructors... and its teachingAssignmentCreated) and invalidates once after
 * `delayMs`, instead of refetching the same list for each message.
 */
export class InvalidationBatch {
  private pending: StaleReads[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly delayMs = 20,
  ) {}

  add(stale: StaleReads[]): void {
    this.pending.push(...stale);
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const stale = this.pending;
    this.pending = [];
    invalidateStale(this.queryClient, stale);
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
  }
}

/** Back after a dropped connection: what changed meanwhile was never announced, so read everything again. */
export function invalidateEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries();
}
