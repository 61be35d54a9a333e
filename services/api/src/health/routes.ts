import type Router from '@koa/router';
import { countParkedEvents, decodeCheckpoint, readCheckpoints, readParkedEvents } from '@tams/event-store';
import { projections } from '@tams/projections';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

const lagLimit = 10_000;
const parkedListed = 20;

/**
 * GET /api/health: database reachability and each projection's lag (events not yet applied, counted up to
 * 10 000, and the age of the oldest of them). 200 when healthy, 503 when the database is down or a
 * projection is more than a minute behind. Public: load balancers call it; it reveals no data.
 * Parked events (events a projection could not apply, es_parked_events) make it `degraded` but stay 200:
 * the instance serves, and taking every instance out of a load balancer for one bad event would turn a
 * missing row into an outage. The first ones are listed by processor, position and event type only: the
 * answer is public, and a stream id or a database error can quote a record's id or value (the retry
 * command prints them in full for the operator).
 */
export function healthRoutes(router: Router, deps: AppContext): void {
  router.get('/api/health', async (ctx) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: { ok: false } };
      return;
    }
    const databaseMs = Math.round((performance.now() - started) * 10) / 10;
    const names = projections.map((projection) => projection.name);
    const checkpoints = await readCheckpoints(deps.db, names);
    const lags = await Promise.all(
      names.map(async (name) => {
        const checkpoint = checkpoints.get(name);
        if (!checkpoint) return { name, checkpoint: null, lagEvents: null, lagSeconds: null };
        const { major, minor } = decodeCheckpoint(checkpoint);
        const { rows } = await sql<{ events: number; oldest: Date | null }>`
          select count(*)::int as events, min(recorded_at) as oldest from (
            select recorded_at from es_events
            where (transaction_id, global_position) > (${major}::xid8, ${minor}::bigint)
            order by transaction_id, global_position limit ${lagLimit}
          ) behind
        `.execute(deps.db);
        const { events, oldest } = rows[0]!;
        return {
          name,
          checkpoint,
          lagEvents: events,
          lagCapped: events >= lagLimit,
          lagSeconds: oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0,
        };
      }),
    );
    const behind = lags.some((lag) => lag.lagSeconds === null || (lag.lagSeconds ?? 0) > 60);
    const parkedCount = await countParkedEvents(deps.db);
    const parked = parkedCount === 0 ? [] : await readParkedEvents(deps.db, { limit: parkedListed });
    ctx.status = behind ? 503 : 200;
    ctx.body = {
      status: behind || parkedCount > 0 ? 'degraded' : 'ok',
      database: { ok: true, ms: databaseMs },
      projections: lags,
      parkedEvents: {
        count: parkedCount,
        events: parked.map(({ processor, position, eventType, attempts }) => ({
          processor,
          position,
          eventType,
          attempts,
        })),
        ...(parkedCount > 0
          ? { retry: 'npm run projections:retry (after a fix), or npm run projections:rebuild' }
          : {}),
      },
    };
  });
}
