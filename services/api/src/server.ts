import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoData } from '@tams/demo-data';
import { addValueLists, type ResourceDefinition } from '@tams/domain';
import { isCheckpoint } from '@tams/event-store';
import {
  assertProductionReady,
  type Config,
  ConfigError,
  createLogger,
  type EmbeddedDatabase,
  type Logger,
  migrateToLatest,
  openDatabase,
  redactUrl,
  startEmbeddedPostgres,
} from '@tams/platform';
import { ensureReadModels, ProjectionsRuntime, projectionOf, projections } from '@tams/projections';
import { JobQueues, jobProgressNotifier, logQueueErrors, WorkersRuntime } from '@tams/workers';
import { type ApiRoute, apiRoutesOf, appContextOf, createApp } from './app.js';
import { allMigrations } from './database/migrations.js';
import { appendedChannel, startEventing } from './eventing.js';
import { createHttpServer } from './http/httpServer.js';
import { type RoleHealthParts, startRoleHealthServer } from './health/roleHealth.js';
import { relayJobProgress } from './realtime/jobProgress.js';
import { relayLiveNotices } from './realtime/liveNotices.js';
import { attachSocket } from './realtime/socketServer.js';

export interface RunningServer {
  /** http://host:port when this process serves the API, else undefined. */
  url: string | undefined;
  databaseUrl: string;
  /** The API's routes (empty when this process does not serve the API). */
  routes: ApiRoute[];
  stop(): Promise<void>;
}

/** More for the app than the catalogue holds: tests start a server with a throwaway value list. */
export interface ServerExtensions {
  /** Value lists beyond services/domain's catalogue: each gets its routes, access checks and read model. */
  valueLists?: readonly ResourceDefinition[];
}

const defaultWebDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Opens the database the configuration names, or the embedded one (DESIGN §10). */
export async function openConfiguredDatabase(config: Config, logger: Logger, adopt: boolean) {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      logger,
      adopt,
    });
    url = embedded.url;
  }
  logger.info({ database: redactUrl(url) }, 'database');
  const database = openDatabase({
    connectionString: url,
    max: config.dbPoolMax,
    applicationName: `tams-${config.role}`,
  });
  await migrateToLatest(database.db, ...allMigrations).catch(async (error: unknown) => {
    await database.close();
    await embedded?.stop();
    throw error;
  });
  return { url, database, embedded };
}

/**
 * Starts what ROLE asks for (DESIGN §10) in this process: `all`, or one of api | projections | workers
 * against the same database, so any number of processes can share the work. Returns a stop() that shuts
 * down in reverse order: stop taking requests, finish in-flight ones, stop workers and processors, close
 * connections, stop the embedded database last.
 */
export async function startServer(
  config: Config,
  logger: Logger = createLogger(config),
  extensions: ServerExtensions = {},
): Promise<RunningServer> {
  if (config.eventStoreUrl) {
    // the adapter passes the contract suite, but health, seeding and the wiring here are Postgres-only yet
    throw new ConfigError(
      'EVENTSTORE_URL is not supported by the app yet: unset it to use the PostgreSQL event store',
    );
  }
  assertProductionReady(config);
  const { url, database, embedded } = await openConfiguredDatabase(config, logger, config.role === 'all');
  // run in order by stop(); the database (the embedded one last) closes after everything that uses it
  const stops: (() => Promise<void>)[] = [() => database.close(), async () => embedded?.stop()];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const stop of stops) await stop().catch((error) => logger.error({ err: error }, 'stop failed'));
    })());
  try {
    return await startRoles(config, logger, url, database, stops, stopAll, extensions);
  } catch (error) {
    await stopAll(); // a failed start (a busy PORT, a failed migration) leaves no embedded database running
    throw error;
  }
}

