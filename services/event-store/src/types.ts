/**
 * The event store port (DESIGN §3). Every implementation passes the contract suite in
 * testing/eventStoreContract.ts.
 */

/** Opaque, totally ordered position in the global log. Compare with compareCheckpoints, never parse. */
export type Checkpoint = string & { readonly __checkpoint: unique symbol };

/** `NO_STREAM`: the stream must not exist (create). `ANY`: no check; only where a caller documents why. */
export const NO_STREAM = 'no_stream' as const;
export const ANY = 'any' as const;
export type ExpectedVersion = typeof NO_STREAM | typeof ANY | number;

/** autoDraft: an accepted proposal of an auto-draft (DESIGN §18), whoever accepted it. */
export type EventVia = 'ui' | 'api-key' | 'job' | 'import' | 'seed' | 'system' | 'autoDraft';

export interface EventMetadata {
  /** The working user: who the change is attributed to. */
  actorId?: string | null;
  /** The signed-in user; differs from actorId while masquerading. */
  authenticatedUserId?: string | null;
  correlationId?: string;
  causationId?: string;
  via?: EventVia;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  /** Event id (UUID). Generated when absent; a job derives it from its trigger to stay idempotent. */
  id?: string;
  schemaVersion?: number;
  metadata?: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  streamId: string;
  streamVersion: number;
  eventId: string;
  type: Type;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  position: Checkpoint;
}

export interface AppendResult {
  /** The stream version after the append: the expected version for the next one. */
  nextExpectedVersion: number;
  /** Position of the last appended event: wait for read models to reach it for read-your-writes. */
  position: Checkpoint;
}

export interface ReadStreamResult {
  /** 0 when the stream does not exist. */
  version: number;
  events: RecordedEvent[];
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Position of the last returned event, or the `after` position when none. */
  checkpoint: Checkpoint;
}

/**
 * A value only one stream may hold at a time (a course number, a username): `scope` names the rule
 * (e.g. `courses.courseNumber`), `key` the value as the rule compares it (the caller normalizes it).
 */
export interface UniqueKey {
  scope: string;
  key: string;
}

/** The unique keys an append takes for its stream and gives up (see appendSql.ts for the guarantee). */
export interface UniqueKeyChanges {
  claim?: readonly UniqueKey[];
  release?: readonly UniqueKey[];
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  /** Stream type, stored with the stream (defaults to the stream id's prefix before the first '-'). */
  streamType?: string;
  /** Metadata merged under each event's own metadata. */
  metadata?: EventMetadata;
  /**
   * Claimed and released in the same transaction as the events: a key another stream holds fails the
   * whole append with UniqueKeyTakenError and appends nothing. PostgreSQL store only (KurrentDB refuses).
   */
  uniqueKeys?: UniqueKeyChanges;
}

/** A new stream of a batch (appendToNewStreams): its events and the unique keys it claims. */
export interface NewStreamAppend {
  streamId: string;
  events: readonly NewEvent[];
  /** Defaults to the stream id's prefix before the first '-'. */
  streamType?: string;
  claims?: readonly UniqueKey[];
}

export interface NewStreamsResult {
  /** The streams created; the others existed already and got nothing. */
  created: ReadonlySet<string>;
  /** Position of the last appended event; undefined when nothing was appended. */
  position: Checkpoint | undefined;
}

export interface EventStore {
  /**
   * Creates many streams in one append (an import's thousands of records): streams that exist are
   * skipped and left out of `created`; a claim another stream holds fails the whole batch
   * (UniqueKeyTakenError), appending nothing. Optional: a store without it is written stream by stream.
   */
  appendToNewStreams?(
    streams: readonly NewStreamAppend[],
    options: { metadata?: EventMetadata },
  ): Promise<NewStreamsResult>;
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<ReadStreamResult>;
  /** Events after `after` in global order; never skips an event that commits later (see the race suite). */
  readAll(after: Checkpoint, limit: number): Promise<ReadAllResult>;
  /** The start of the log: every event is after it. */
  readonly start: Checkpoint;
  close(): Promise<void>;
}

/** Upcasters turn stored old event shapes into the current one on read; stored events are never edited. */
export type Upcaster = (data: unknown, metadata: EventMetadata) => unknown;
/** event type -> schema version it reads -> function producing the next version's data. */
export type UpcasterRegistry = Record<string, Record<number, Upcaster>>;
