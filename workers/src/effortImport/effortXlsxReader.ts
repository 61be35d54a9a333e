import type { RawEffortRow } from '@tams/domain';
import { readXlsxTable } from '../tabularFile/xlsxTable.js';
import { type EffortHeader, effortTableColumns } from './effortHeader.js';

export { cellText, decimalText } from '../tabularFile/xlsxTable.js';

/** The first worksheet of a payroll workbook (tabularFile/xlsxTable.ts). */
export const readEffortXlsx = (
  bytes: Buffer,
  fileName: string,
): Promise<{ header: EffortHeader; rows: RawEffortRow[] }> =>
  readXlsxTable(bytes, fileName, effortTableColumns);
