import type { PayPeriodFact } from '@tams/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  effortCsv,
  type EffortFileRow,
  effortXlsx,
  syntheticEffortRows,
} from '../../../tests/support/effortFiles.js';
import { type EffortFile, maxEffortFileBytes, readEffortFile } from './effortFile.js';
import { EffortFileError } from './effortFileError.js';

const payPeriods: PayPeriodFact[] = ['2025-PP01', '2025-PP02', '2025-PP03'].map((code, index) => ({
  id: `pp${index + 1}`,
  code,
  startDate: `2025-0${index + 1}-01`,
  endDate: `2025-0${index + 1}-14`,
}));
const synthetic = (count: number) =>
  syntheticEffortRows(count, {
    payPeriodCodes: payPeriods.map((period) => period.code),
    employeeIds: ['E000001', 'E000002', 'E000003', 'E000004'],
  });
const row = (cells: EffortFileRow = {}): EffortFileRow => ({
  EmployeeId: 'E000001',
  PositionId: 'P100001',
  PositionTitle: 'Lecturer',
  PayPeriod: '2025-PP01',
  CostCenter: '10-4410-200',
  EarnCode: 'REG',
  Amount: 1250.5,
  Percent: 50,
  ...cells,
});
const readCsv = (text: string, name = 'payroll.csv') => readEffortFile(Buffer.from(text), name);

/** The EffortFileError a read throws (fails the test when it reads). */
async function refusal(read: Promise<EffortFile>): Promise<EffortFileError> {
  const error = await read.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EffortFileError);
  return error as EffortFileError;
}

describe('readEffortFile: CSV and XLSX', () => {
  it('reads the same rows, lines and columns from a CSV and an XLSX of the same rows', async () => {
    const rows = synthetic(300);
    const csv = await readCsv(effortCsv(rows));
    const xlsx = await readEffortFile(await effortXlsx(rows), 'payroll.xlsx');
    expect(csv.format).toBe('csv');
    expect(xlsx.format).toBe('xlsx');
    expect(csv.rows).toHaveLength(300);
    expect(xlsx.rows).toEqual(csv.rows);
    expect(xlsx.columns).toEqual(csv.columns);
    expect(csv.rows[0]).toEqual({
      line: 2,
      values: Object.fromEntries(Object.entries(rows[0]!).map(([column, value]) => [column, String(value)])),
    });
    expect(csv.rows[299]!.line).toBe(301);
  });

  it('hashes the bytes: same file same hash, one byte more another', async () => {
    const text = effortCsv([row()]);
    const first = await readCsv(text);
    expect(first.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await readCsv(text)).contentHash).toBe(first.contentHash);
    expect((await readCsv(text + '\n')).contentHash).not.toBe(first.contentHash);
  });

  it('maps header aliases to the canonical columns and reports the headers it ignores', async () => {
    const headers = {
      EmployeeId: 'Empl Id',
      PositionId: 'Position Number',
      PayPeriod: 'pay_period',
      CostCenter: 'DeptId',
      EarnCode: 'ErnCd',
      Amount: 'Dollars',
      Percent: 'Dist Pct',
    } as const;
    const [headerLine, rowLine] = effortCsv([row()], { headers }).split('\n');
    const text = `${headerLine},Notes,,Notes\n${rowLine},hello,,again\n`;
    const file = await readCsv(text);
    expect(file.columns).toEqual({
      'Empl Id': 'EmployeeId',
      'Position Number': 'PositionId',
      PositionTitle: 'PositionTitle',
      pay_period: 'PayPeriod',
      DeptId: 'CostCenter',
      ErnCd: 'EarnCode',
      Dollars: 'Amount',
      'Dist Pct': 'Percent',
    });
    expect(file.ignoredColumns).toEqual(['Notes']);
    expect(file.rows[0]!.values).toEqual({
      EmployeeId: 'E000001',
      PositionId: 'P100001',
      PositionTitle: 'Lecturer',
      PayPeriod: '2025-PP01',
      CostCenter: '10-4410-200',
      EarnCode: 'REG',
      Amount: '1250.5',
      Percent: '50',
    });
  });

  it('refuses a header without required columns, naming them and their accepted headers, on line 1', async () => {
    const error = await refusal(readCsv('Employee,Pay Period,Amount,Comment\nE1,2025-PP01,10,x\n'));
    expect(error.errors.map((problem) => [problem.line, problem.column])).toEqual([
      [1, 'PositionId'],
      [1, 'CostCenter'],
      [1, 'EarnCode'],
    ]);
    expect(error.message).toContain('Missing column PositionId');
    expect(error.message).toContain('PositionId: PositionId, Position, Position Number');
    expect(error.message).toContain('CostCenter: CostCenter, Cost Centre');
    expect(error.message).toContain('Headers found: Employee, Pay Period, Amount, Comment');
  });

  it('asks for the pay period and for an amount or a percent', async () => {
    const error = await refusal(readCsv('EmployeeId,PositionId,CostCenter,EarnCode,Pay Period Start\n'));
    expect(error.errors.map((problem) => problem.column)).toEqual([
      'PayPeriod (or PayPeriodStart and PayPeriodEnd)',
      'Amount or Percent',
    ]);
    expect(error.errors[1]!.message).toContain('Percent: Percent, Percentage');
  });

  it('refuses an XLSX header without required columns the same way, on its row', async () => {
    const xlsx = await effortXlsx([{ EmployeeId: 'E1', PositionId: 'P1', Amount: 5 }], { startRow: 2 });
    const error = await refusal(readEffortFile(xlsx, 'payroll.xlsx'));
    expect(error.errors.map((problem) => [problem.line, problem.column])).toEqual([
      [2, 'CostCenter'],
      [2, 'EarnCode'],
      [2, 'PayPeriod (or PayPeriodStart and PayPeriodEnd)'],
    ]);
  });

  it('refuses two headers for one column', async () => {
    const text = effortCsv([row()]).replace('PositionTitle', 'Empl Id');
    const error = await refusal(readCsv(text));
    expect(error.errors).toHaveLength(1);
    expect(error.errors[0]).toMatchObject({ line: 1, column: 'Empl Id' });
    expect(error.message).toContain('"EmployeeId" (column A) and "Empl Id" (column C)');
  });
});

