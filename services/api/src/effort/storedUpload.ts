import { sql } from 'kysely';
import type { AppContext } from '../context.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Keeps an uploaded file in upload_blobs by its content hash, before any event names it. */
export async function storeUpload(deps: AppContext, contentHash: string, format: string, bytes: Buffer) {
  // content-addressed and stored before any event names it: a replayed import always finds its file
  const type = format === 'xlsx' ? xlsxType : 'text/csv';
  await sql`insert into upload_blobs (sha256, content_type, bytes) values (${contentHash}, ${type}, ${bytes})
    on conflict (sha256) do nothing`.execute(deps.db);
}

/** The bytes of an uploaded file, or undefined when no file has this hash. */
export async function storedUpload(deps: AppContext, contentHash: string): Promise<Buffer | undefined> {
  const { rows } = await sql<{
    bytes: Buffer;
  }>`select bytes from upload_blobs where sha256 = ${contentHash}`.execute(deps.db);
  return rows[0]?.bytes;
}