async function startRoles(
  config: Config,
  logger: Logger,
  url: string,
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>['database'],
  stops: (() => Promise<void>)[],
  stopAll: () => Promise<void>,
  { valueLists = [] }: ServerExtensions,
): Promise<RunningServer> {
  const runs = (role: Config['role']) => config.role === 'all' || config.role === role;
  addValueLists(valueLists);
  const readModels = [...projections, ...valueLists.map((valueList) => projectionOf(valueList.name))];
  await ensureReadModels(database.db, readModels);
  const eventing = await startEventing(database, url, { notifyOtherProcesses: config.role !== 'all' });
  stops.unshift(() => eventing.close());
  const health: RoleHealthParts = { role: config.role, db: database.db };

  if (runs('projections')) {
    // Processors share the API's pool: a separate 2-connection pool (tried in f46103d) queued the ~20
    // processors behind each other and took course commands at 200/s from p50 32 ms to 520 ms.
    const runtime = new ProjectionsRuntime({
      db: database.db,
      store: eventing.store,
      connectionString: url,
      projections: readModels,
      logger: logger.child({ component: 'projections' }),
      onCommit: eventing.publishCommit,
    });
    eventing.appendSignal.subscribe((position) => runtime.wake(position));
    await eventing.hub.listen(appendedChannel, (payload) =>
      runtime.wake(isCheckpoint(payload) ? payload : undefined),
    );
    eventing.setOwnedHere((name) => runtime.runners.some((runner) => runner.name === name && runner.isOwner));
    runtime.start();
    stops.unshift(() => runtime.stop());
    health.projections = runtime;
  }

  if (config.seedDemoData && runs('api')) {
    const result = await seedDemoData(database.db, eventing.store, { scale: config.seedScale });
    if (result.seeded && result.position) {
      logger.info({ streams: result.streams, scale: config.seedScale }, 'seeded demo data; projecting it');
      // serve the first request with the whole demo data, not a half-projected one
      const names = projections.map((projection) => projection.name);
      if (!(await eventing.progress.waitFor(names, result.position, 120_000))) {
        logger.warn('read models are still catching up with the demo data');
      }
    }
  }

  if (runs('workers')) {
    const workersLogger = logger.child({ component: 'workers' });
    const workers = new WorkersRuntime({
      redisUrl: config.redisUrl,
      databaseUrl: url,
      logger: workersLogger,
      onError: logQueueErrors(workersLogger),
      deps: { db: database.db, store: eventing.store, email: config.email },
      onJobEvent: jobProgressNotifier(database.pool, workersLogger),
    });
    workers.start();
    stops.unshift(() => workers.stop());
    health.workers = workers;
  }

  let serverUrl: string | undefined;
  let routes: ApiRoute[] = [];
  if (runs('api')) {
    const webDist = config.webDist ?? defaultWebDist;
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (!hasWeb) logger.warn({ webDist }, 'web app not built: serving the API only (npm run build)');
    const queues = new JobQueues({
      redisUrl: config.redisUrl,
      databaseUrl: url,
      onError: logQueueErrors(logger),
    });
    stops.unshift(() => queues.close());
    const app = createApp({
      queues,
      config,
      logger,
      db: database.db,
      store: eventing.store,
      progress: eventing.progress,
      events: eventing.events,
      webDist: hasWeb ? webDist : undefined,
      valueLists,
    });
    routes = apiRoutesOf(app);
    const server: Server = createHttpServer(app, config).listen(config.port, config.host);
    await new Promise<void>((done, fail) => {
      server.once('listening', done);
      server.once('error', (error: NodeJS.ErrnoException) =>
        fail(
          error.code === 'EADDRINUSE'
            ? new ConfigError(`Port ${config.port} on ${config.host} is in use: set PORT to a free port.`)
            : error,
        ),
      );
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    serverUrl = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    stops.unshift(() => closeHttp(server));
    // before the HTTP server: it cannot close while upgraded connections are open
    const socket = attachSocket({
      server,
      app,
      deps: appContextOf(app)!,
      logger: logger.child({ component: 'socket' }),
    });
    stops.unshift(() => socket.close());
    await relayJobProgress(eventing.hub, socket.hub);
    await relayLiveNotices(eventing.hub, socket.hub);
  }

  if (config.healthPort !== undefined && !runs('api')) {
    stops.unshift(await startRoleHealthServer(config.healthPort, health, logger));
  }
  return { url: serverUrl, databaseUrl: url, routes, stop: stopAll };
}

/** Stops accepting connections, lets in-flight requests finish (10 s at most), closes idle keep-alives. */
async function closeHttp(server: Server): Promise<void> {
  const closed = new Promise<void>((done) => server.close(() => done()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(timer);
}
