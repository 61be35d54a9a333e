import multer, { type UploadedFile } from '@koa/multer';
import type Router from '@koa/router';
import { uploads, ValidationError } from '@tams/domain';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { authorize } from '../auth/authenticate.js';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { TooLargeError } from '../http/errors.js';
import { RecordReads } from '../resources/recordReads.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { RecordWrites } from '../resources/recordWrites.js';
import { sniffImage } from './imageSniffing.js';
import type { SettingStore } from './settingEntries.js';

export const maxLogoBytes = 512 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: maxLogoBytes, files: 1, fields: 5, parts: 6 },
});

/** multer's refusals (too large, another field name, ...) as 400/413 naming the field. */
async function receiveFile(ctx: Context): Promise<UploadedFile> {
  try {
    await upload.single('file')(ctx, async () => {});
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE')
      throw new TooLargeError('file', `Must be at most ${maxLogoBytes / 1024} KB`);
    if (code) throw new ValidationError({ file: `Send one file in the form field "file" (${code})` });
    throw new ValidationError({
      file: 'The upload could not be read: send multipart/form-data with a field "file"',
    });
  }
  const file = (ctx as Context & { file?: UploadedFile }).file;
  if (!file || file.buffer.length === 0)
    throw new ValidationError({ file: 'Required: a PNG, JPEG or SVG image' });
  return file;
}

/**
 * The institution logo (spec §7): POST settings/upload/logo (multipart field `file`; PNG, JPEG or SVG,
 * recognised from the bytes, at most 512 KB; Configuration) stores it and turns the `logo` setting on;
 * GET logo.png serves the latest one to anyone (the login page and the drawer show it).
 */
export function logoRoutes(router: Router, deps: AppContext, settings: SettingStore): void {
  const writes = new RecordWrites(deps, uploads, new RecordReads(deps.db, uploads));

  router.post('/api/settings/upload/logo', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'Configuration');
    const file = await receiveFile(ctx);
    const sniffed = sniffImage(file.buffer);
    if ('refusal' in sniffed) throw new ValidationError({ file: sniffed.refusal });
    const sha256 = createHash('sha256').update(file.buffer).digest('hex');
    // content-addressed and written before the event names it: a replayed log always finds its bytes
    await sql`
      insert into upload_blobs (sha256, content_type, bytes) values (${sha256}, ${sniffed.type}, ${file.buffer})
      on conflict (sha256) do nothing
    `.execute(deps.db);
    const command = commandContextOf(ctx, auth);
    const filename = file.originalname.replace(/[^\w.\- ]/g, '_').slice(0, 255) || 'logo';
    const result = await writes.create(
      { purpose: 'logo', filename, contentType: sniffed.type, size: file.buffer.length, sha256 },
      command,
      { trusted: true },
    );
    await settings.ensure('logo', 'true', command);
    ctx.status = 201;
    ctx.body = { upload: result.row ?? { id: result.id }, logo: await settings.entry('logo') };
  });

  router.get('/api/logo.png', async (ctx) => {
    const { rows } = await sql<{ sha256: string; content_type: string; bytes: Buffer }>`
      select b.sha256, b.content_type, b.bytes
      from uploads u join upload_blobs b on b.sha256 = u.sha256
      where u.purpose = 'logo'
      order by u."createdAt" desc, u.id desc
      limit 1
    `.execute(deps.db);
    const logo = rows[0];
    if (!logo) {
      ctx.status = 404;
      ctx.body = { message: 'No logo has been uploaded' };
      return;
    }
    ctx.set('ETag', `"${logo.sha256}"`);
    ctx.set('Cache-Control', 'no-cache');
    // an SVG opened on its own must not run anything, whatever slipped past the upload check
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ctx.get('if-none-match') === `"${logo.sha256}"`) {
      ctx.status = 304;
      return;
    }
    ctx.type = logo.content_type;
    ctx.body = logo.bytes;
  });
}
