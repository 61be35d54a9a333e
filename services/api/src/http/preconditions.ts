import { ValidationError } from '@tams/domain';
import type { Context, Middleware } from 'koa';

/** ETag of a record: its version (strong; the version names exactly one state of the record). */
export const etagOf = (version: number) => `"${version}"`;

/** The version an If-Match header names, undefined without one; anything but an ETag of ours is a 400. */
function ifMatchVersion(ctx: Context): number | undefined {
  const ifMatch = ctx.get('if-match').trim();
  if (!ifMatch) return undefined;
  // "3" and W/"3" as ETags go; a bare 3 as clients have sent it
  const match = /^(?:W\/)?(?:"(\d{1,15})"|(\d{1,15}))$/.exec(ifMatch);
  if (!match) throw new ValidationError({ version: 'If-Match must be the record\'s ETag, e.g. "3"' });
  return Number(match[1] ?? match[2]);
}

/**
 * A request whose If-Match is not an ETag of ours is refused on every route, also where no version is
 * checked: a client that believes it sent a precondition must not have its write applied without one.
 */
export const refuseMalformedIfMatch: Middleware = async (ctx, next) => {
  ifMatchVersion(ctx);
  await next();
};

/**
 * The version a client edited: `If-Match: "<version>"` (then a mismatch answers 412) or `version` in the
 * body (409). `required`: updates must say which version they change (no silent overwrite).
 */
export function expectedVersionOf(ctx: Context, body: unknown, required: boolean): number | undefined {
  const ifMatch = ifMatchVersion(ctx);
  if (ifMatch !== undefined) {
    ctx.state.preconditionFromIfMatch = true;
    return ifMatch;
  }
  const fromBody =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).version : undefined;
  const fromQuery = ctx.query.version;
  const raw = fromBody ?? (typeof fromQuery === 'string' ? Number(fromQuery) : undefined);
  if (raw === undefined || raw === null) {
    if (required) {
      throw new ValidationError(
        { version: 'Required: send the version you edited (body "version" or an If-Match header)' },
        'The request must say which version of the record it changes',
      );
    }
    return undefined;
  }
  // 0: "it did not exist yet" (e.g. a setting never set); against an existing record it conflicts
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 0) {
    throw new ValidationError({ version: 'Must be the record version (a whole number)' });
  }
  return raw;
}
