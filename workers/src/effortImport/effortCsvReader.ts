import type { RawEffortRow } from '@tams/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { EffortFileError } from './effortFileError.js';
import { type EffortHeader, effortHeaderOf, effortRowOf } from './effortHeader.js';

/** The delimiter the header line uses most: comma, semicolon (European Excel) or tab. */
export function csvDelimiterOf(text: string): string {
  const start = text.search(/\S/);
  const end = text.indexOf('\n', start);
  const headerLine = text.slice(Math.max(start, 0), end === -1 ? undefined : end).replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [',', ';', '\t']) {
    const count = headerLine.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

const newlinesIn = (cells: readonly string[]) => {
  let count = 0;
  for (const cell of cells)
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) count += 1;
  return count;
};

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * A UTF-8 payroll CSV: header in the first non-blank line, blank lines skipped, rows keyed by the line
 * they start on (a quoted cell may span lines).
 */
export function readEffortCsv(
  bytes: Buffer,
  fileName: string,
): { header: EffortHeader; rows: RawEffortRow[] } {
  // csv-parse counts the \r and the \n of a quoted CRLF as two lines: with \n alone its count is the file's
  let text = bytes.toString('utf8');
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  const delimiter = csvDelimiterOf(text);
  let records: string[][];
  try {
    // every line is a record here (blank ones too), so a record's line is counted, not asked for:
    // csv-parse's `info` would do it at a third of the parse's time
    records = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    const message = `${fileName} could not be read as CSV at line ${line}: ${error.message}`;
    throw new EffortFileError(message, [{ line, column: '', message: error.message }]);
  }
  let header: EffortHeader | undefined;
  const rows: RawEffortRow[] = [];
  let line = 1;
  for (const record of records) {
    const recordLine = line;
    line += 1 + newlinesIn(record);
    if (isBlank(record)) continue;
    if (header) rows.push(effortRowOf(record, recordLine, header));
    else header = effortHeaderOf(record, recordLine);
  }
  if (!header) throw new EffortFileError(`${fileName} has no header row: it holds only blank lines.`);
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
