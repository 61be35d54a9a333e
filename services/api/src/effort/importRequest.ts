import { importModes } from '@tams/domain';
import { z } from 'zod';

/** POST effortImports: which uploaded file, how, and whether rows with errors may be left out. */
export const startImportBody = z.strictObject({
  uploadId: z.string({ error: 'Required: the uploadId of a dry run' }).regex(/^[0-9a-f]{64}$/, {
    error: 'Must be the uploadId a dry run answered',
  }),
  mode: z.enum(importModes, { error: 'Must be replace or append' }),
  skipInvalidRows: z.boolean({ error: 'Must be true or false' }).default(false),
  /** The file's name as the dry run was told it (shown in the import history). */
  fileName: z.string({ error: 'Must be text' }).max(200, { error: 'At most 200 characters' }).optional(),
});

/** The file's name as sent (X-File-Name, URI-encoded): printable, at most 200 characters. */
export function fileNameOf(header: string): string {
  let name = header;
  try {
    name = decodeURIComponent(header);
  } catch {
    // a malformed escape: keep the raw text, cleaned below
  }
  const cleaned = name
    .replace(/[^\w.\- ()]/g, '_')
    .trim()
    .slice(0, 200);
  return cleaned || 'effort.csv';
}
