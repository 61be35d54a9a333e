import type Router from '@koa/router';
import { fieldValueSchema, sections, ValidationError } from '@tams/domain';
import type { Context } from 'koa';
import { z } from 'zod';
import { authorize } from '../auth/authenticate.js';
import { toHttpError } from '../http/errors.js';
import { requestBody } from '../http/requestBody.js';
import type { Row } from '../resources/recordReads.js';
import type { SectionWrites } from './sectionWrites.js';

/** The fields a bulk edit may change (spec: bulk edit of points). */
const bulkFields = ['points'] as const;
export const maxBulkRecords = 1000;
/** Updates run side by side up to this many (each waits for its read model; the pool is small). */
const concurrency = 8;

export const recordsSchema = z
  .array(
    z.object(
      {
        id: z.uuid({ error: 'Each record needs the id of a section' }),
        version: z.number({ error: 'Each record needs the version you edited' }).int().min(0),
      },
      { error: 'Each record must be {id, version}' },
    ),
    { error: 'Must be a list of {id, version}' },
  )
  .min(1, { error: 'Choose at least one section' })
  .max(maxBulkRecords, { error: `At most ${maxBulkRecords} sections at once` })
  .refine((records) => new Set(records.map((r) => r.id)).size === records.length, {
    error: 'Each section at most once',
  });

function parseBulkBody(body: unknown): { records: { id: string; version: number }[]; values: object } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ValidationError({ body: 'Must be a JSON object' }, 'The request body must be a JSON object');
  const { records, values, ...rest } = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const key of Object.keys(rest)) errors[key] = 'Unknown field';
  const parsedRecords = recordsSchema.safeParse(records);
  if (!parsedRecords.success)
    errors.records = records === undefined ? 'Required' : parsedRecords.error.issues[0]!.message;
  const changes: Record<string, unknown> = {};
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    errors.values = values === undefined ? 'Required' : 'Must be an object of the fields to change';
  } else {
    for (const [name, value] of Object.entries(values)) {
      if (!(bulkFields as readonly string[]).includes(name)) {
        errors[`values.${name}`] =
          `Only ${bulkFields.join(', ')} can be changed for several sections at once`;
        continue;
      }
      const parsed = fieldValueSchema(sections.fields[name as 'points']).safeParse(value);
      if (parsed.success) changes[name] = parsed.data;
      else errors[`values.${name}`] = parsed.error.issues[0]?.message ?? 'Invalid value';
    }
    if (Object.keys(values).length === 0) errors.values = `Name what to change: ${bulkFields.join(', ')}`;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { records: parsedRecords.data!, values: changes };
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * POST /api/sections/bulkUpdate {records: [{id, version}], values: {points}}: each record is updated on
 * its own by the section's ChangeSection, as PUT would (its version, the caller's conditions on it), so one
 * stale or hidden record fails alone: 200 {updated, failed: [{id, status, message}]}.
 */
export function bulkUpdateRoute(
  router: Router,
  writes: Pick<SectionWrites, 'change'>,
  present: (ctx: Context, row: Row) => Promise<Row>,
): void {
  router.post('/api/sections/bulkUpdate', async (ctx: Context) => {
    authorize(ctx, 'update', 'Section');
    const { records, values } = parseBulkBody(requestBody(ctx));
    const updated = new Map<string, Row>();
    const failed = new Map<string, { id: string; status: number; message: string }>();
    await eachLimited(records, concurrency, async ({ id, version }) => {
      try {
        const result = await writes.change(ctx, id, values, version);
        updated.set(id, result.row ? await present(ctx, result.row) : ({ id } as Row));
      } catch (error) {
        const mapped = toHttpError(error, ctx);
        if (!mapped) throw error;
        failed.set(id, { id, status: mapped.status, message: mapped.body.message });
      }
    });
    // in the order asked
    ctx.body = {
      updated: records.flatMap(({ id }) => updated.get(id) ?? []),
      failed: records.flatMap(({ id }) => failed.get(id) ?? []),
    };
  });
}
