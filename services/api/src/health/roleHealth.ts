import { createServer } from 'node:http';
import { ConfigError, type Logger } from '@tams/platform';
import type { ProjectionsRuntime } from '@tams/projections';
import type { WorkersRuntime } from '@tams/workers';
import { type Kysely, sql } from 'kysely';

export interface RoleHealthParts {
  role: string;
  db: Kysely<any>;
  projections?: ProjectionsRuntime | undefined;
  workers?: WorkersRuntime | undefined;
}

/**
 * This process's own health (a role that serves no API): its database answers and its job workers are
 * running; the processors it owns and those it stands by for are listed (the API's /api/health reports
 * how far behind each read model is). A process that
 * hangs or dies does not answer at all, which a health check counts as unhealthy too.
 */
export async function roleHealthOf({ role, db, projections, workers }: RoleHealthParts) {
  const database = await sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  const processors = projections && {
    owned: projections.runners.filter((runner) => runner.isOwner).map((runner) => runner.name),
    standingBy: projections.runners.filter((runner) => !runner.isOwner).length,
  };
  const jobWorkers = workers && { running: workers.isRunning };
  const ok = database && (jobWorkers?.running ?? true);
  return {
    status: ok ? 'ok' : 'unavailable',
    role,
    database: { ok: database },
    ...(processors ? { processors } : {}),
    ...(jobWorkers ? { workers: jobWorkers } : {}),
  };
}

/**
 * GET /health on 127.0.0.1:`port`: 200 and the parts' state when healthy, else 503. Container health checks
 * (scripts/healthcheck.mjs) call it from inside the container; nothing else needs to reach it.
 */
export async function startRoleHealthServer(port: number, parts: RoleHealthParts, logger: Logger) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    roleHealthOf(parts).then(
      (health) => {
        response.writeHead(health.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' });
        response.end(JSON.stringify(health));
      },
      (error: unknown) => {
        logger.error({ err: error }, 'health check failed');
        response.writeHead(503).end();
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new ConfigError(`HEALTH_PORT ${port} is in use: set a free port.`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => done());
  });
  return () => new Promise<void>((done) => server.close(() => done()));
}
