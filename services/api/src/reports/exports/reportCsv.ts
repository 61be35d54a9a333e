import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvByteOrderMark, csvLine } from '@tams/domain';
import { cellOf, csvTextOf, type ExportedColumn } from './reportCells.js';

/**
 * Writes a report's rows as CSV into `output` as they come (UTF-8 with a byte order mark, so Excel reads
 * accents right; the header is the column labels; cells through the shared writer, csvText.ts, which
 * keeps formulas out). Back-pressure flows from `output` to the row source: the next row is read only
 * when the stream asks for more.
 */
export async function writeReportCsv(
  columns: ExportedColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  output: Writable,
): Promise<void> {
  async function* lines() {
    yield csvByteOrderMark + csvLine(columns.map((column) => column.label));
    for await (const row of rows)
      yield csvLine(columns.map((column) => csvTextOf(column, cellOf(column, row[column.id]))));
  }
  await pipeline(Readable.from(lines(), { objectMode: false }), output);
}
