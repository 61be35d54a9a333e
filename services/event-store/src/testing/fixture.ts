import type { Kysely } from 'kysely';
import type { EventStore, ExpectedVersion, NewEvent, UpcasterRegistry } from '../types.js';

/** An append inside a transaction the test keeps open, to stage commit-order races. */
export interface HeldTransaction {
  /** Make the transaction take its id now (Postgres: its xid), before it writes anything. */
  takeTransactionId(): Promise<void>;
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export interface EventStoreFixture {
  store: EventStore;
  /** Checkpoints and read models live in Postgres whatever the store (DESIGN §3). */
  db: Kysely<any>;
  connectionString: string;
  /**
   * Postgres: an open older transaction hides later commits from readers (xmin), which is how the log
   * stays gap-free. Stores without client transactions (KurrentDB) commit held appends at once: false.
   */
  transactionsHoldBackReaders?: boolean;
  openTransaction(): Promise<HeldTransaction>;
  close(): Promise<void>;
}

export type EventStoreFixtureFactory = (options?: {
  upcasters?: UpcasterRegistry;
}) => Promise<EventStoreFixture>;
