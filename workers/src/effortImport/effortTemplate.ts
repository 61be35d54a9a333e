import { csvCell } from '@tams/domain';
import ExcelJS from 'exceljs';

/** The template's columns: the canonical names the import reads without any alias. */
export const effortTemplateColumns = [
  'EmployeeId',
  'PositionId',
  'PositionTitle',
  'PayPeriod',
  'CostCenter',
  'EarnCode',
  'Amount',
  'Percent',
  'FTE',
] as const;

/** One position's pay in one pay period, split 75/25 over two cost centers. */
const exampleRows: (string | number)[][] = [
  ['E000123', 'P100001', 'Associate Professor', '2025-PP01', '10-4410-200', 'REG', 3250, 75, 1],
  ['E000123', 'P100001', 'Associate Professor', '2025-PP01', '20-4410-350', 'SUP', 1083.33, 25, 1],
];

const widths: Record<(typeof effortTemplateColumns)[number], number> = {
  EmployeeId: 14,
  PositionId: 12,
  PositionTitle: 26,
  PayPeriod: 12,
  CostCenter: 14,
  EarnCode: 10,
  Amount: 12,
  Percent: 10,
  FTE: 8,
};

/** The import template as CSV: the header and two example rows. */
export function effortTemplateCsv(): string {
  const lines = [effortTemplateColumns, ...exampleRows].map((row) => row.map(csvCell).join(','));
  return lines.join('\r\n') + '\r\n';
}

/** The import template as an Excel workbook: a bold, frozen header, columns wide enough to read. */
export async function effortTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Effort', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = effortTemplateColumns.map((column) => ({
    header: column,
    key: column,
    width: widths[column],
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of exampleRows) sheet.addRow(row);
  sheet.getColumn('Amount').numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
