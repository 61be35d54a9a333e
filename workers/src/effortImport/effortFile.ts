import { createHash } from 'node:crypto';
import type { EffortColumn, RawEffortRow } from '@tams/domain';
import { readEffortCsv } from './effortCsvReader.js';
import { EffortFileError } from './effortFileError.js';
import { type EffortFileFormat, effortFileFormat } from './effortFileKind.js';
import { readEffortXlsx } from './effortXlsxReader.js';

/** The largest payroll file accepted (the API refuses a larger body before reading it). */
export const maxEffortFileBytes = 20 * 1024 * 1024;

/** A payroll distribution file read: its rows by canonical column, keyed by their line in the file. */
export interface EffortFile {
  format: EffortFileFormat;
  /** sha256 of the bytes, hex: the same file imported twice is recognised by it. */
  contentHash: string;
  /** Each recognised header as written in the file -> its canonical column. */
  columns: Record<string, EffortColumn>;
  /** Headers the file has that name no column: left out of the rows. */
  ignoredColumns: string[];
  /** The header's line (the first non-empty line or sheet row). */
  headerLine: number;
  rows: RawEffortRow[];
}

/**
 * Reads a payroll file (DESIGN §14), CSV or XLSX told apart by the content. Throws EffortFileError for a
 * file that cannot be read at all; rows are not validated here (validateEffortRows does that).
 */
export async function readEffortFile(bytes: Buffer, fileName: string): Promise<EffortFile> {
  if (bytes.length > maxEffortFileBytes)
    throw new EffortFileError(
      `${fileName} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: at most ${maxEffortFileBytes / 1024 / 1024} MB can be imported at once. Split it by pay period.`,
    );
  const format = effortFileFormat(bytes, fileName);
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  const { header, rows } =
    format === 'xlsx' ? await readEffortXlsx(bytes, fileName) : readEffortCsv(bytes, fileName);
  return {
    format,
    contentHash,
    columns: header.columns,
    ignoredColumns: header.ignoredColumns,
    headerLine: header.line,
    rows,
  };
}
