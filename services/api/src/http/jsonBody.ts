import type { Readable, Transform } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import { ValidationError } from '@tams/domain';
import type { Context, Middleware } from 'koa';
import type { RequestState } from '../context.js';
import { isClientGone } from './clientGone.js';
import { TooLargeError, UnauthenticatedError } from './errors.js';
import { jsonBodyLimits, jsonShapeRefusal } from './jsonShape.js';

const parsedMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The writes anyone may make signed out: the dev sign-in and the SAML ACS (the IdP's form post). */
const anonymousWrites = new Set(['/api/auth/dev', '/api/auth/saml/callback']);

const hasBody = (ctx: Context) =>
  Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';

/** A 400 the error handler answers as a malformed body (errors.ts: malformedBody). */
const malformed = (message: string) => Object.assign(new SyntaxError(message), { status: 400 });

/**
 * Reads and parses a JSON body, for a request a route took (it runs on the API router, so a request to
 * no route is answered without its body ever being read). A signed-out request's body is not read at all
 * unless its route is a sign-in: it gets the 401 its route would give. The text is bounded in size, then
 * scanned in one linear pass (jsonShape.ts) before JSON.parse, whose cost on deep nesting is not linear.
 */
export const jsonBody: Middleware = async (ctx, next) => {
  if (!parsedMethods.has(ctx.method) || !hasBody(ctx) || ctx.request.body !== undefined) return next();
  const state = ctx.state as RequestState;
  if (!state.auth && !anonymousWrites.has(ctx.path)) throw new UnauthenticatedError(state.authRefusal);
  if (!ctx.is('json')) return next();
  const text = await bodyText(ctx, jsonBodyLimits.bytes);
  (ctx.request as { body?: unknown }).body = parseJson(text);
  await next();
};

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  // strict, as before: a body is an object or a list
  if (!/^[ \t\n\r]*[[{]/.test(text)) throw malformed('invalid JSON, only supports object and array');
  const refusal = jsonShapeRefusal(text);
  if (refusal?.kind === 'prototype') throw malformed(refusal.message);
  if (refusal?.kind === 'depth') throw new ValidationError({ body: refusal.message }, refusal.message);
  if (refusal) throw new TooLargeError('body', refusal.message);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw malformed((error as Error).message);
  }
}

/** The body as UTF-8 text, inflated when compressed, refused with 413 as soon as it passes `limit` bytes. */
async function bodyText(ctx: Context, limit: number): Promise<string> {
  const tooLarge = () => new TooLargeError('body', `The body is larger than ${limit / 1024 / 1024} MB`);
  if (Number(ctx.get('content-length') || 0) > limit) throw tooLarge();
  const encoding = (ctx.get('content-encoding') || 'identity').toLowerCase();
  const inflaters: Record<string, () => Transform> = { gzip: createGunzip, deflate: createInflate };
  if (encoding !== 'identity' && !inflaters[encoding]) {
    throw Object.assign(new Error(`Unsupported Content-Encoding: ${encoding}`), { status: 415 });
  }
  const source: Readable = encoding === 'identity' ? ctx.req : ctx.req.pipe(inflaters[encoding]!());
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    // too large, or the client went away (errors.ts answers both); else the inflater refused it
    if (error instanceof TooLargeError || isClientGone(error as Error)) throw error;
    throw malformed(`The body could not be read: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
