import { type PayPeriodFact, validateEffortRows } from '@tams/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readEffortFile } from './effortFile.js';
import { effortTemplateColumns, effortTemplateCsv, effortTemplateXlsx } from './effortTemplate.js';

const payPeriods: PayPeriodFact[] = [
  { id: 'pp1', code: '2025-PP01', startDate: '2025-01-01', endDate: '2025-01-14' },
];
const readCsv = (text: string) => readEffortFile(Buffer.from(text), 'template.csv');

describe('effort import templates', () => {
  it('reads back as the canonical columns with two valid example rows, CSV and XLSX alike', async () => {
    const csv = await readCsv(effortTemplateCsv());
    const xlsx = await readEffortFile(await effortTemplateXlsx(), 'template.xlsx');
    expect(Object.values(csv.columns)).toEqual([...effortTemplateColumns]);
    expect(csv.ignoredColumns).toEqual([]);
    expect(csv.rows).toHaveLength(2);
    expect(xlsx.rows).toEqual(csv.rows);
    expect(validateEffortRows(csv.rows, payPeriods).errors).toEqual([]);
  });

  it('has a bold header and columns wide enough for their names', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await effortTemplateXlsx()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    effortTemplateColumns.forEach((name, index) =>
      expect(sheet.getColumn(index + 1).width).toBeGreaterThanOrEqual(name.length),
    );
  });
});
