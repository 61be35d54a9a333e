import { type PayPeriodFact, validateEffortRows } from '@tams/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { effortCsv, type EffortFileRow, syntheticEffortRows } from '../../../tests/support/effortFiles.js';
import { readEffortFile } from './effortFile.js';
import { decimalText } from './effortXlsxReader.js';

const payPeriods: PayPeriodFact[] = [
  { id: 'pp1', code: '2025-PP01', startDate: '2025-01-01', endDate: '2025-01-14' },
  { id: 'pp2', code: '2025-PP02', startDate: '2025-01-15', endDate: '2025-01-28' },
];
const readCsv = (text: string) => readEffortFile(Buffer.from(text), 'payroll.csv');
const header = 'EmployeeId,PositionId,PositionTitle,PayPeriod,CostCenter,EarnCode,Amount,Percent';

describe('readEffortFile: CSV dialects and line numbers', () => {
  it('reads a semicolon CSV with a BOM, CRLF and quoted cells holding the delimiter and quotes', async () => {
    const rows: EffortFileRow[] = [
      { EmployeeId: 'E1', PositionId: 'P1', PositionTitle: 'Chair; "Acting"', PayPeriod: '2025-PP01' },
      { EmployeeId: 'E2', PositionId: 'P2', PositionTitle: 'Lecturer', PayPeriod: '2025-PP02' },
    ].map((cells) => ({ ...cells, CostCenter: '10-4410-200', EarnCode: 'REG', Amount: '1200.50' }));
    const text = '\uFEFF' + effortCsv(rows, { delimiter: ';', lineEnding: '\r\n' });
    expect(text).toContain('"Chair; ""Acting"""');
    const file = await readCsv(text);
    expect(Object.keys(file.columns)[0]).toBe('EmployeeId');
    expect(file.rows).toEqual([
      { line: 2, values: { ...rows[0], PositionTitle: 'Chair; "Acting"' } },
      { line: 3, values: rows[1] },
    ]);
  });

  it('reads decimal commas in a semicolon CSV, as European Excel writes them', async () => {
    const text = [
      'EmployeeId;PositionId;PayPeriod;CostCenter;EarnCode;Amount;Percent;FTE',
      'E1;P1;2025-PP01;10-4410-200;REG;1.234,50;12,5;0,75',
      'E2;P2;2025-PP01;10-4410-200;REG;980;100;1',
    ].join('\n');
    const file = await readCsv(text);
    const { rows, errors } = validateEffortRows(file.rows, payPeriods);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.Amount, row.Percent, row.FTE])).toEqual([
      [1234.5, 12.5, 0.75],
      [980, 100, 1],
    ]);
  });

  it('gives each row the line it starts on across blank lines, quoted newlines and CRLF', async () => {
    const lines = [
      '', // 1: blank lines before the header
      '',
      header, // 3
      'E1,P1,"Professor', // 4: a title over two lines
      'of Music",2025-PP01,10-4410-200,REG,100,50',
      '',
      ',,,,,,,', // 7: a row of empty cells, as Excel leaves them
      'E2,P2,Lecturer,2025-PP01,10-4410-200,REG,200,50', // 8
      '   ',
      'E3,P3,"A\r\nB\r\nC",2025-PP02,10-4410-200,SUP,300,', // 10: three lines
      'E4,P4,,2025-PP02,10-4410-200,REG,,100', // 13
    ];
    const file = await readCsv(lines.join('\r\n'));
    expect(file.headerLine).toBe(3);
    expect(file.rows.map((row) => [row.line, row.values.EmployeeId])).toEqual([
      [4, 'E1'],
      [8, 'E2'],
      [10, 'E3'],
      [13, 'E4'],
    ]);
    expect(file.rows[0]!.values.PositionTitle).toBe('Professor\nof Music');
    expect(file.rows[3]!.values).not.toHaveProperty('PositionTitle');
  });

  it('reads a tab-separated file', async () => {
    const file = await readCsv(
      effortCsv([{ EmployeeId: 'E1', Amount: '1,200.00' }], {
        delimiter: '\t',
        columns: ['EmployeeId', 'PositionId', 'PayPeriod', 'CostCenter', 'EarnCode', 'Amount'],
      }),
    );
    expect(file.rows[0]!.values).toEqual({ EmployeeId: 'E1', Amount: '1,200.00' });
  });
});

