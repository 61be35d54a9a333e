import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { cellOf, csvTextOf, type ExportedColumn } from './reportCells.js';

/**
 * Writes a report's rows as CSV into `output` as they come (UTF-8 with a byte order mark, so Excel reads
 * accents right; the header is the column labels). Back-pressure flows from `output` to the row source:
 * the next batch is read only when the previous one has been written.
 */
export async function writeReportCsv(
  columns: ExportedColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  output: Writable,
): Promise<void> {
  const toRecord = new Transform({
    objectMode: true,
    transform(row: Record<string, unknown>, _encoding, done) {
      done(
        null,
        columns.map((column) => csvTextOf(column, cellOf(column, row[column.id]))),
      );
    },
  });
  await pipeline(
    Readable.from(rows),
    toRecord,
    stringify({ bom: true, header: true, columns: columns.map((column) => column.label) }),
    output,
  );
}
