import type { RawEffortRow } from '@tams/domain';
import { readCsvTable } from '../tabularFile/csvTable.js';
import { type EffortHeader, effortTableColumns } from './effortHeader.js';

export { csvDelimiterOf } from '../tabularFile/csvTable.js';

/** A UTF-8 payroll CSV (tabularFile/csvTable.ts), numbers of a semicolon CSV made plain. */
export function readEffortCsv(
  bytes: Buffer,
  fileName: string,
): { header: EffortHeader; rows: RawEffortRow[] } {
  const { header, rows, delimiter } = readCsvTable(bytes, fileName, effortTableColumns);
  if (delimiter === ';') for (const row of rows) withDecimalCommas(row);
  return { header, rows };
}

const numberColumns = ['Amount', 'Percent', 'FTE'] as const;

/**
 * Excel writes semicolon CSVs where the comma is the decimal mark (1.234,50): its numbers become the
 * plain ones validation reads (1234.50); a comma there would otherwise pass as a thousands separator.
 */
function withDecimalCommas(row: RawEffortRow): void {
  for (const column of numberColumns) {
    const value = row.values[column];
    if (value === undefined || !value.includes(',')) continue;
    row.values[column] = value.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  }
}
