import type { AppAbility, AuthContext } from '@tams/access';
import type { EventStore, ProcessorProgress } from '@tams/event-store';
import type { Config, Logger } from '@tams/platform';
import type { Kysely } from 'kysely';

/** What the app factory needs; tests build it against a test database. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Kysely<any>;
  store: EventStore;
  /** Where each processor is: commands wait on it for read-your-writes. */
  progress: ProcessorProgress;
  /** Folder of the built web app to serve; absent: API only. */
  webDist?: string | undefined;
}

/** Koa state every route can rely on after the auth middleware. */
export interface RequestState {
  requestId: string;
  auth: AuthContext | undefined;
  ability: AppAbility;
  preconditionFromIfMatch?: boolean;
}
