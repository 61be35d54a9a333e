import { type TableFileFormat, tableFileFormat } from '../tabularFile/fileFormat.js';

export type EffortFileFormat = TableFileFormat;

const exportHint = 'Export the payroll distribution as CSV (UTF-8) or as an Excel workbook (.xlsx).';

/** CSV or XLSX by the content (tableFileFormat), with the payroll export's hint. */
export const effortFileFormat = (bytes: Buffer, fileName: string): EffortFileFormat =>
  tableFileFormat(bytes, fileName, exportHint);
