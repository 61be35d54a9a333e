import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import type { ExportedResource } from './exportAccess.js';

const batchSize = 1000;

const cellOf = (value: unknown, list: boolean): string | number | boolean => {
  if (value === null || value === undefined) return '';
  if (list && Array.isArray(value)) return value.join('; ');
  // csv-stringify writes false as an empty cell: spell both out
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
};

/**
 * One resource as a CSV file (UTF-8 with BOM, so Excel opens it; a header of field names, one row per
 * record in id order), read through a cursor in the caller's transaction.
 */
export async function resourceCsv(
  db: Kysely<any>,
  resource: ExportedResource,
): Promise<{ bytes: Buffer; rowCount: number }> {
  const { definition, condition, columns, listColumns } = resource;
  let query = db.selectFrom(definition.name).select(columns).orderBy('id');
  if (condition) query = query.where(condition.where);
  const chunks: Buffer[] = [Buffer.from(`\uFEFF${stringify([columns])}`)];
  let rowCount = 0;
  let batch: unknown[][] = [];
  const flush = () => {
    chunks.push(Buffer.from(stringify(batch)));
    batch = [];
  };
  for await (const row of query.stream(batchSize)) {
    batch.push(
      columns.map((column) => cellOf((row as Record<string, unknown>)[column], listColumns.has(column))),
    );
    rowCount += 1;
    if (batch.length >= batchSize) flush();
  }
  if (batch.length > 0) flush();
  return { bytes: Buffer.concat(chunks), rowCount };
}
