import { sisImportKinds } from '@tams/domain';
import { z } from 'zod';

const kindMessage = `Must be one of: ${sisImportKinds.join(', ')}`;

/** The kind of file an import route names (`:kind`): courses, sections or people. */
export const sisImportKind = z.enum(sisImportKinds, { error: kindMessage });

/** POST /api/dataServices/imports: which kind, which uploaded file (the dry run's uploadId), its name. */
export const startSisImportBody = z.strictObject({
  kind: sisImportKind,
  uploadId: z.string({ error: 'Required: the uploadId of a dry run' }).regex(/^[0-9a-f]{64}$/, {
    error: 'Must be the uploadId a dry run answered',
  }),
  /** The file's name as the dry run was told it (shown in the import history). */
  fileName: z.string({ error: 'Must be text' }).max(200, { error: 'At most 200 characters' }).optional(),
});
export type StartSisImportBody = z.infer<typeof startSisImportBody>;

/** The shape of a dry run's answer (for the OpenAPI document). */
export const sisDryRunAnswer = z.object({
  uploadId: z.string(),
  kind: sisImportKind,
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  rows: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Every error counted, and the rows that have them (a row may have several). */
  errorCount: z.number().int(),
  invalidRowCount: z.number().int(),
  errors: z
    .array(z.object({ line: z.number().int(), column: z.string(), reason: z.string() }))
    .describe('The first 500 errors, by line'),
  /** Headers the file has that name no column of the kind: left out. */
  ignoredColumns: z.array(z.string()),
  alreadyImported: z.object({ id: z.string(), completedAt: z.string().nullable() }).nullable(),
});
