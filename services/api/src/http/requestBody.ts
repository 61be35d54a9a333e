import type { Context } from 'koa';

/** The parsed JSON body (@koa/bodyparser), or undefined when there was none. */
export const requestBody = (ctx: Context): unknown => (ctx.request as { body?: unknown }).body;

/** Whether a path is the API's (/api and below), not a page such as /apikeys. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