describe('readEffortFile: files it cannot read', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

  it('refuses a PNG, a PDF, an old .xls and a Word file named .csv, saying what they are', async () => {
    expect((await refusal(readEffortFile(png, 'payroll.csv'))).message).toMatch(
      /^payroll\.csv is a PNG image, not a CSV or XLSX file\. Export/,
    );
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n');
    expect((await refusal(readEffortFile(pdf, 'p.csv'))).message).toContain('is a PDF document');
    const xls = Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex');
    expect((await refusal(readEffortFile(xls, 'p.xls'))).message).toContain('Excel 97-2003 workbook (.xls)');
    const docx = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('..word/document.xml..')]);
    expect((await refusal(readEffortFile(docx, 'p.xlsx'))).message).toContain('zip archive without an Excel');
  });

  it('refuses binary bytes and text that is not UTF-8', async () => {
    const binary = Buffer.from('EmployeeId,PositionId\u0000\u0001\n');
    expect((await refusal(readEffortFile(binary, 'p.csv'))).message).toContain('is a binary file');
    const latin1 = Buffer.from(effortCsv([row({ PositionTitle: 'Professeur associé' })]), 'latin1');
    const error = await refusal(readEffortFile(latin1, 'p.csv'));
    expect(error.message).toContain('is not UTF-8 text');
    expect(error.errors).toEqual([{ line: 0, column: '', message: error.message }]);
  });

  it('refuses an empty file, a file of blank lines and an XLSX whose sheet is empty', async () => {
    expect((await refusal(readCsv(''))).message).toBe('payroll.csv is empty.');
    expect((await refusal(readCsv('\n\r\n  \n,,,\n'))).message).toContain('has no header row');
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Nothing');
    const bytes = Buffer.from(await empty.xlsx.writeBuffer());
    expect((await refusal(readEffortFile(bytes, 'p.xlsx'))).message).toContain('has no header row');
  });

  it(`refuses more than ${maxEffortFileBytes} bytes`, async () => {
    const error = await refusal(readEffortFile(Buffer.alloc(maxEffortFileBytes + 1, 'a'), 'big.csv'));
    expect(error.message).toContain('at most 20 MB');
  });
});
