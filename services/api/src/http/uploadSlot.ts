import { UploadsBusyError, withUploadSlot } from '@tams/workers';
import type { Context } from 'koa';

/**
 * Reads an upload (its body and its file) in one of the process's few upload slots (withUploadSlot): with
 * all taken and enough large ones waiting (a small one, by its Content-Length, always waits), answers 503 with Retry-After without reading the body.
 */
export async function inUploadSlot(ctx: Context, work: () => Promise<void>): Promise<void> {
  try {
    await withUploadSlot(work, ctx.request.length);
  } catch (error) {
    if (!(error instanceof UploadsBusyError)) throw error;
    // the body is discarded as it arrives, and the connection closed after the answer
    ctx.req.resume();
    ctx.set('Connection', 'close');
    ctx.set('Retry-After', String(error.retryAfterSeconds));
    ctx.status = 503;
    ctx.body = { message: error.message, errors: { file: error.message } };
  }
}
