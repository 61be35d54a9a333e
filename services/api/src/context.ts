import type { AppAbility, AuthContext } from '@tams/access';
import type { EventStore, ProcessorProgress } from '@tams/event-store';
import type { Config, Logger } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import type { AppCaches } from './cache/appCaches.js';
import type { AppEvents } from './eventing.js';

/** What the app factory needs; tests build it against a test database. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The read models, typed; the generic record mechanism reads tables by name, untyped. */
  db: ReadModels;
  store: EventStore;
  /** Where each processor is: commands wait on it for read-your-writes. */
  progress: ProcessorProgress;
  /** Read-model commits and ended sessions: what the caches follow. */
  events: AppEvents;
  /** Folder of the built web app to serve; absent: API only. */
  webDist?: string | undefined;
}

/** Koa state every route can rely on after the auth middleware. */
export interface RequestState {
  requestId: string;
  auth: AuthContext | undefined;
  ability: AppAbility;
  /** How the caller reached us: a browser session or an API key (event metadata `via`). */
  via: 'ui' | 'api-key';
  /** Why a presented credential was refused (the 401's message). */
  authRefusal?: string;
  preconditionFromIfMatch?: boolean;
}

/** The deps plus what createApp builds from them and every route shares. */
export interface AppContext extends AppDeps {
  caches: AppCaches;
}
