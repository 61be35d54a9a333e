import { CsvError, parse } from 'csv-parse/sync';
import type { TableColumns, TableRow } from './tableColumns.js';
import { TableFileError } from './tableFileError.js';
import { type TableHeader, tableHeaderOf, tableRowOf } from './tableHeader.js';
import { maxTableRows, tooManyRows } from './tableLimits.js';

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
 * A UTF-8 CSV: header in the first non-blank line, blank lines skipped, rows keyed by the line they
 * start on (a quoted cell may span lines). More than `maxRows` lines (blank ones too) are refused.
 */
export function readCsvTable<Column extends string>(
  bytes: Buffer,
  fileName: string,
  columns: TableColumns<Column>,
  maxRows = maxTableRows,
): { header: TableHeader<Column>; rows: TableRow<Column>[]; delimiter: string } {
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
      // a line more than a full file may have (its header and rows): parsing stops there
      to: maxRows + 2,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 0;
    const message = `${fileName} could not be read as CSV at line ${line}: ${error.message}`;
    throw new TableFileError(message, [{ line, column: '', message: error.message }]);
  }
  if (records.length > maxRows + 1) throw tooManyRows(fileName, maxRows);
  let header: TableHeader<Column> | undefined;
  const rows: TableRow<Column>[] = [];
  let line = 1;
  for (const record of records) {
    const recordLine = line;
    line += 1 + newlinesIn(record);
    if (isBlank(record)) continue;
    if (header) rows.push(tableRowOf(record, recordLine, header));
    else header = tableHeaderOf(record, recordLine, columns);
  }
  if (!header) throw new TableFileError(`${fileName} has no header row: it holds only blank lines.`);
  return { header, rows, delimiter };
}
