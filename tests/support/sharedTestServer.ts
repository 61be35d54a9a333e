import { inject } from 'vitest';
import { startTestServer, type TestServer } from './testServer.js';
import { sharedDatabaseLabel } from './testRunNames.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's token: the shared servers' databases end with `_shared_<token>` (dropped at the end). */
    testRun: string;
  }
}

const servers = new Map<string, Promise<TestServer>>();

/**
 * At most this many shared servers per worker: one per distinct `env` would pile up over a run (each holds
 * some twenty connections), and with a file's own servers pass PostgreSQL's 100. A worker runs one file at a
 * time, so the least recently used one serves no file when it is stopped; a later file starts it again.
 */
const maxSharedServers = 2;

async function stopLeastRecentlyUsed(): Promise<void> {
  while (servers.size >= maxSharedServers) {
    const [key, oldest] = servers.entries().next().value!;
    servers.delete(key);
    await oldest.then((server) => server.stop()).catch(() => {});
  }
}

let watchingVitest = false;
/**
 * Ends this worker when vitest goes away (killed, or a timeout around it): what a worker keeps between
 * files, a server or a browser, would otherwise keep the orphaned worker, and its connections, alive.
 */
export function exitWithVitest(): void {
  if (watchingVitest || !process.connected) return;
  watchingVitest = true;
  // not process.exit: vitest replaces it in its workers with one that throws
  process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));
}

/**
 * One test server per vitest worker and settings (`env`), for the files that need no isolation: they read
 * the demo data without changing it and create their own records under names of their own. The e2e and ui
 * projects run with `isolate: false`, so this module, and the server, outlive a file; a worker runs one file
 * at a time, so a file still has the server to itself while it runs. The server lives until the worker
 * exits; globalSetup drops its database at the end of the run.
 */
export async function sharedTestServer(options: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const key = JSON.stringify(Object.entries(options.env ?? {}).sort());
  let server = servers.get(key);
  if (server) {
    // most recently used last: the first is the one to stop when another is needed
    servers.delete(key);
    servers.set(key, server);
  } else {
    exitWithVitest();
    await stopLeastRecentlyUsed();
    server = startTestServer({ label: sharedDatabaseLabel(inject('testRun')), env: options.env });
    // a failed start is not kept: the next file tries again and reports its own failure
    server.catch(() => servers.delete(key));
    servers.set(key, server);
  }
  // the worker's, not the file's: a file's stop() leaves it running
  return { ...(await server), stop: async () => {} };
}
