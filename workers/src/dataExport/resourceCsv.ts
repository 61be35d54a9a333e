import { csvByteOrderMark, csvLine } from '@tams/domain';
import type { Kysely } from 'kysely';
import type { ExportedResource } from './exportAccess.js';

const batchSize = 1000;

/** A list field (ids, dates) as one cell; the rest as the shared writer spells it (csvText.ts). */
const cellOf = (value: unknown, list: boolean): unknown =>
  list && Array.isArray(value) ? value.join('; ') : value;

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
  const chunks: Buffer[] = [Buffer.from(csvByteOrderMark + csvLine(columns))];
  let rowCount = 0;
  for await (const row of query.stream(batchSize)) {
    const record = row as Record<string, unknown>;
    chunks.push(
      Buffer.from(csvLine(columns.map((column) => cellOf(record[column], listColumns.has(column))))),
    );
    rowCount += 1;
  }
  return { bytes: Buffer.concat(chunks), rowCount };
}