describe('readEffortFile: XLSX cells', () => {
  it('finds the header below blank rows and reads dates, formulas, rich text and numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Distribution');
    workbook.addWorksheet('Notes').getCell('A1').value = 'EmployeeId';
    sheet.getRow(3).values = [
      'EmployeeId',
      'PositionId',
      'PayPeriodStart',
      'PayPeriodEnd',
      'CostCenter',
      'EarnCode',
      'Amount',
      'Percent',
      'FTE',
    ];
    sheet.getRow(5).values = [
      { richText: [{ text: 'E0' }, { text: '42', font: { bold: true } }] },
      100001,
      new Date(Date.UTC(2025, 0, 1)),
      new Date(Date.UTC(2025, 0, 14)),
      '10-4410-200',
      'REG',
      { formula: 'H5*40', result: 2000.1 },
      50,
      0.1 + 0.2,
    ];
    sheet.getRow(6).values = ['E43', 'P2', '2025-01-15', '2025-01-28', '10', 'REG', 1e-7, null, null];
    const file = await readEffortFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'x.xlsx');
    expect(file.headerLine).toBe(3);
    expect(file.rows).toEqual([
      {
        line: 5,
        values: {
          EmployeeId: 'E042',
          PositionId: '100001',
          PayPeriodStart: '2025-01-01',
          PayPeriodEnd: '2025-01-14',
          CostCenter: '10-4410-200',
          EarnCode: 'REG',
          Amount: '2000.1',
          Percent: '50',
          FTE: '0.3',
        },
      },
      {
        line: 6,
        values: {
          EmployeeId: 'E43',
          PositionId: 'P2',
          PayPeriodStart: '2025-01-15',
          PayPeriodEnd: '2025-01-28',
          CostCenter: '10',
          EarnCode: 'REG',
          Amount: '0.0000001',
        },
      },
    ]);
    const { rows, errors } = validateEffortRows(file.rows, payPeriods);
    expect(errors).toEqual([]);
    expect(rows.map((row) => row.PayPeriodId)).toEqual(['pp1', 'pp2']);
  });

  it('writes numbers as plain decimals', () => {
    expect([decimalText(1e21), decimalText(-2.5e-8), decimalText(1234.5), decimalText(1 / 3)]).toEqual([
      '1000000000000000000000',
      '-0.000000025',
      '1234.5',
      '0.333333333333333',
    ]);
  });
});

describe('readEffortFile with validateEffortRows', () => {
  it('reports an unknown pay period and a non-numeric amount by line and column', async () => {
    const text = [
      header,
      'E1,P1,Lecturer,2025-PP01,10-4410-200,REG,1000,40',
      'E1,P1,Lecturer,2031-PP99,10-4410-200,REG,1000,10',
      '',
      'E2,P2,Lecturer,2025-PP01,10-4410-200,REG,ten dollars,',
    ].join('\n');
    const { rows, errors } = validateEffortRows((await readCsv(text)).rows, payPeriods);
    expect(rows.map((row) => row.line)).toEqual([2]);
    expect(errors).toEqual([
      {
        line: 3,
        column: 'PayPeriod',
        value: '2031-PP99',
        message: expect.stringContaining('Unknown pay period'),
      },
      { line: 5, column: 'Amount', value: 'ten dollars', message: 'Not a number' },
    ]);
  });

  it('flags every row of a position whose percents add up to more than 100 in a pay period', async () => {
    const text = [
      header,
      'E1,P1,Lecturer,2025-PP01,10-4410-200,REG,1000,60',
      'E1,P1,Lecturer,2025-PP01,20-4410-350,SUP,1000,50',
      'E1,P1,Lecturer,2025-PP02,20-4410-350,SUP,1000,100',
    ].join('\n');
    const { rows, errors } = validateEffortRows((await readCsv(text)).rows, payPeriods);
    expect(rows.map((row) => row.line)).toEqual([4]);
    expect(errors.map((error) => [error.line, error.column])).toEqual([
      [2, 'Percent'],
      [3, 'Percent'],
    ]);
    expect(errors[0]!.message).toContain('adds up to 110%');
  });

  it('generates synthetic rows that read and validate without an error, the same for the same seed', async () => {
    const options = { payPeriodCodes: ['2025-PP01', '2025-PP02'], employeeIds: ['E1', 'E2', 'E3'] };
    const generated = syntheticEffortRows(500, options);
    expect(syntheticEffortRows(500, options)).toEqual(generated);
    expect(syntheticEffortRows(500, { ...options, seed: 2 })).not.toEqual(generated);
    expect(new Set(generated.map((row) => row.EarnCode))).toEqual(new Set(['REG', 'SUP', 'OVL', 'STP']));
    const { rows, errors } = validateEffortRows((await readCsv(effortCsv(generated))).rows, payPeriods);
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(500);
  });
});
