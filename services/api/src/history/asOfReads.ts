import { pastReadAbility } from '@tams/access';
import { asOfReadResources, isStorableTimestamp, timestampMessage, ValidationError } from '@tams/domain';
import { withAsOf } from '@tams/platform';
import type { Middleware } from 'koa';
import { authorize } from '../auth/authenticate.js';

/** The reads that answer as of an instant: the plan's resources, the dashboard, and the explanations. */
const asOfReads = [
  new RegExp(`^/api/(${asOfReadResources.join('|')})(/[^/]+)?$`),
  /^\/api\/dashboard$/,
  /^\/api\/history\/explain\/(instructors|sections)\/[^/]+$/,
];

/** An instant a client may ask for: ISO 8601 with a zone, not after now (a minute's clock skew is now). */
export function parseInstant(field: string, raw: unknown, now = new Date()): Date {
  const text = Array.isArray(raw) ? raw[0] : raw;
  // the shared timestamp rule: no 2026-02-31 (Date would read it as 3 March), no year 0000
  if (typeof text !== 'string' || !isStorableTimestamp(text))
    throw new ValidationError({ [field]: `${timestampMessage}, such as 2026-09-01T14:30:00Z` });
  const instant = new Date(text);
  if (instant.getTime() > now.getTime() + 60_000)
    throw new ValidationError({ [field]: 'Must not be in the future: the log has nothing after now' });
  return instant.getTime() > now.getTime() ? now : instant;
}

/**
 * `?asOf=<instant>` on a read: History readers see the page as it was then, through the same route, the
 * same queries and the same access filter as now (services/platform withAsOf). The answer says which
 * instant it shows in `X-As-Of`.
 */
export function asOfRequests(): Middleware {
  return async (ctx, next) => {
    const raw = ctx.query.asOf;
    if (raw === undefined) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new ValidationError({ asOf: 'Only reads can be as of an instant: the past cannot be changed' });
    if (!asOfReads.some((pattern) => pattern.test(ctx.path)))
      throw new ValidationError({ asOf: 'This page cannot be shown as of an instant' });
    const instant = parseInstant('asOf', raw);
    const state = authorize(ctx, 'read', 'History');
    state.ability = pastReadAbility(state.ability);
    ctx.set('X-As-Of', instant.toISOString());
    ctx.set('Cache-Control', 'no-store');
    await withAsOf(instant, next);
  };
}
