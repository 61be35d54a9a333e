import { createHash } from 'node:crypto';
import { missingSisColumns, type SisImportKind, type SisRawRow, sisColumnAliases } from '@tams/domain';
import { readCsvTable } from '../tabularFile/csvTable.js';
import { type TableFileFormat, tableFileFormat } from '../tabularFile/fileFormat.js';
import type { TableColumns } from '../tabularFile/tableColumns.js';
import { TableFileError } from '../tabularFile/tableFileError.js';
import { readXlsxTable } from '../tabularFile/xlsxTable.js';

/** The largest registrar or HR file accepted (the API refuses a larger body before reading it). */
export const maxSisFileBytes = 20 * 1024 * 1024;

/** A registrar or HR file read: its rows by column header, keyed by their line in the file. */
export interface SisFile {
  format: TableFileFormat;
  /** sha256 of the bytes, hex: the file's upload id. */
  contentHash: string;
  /** The kind's columns the header has (by their header as the template writes it). */
  present: ReadonlySet<string>;
  ignoredColumns: string[];
  rows: SisRawRow[];
}

const columnsOf = (kind: SisImportKind): TableColumns<string> => ({
  aliases: sisColumnAliases(kind),
  missing: (present) => missingSisColumns(kind, present),
});

const exportHint = "Save it as CSV (UTF-8) or as an Excel workbook (.xlsx), with the template's headers.";

/**
 * Reads a file of courses, sections or people, CSV or XLSX told apart by the content. Throws
 * TableFileError for a file that cannot be read at all; rows are checked by the kind's plan.
 */
export async function readSisFile(bytes: Buffer, fileName: string, kind: SisImportKind): Promise<SisFile> {
  if (bytes.length > maxSisFileBytes)
    throw new TableFileError(
      `${fileName} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: at most ${maxSisFileBytes / 1024 / 1024} MB can be imported at once. Split it.`,
    );
  const format = tableFileFormat(bytes, fileName, exportHint);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const columns = columnsOf(kind);
  const { header, rows } =
    format === 'xlsx'
      ? await readXlsxTable(bytes, fileName, columns)
      : readCsvTable(bytes, fileName, columns);
  return {
    format,
    contentHash,
    present: new Set(header.cells.map(([, column]) => column)),
    ignoredColumns: header.ignoredColumns,
    rows,
  };
}
