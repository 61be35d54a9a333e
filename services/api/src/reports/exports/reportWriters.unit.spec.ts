import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, type ExportedColumn } from './reportCells.js';
import { writeReportCsv } from './reportCsv.js';
import { writeReportXlsx } from './reportXlsx.js';

const columns: ExportedColumn[] = [
  { id: 'workgroup', label: 'Workgroup', kind: 'text' },
  { id: 'points', label: 'Points', kind: 'number' },
  { id: 'enrollment', label: 'Enrollment', kind: 'integer', width: 14 },
  { id: 'online', label: 'Online', kind: 'boolean' },
  { id: 'startDate', label: 'Start Date', kind: 'date' },
];

async function* rows() {
  yield {
    workgroup: 'Mathématiques, pures',
    points: '1.50',
    enrollment: 30,
    online: true,
    startDate: '2026-08-24',
  };
  yield { workgroup: 'Physics', points: 3, enrollment: null, online: false, startDate: null };
}

async function written(write: (output: PassThrough) => Promise<void>) {
  const output = new PassThrough();
  const [bytes] = await Promise.all([buffer(output), write(output)]);
  return bytes;
}

describe('report exports (issue 18 build 4)', () => {
  it('write CSV with a byte order mark, the labels as header, numbers plain, Yes/No and ISO dates', async () => {
    const bytes = await written((output) => writeReportCsv(columns, rows(), output));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'Workgroup,Points,Enrollment,Online,Start Date\n' +
        '"Mathématiques, pures",1.5,30,Yes,2026-08-24\n' +
        'Physics,3,,No,\n',
    );
  });

  it('write XLSX with typed cells, a frozen header row, widths and number formats', async () => {
    const bytes = await written((output) =>
      writeReportXlsx('Sections: by workgroup', columns, rows(), output),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Sections  by workgroup');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Workgroup',
      'Points',
      'Enrollment',
      'Online',
      'Start Date',
    ]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Mathématiques, pures',
      1.5,
      30,
      'Yes',
      new Date('2026-08-24T00:00:00Z'),
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0.00');
    expect(sheet.getColumn(3).width).toBe(14);
    expect(sheet.getColumn(1).width).toBe(11);
    expect(sheet.rowCount).toBe(3);
  });

  it('name the file after the report and the day, without characters file systems refuse', () => {
    expect(exportFileName('Sections / Workgroup', 'xlsx', new Date('2026-03-01T12:00:00Z'))).toBe(
      'Sections - Workgroup-2026-03-01.xlsx',
    );
  });
});
