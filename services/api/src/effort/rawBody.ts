import type { Context } from 'koa';
import { TooLargeError } from '../http/errors.js';

/**
 * The request body as bytes, refused with 413 as soon as it passes `limit` (a declared length over it is
 * refused before reading a byte), so a 50 MB upload never sits in memory.
 */
export async function rawBody(ctx: Context, limit: number, field = 'file'): Promise<Buffer> {
  const tooLarge = () =>
    new TooLargeError(
      field,
      `The file is larger than ${Math.round(limit / 1024 / 1024)} MB: split it by pay period`,
    );
  if (Number(ctx.get('content-length') || 0) > limit) {
    ctx.req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      ctx.req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
