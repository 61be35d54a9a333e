import { unstorableTextReason, ValidationError } from '@tams/domain';
import type { Middleware } from 'koa';

/** A UUID in its text form (any version): what record ids, period ids and user ids look like on the wire. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a record id. Every id from a path or a query goes through this before it reaches SQL
 * (a `uuid` column refuses anything else with an error, which would be a 500): not an id is not found.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

/** A path segment as the router hands it to a route (decoded; kept as sent when it does not decode). */
const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Ids that are not UUIDs (a position id, a setting's machine name) reach SQL as text: a NUL in one is
 * refused by PostgreSQL with an error (a 500). Every API request's path is checked here, before its route.
 */
export const refuseUnstorablePathIds: Middleware = async (ctx, next) => {
  for (const segment of ctx.path.split('/')) {
    const reason = unstorableTextReason(decodedSegment(segment));
    if (reason) throw new ValidationError({ id: `The path: ${reason.toLowerCase()}` });
  }
  await next();
};
