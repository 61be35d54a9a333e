import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TableColumns, TableRow } from './tableColumns.js';
import { TableFileError } from './tableFileError.js';
import { type TableHeader, tableHeaderOf, tableRowOf } from './tableHeader.js';
import { checkZipSizes, maxTableRows, tooManyRows } from './tableLimits.js';

/** A number as plain decimal text, to the 15 digits Excel keeps: never 1e-7 nor 0.30000000000000004. */
export function decimalText(value: number): string {
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  return rounded.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

/** A cell as the text it shows: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return decimalText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

type SheetReader = ExcelJS.stream.xlsx.WorksheetReader & { name?: string };

/**
 * The first worksheet of a workbook: header in its first non-empty row, lines are row numbers.
 * Streamed (a third of the time of loading the workbook, and a 20 MB file never held as a model), and
 * refused beyond `maxRows` rows or a zip that unzips to more than a workbook may hold.
 */
export async function readXlsxTable<Column extends string>(
  bytes: Buffer,
  fileName: string,
  columns: TableColumns<Column>,
  maxRows = maxTableRows,
): Promise<{ header: TableHeader<Column>; rows: TableRow<Column>[] }> {
  checkZipSizes(bytes, fileName);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let header: TableHeader<Column> | undefined;
  const rows: TableRow<Column>[] = [];
  let sheetName: string | undefined;
  try {
    for await (const sheet of reader as AsyncIterable<SheetReader>) {
      // the zip's order of worksheets need not be the tabs' order: workbook.xml (read before) has that
      const firstTab = (reader as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0]?.name;
      if (firstTab !== undefined && sheet.name !== undefined && sheet.name !== firstTab) {
        for await (const row of sheet) void row;
        continue;
      }
      sheetName = sheet.name ?? 'first';
      for await (const row of sheet) {
        const cells = rowCells(row);
        if (!cells) continue;
        if (header && rows.length === maxRows) throw tooManyRows(fileName, maxRows);
        if (header) rows.push(tableRowOf(cells, row.number, header));
        else header = tableHeaderOf(cells, row.number, columns);
      }
      break;
    }
  } catch (error) {
    if (error instanceof TableFileError) throw error;
    throw new TableFileError(
      `${fileName} could not be read as an Excel workbook: ${(error as Error).message}`,
    );
  }
  if (sheetName === undefined) throw new TableFileError(`${fileName} has no worksheet.`);
  if (!header)
    throw new TableFileError(`${fileName} has no header row: its worksheet "${sheetName}" is empty.`);
  return { header, rows };
}

/** A row's cells as text by column index, or undefined when all are blank. */
function rowCells(row: ExcelJS.Row): string[] | undefined {
  const cells: string[] = [];
  let blank = true;
  row.eachCell((cell, columnNumber) => {
    const text = cellText(cell.value);
    cells[columnNumber - 1] = text;
    if (blank && text.trim() !== '') blank = false;
  });
  return blank ? undefined : cells;
}
