import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellOf, type ExportedColumn } from './reportCells.js';

const numberFormats: Partial<Record<ExportedColumn['kind'], string>> = {
  integer: '#,##0',
  number: '#,##0.00',
  date: 'yyyy-mm-dd',
  timestamp: 'yyyy-mm-dd hh:mm',
};

// a label's width in characters plus room for the filter arrow Excel draws in a header cell
const widthOf = (column: ExportedColumn) =>
  column.width ?? Math.min(Math.max(column.label.length + 2, 10), 60);

/** Resolves when `output` can take more, or is closed (then the next row stops the export). */
function drained(output: Writable): Promise<void> {
  if (output.destroyed) return Promise.reject(new Error('The export was closed before it ended'));
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done).off('close', done);
      resolve();
    };
    output.on('drain', done).on('close', done);
  });
}

type DrainingStream = NodeJS.WritableStream & { _writableState?: { needDrain: boolean } };

/**
 * The zip entry the sheet's XML is written into. exceljs writes the sheet into it ignoring write()'s
 * answer, so a fast cursor piles uncompressed XML up ahead of deflate (64 MB for 50k rows); waiting
 * for it to drain keeps the export's memory flat. Private fields of exceljs 4.4 (pinned): without them
 * (another version) the export still works, only without this wait.
 */
const zipEntryOf = (sheet: unknown): DrainingStream | undefined =>
  (sheet as { _stream?: { pipes?: DrainingStream[] } })._stream?.pipes?.[0];

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (reportName: string) =>
  reportName
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Report';

/**
 * Writes a report's rows as an XLSX workbook into `output` as they come (exceljs' streaming writer: each
 * row is committed and leaves memory): typed cells, a frozen header row of the labels, column widths and
 * number formats. When `output` is full, reading waits for it to drain.
 */
export async function writeReportXlsx(
  reportName: string,
  columns: ExportedColumn[],
  rows: AsyncIterable<Record<string, unknown>>,
  output: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetNameOf(reportName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.id,
    width: widthOf(column),
    style: numberFormats[column.kind] ? { numFmt: numberFormats[column.kind] } : {},
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => cellOf(column, row[column.id]))).commit();
    const entry = zipEntryOf(sheet);
    if (entry?._writableState?.needDrain) await once(entry, 'drain');
    if (output.writableNeedDrain) await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}
