import type { Context } from 'koa';

/** The parsed JSON body (@koa/bodyparser), or undefined when there was none. */
export const requestBody = (ctx: Context): unknown => (ctx.request as { body?: unknown }).body;
