import type { Context } from 'koa';

/** `Content-Range: courses 0-24/319` and `X-Total-Count: 319` (ra-data-simple-rest and spec clients). */
export function setListHeaders(
  ctx: Context,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  ctx.set(
    'Content-Range',
    count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`,
  );
  ctx.set('X-Total-Count', String(total));
}
