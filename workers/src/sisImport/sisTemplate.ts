import { csvCell, type SisImportKind, sisColumnsOf } from '@tams/domain';
import ExcelJS from 'exceljs';

/** One example row per kind, by header: what a filled-in file looks like. */
const examples: Record<SisImportKind, Record<string, string | number>[]> = {
  courses: [
    {
      'Course Number': 'BIO 101',
      Name: 'Introduction to Biology',
      'Max Units': 4,
      'Section Max Students': 30,
      'Section Credit Hours': 4,
      Workgroup: '',
      Active: 'yes',
      Offered: 'yes',
    },
  ],
  sections: [
    {
      'Course Number': 'BIO 101',
      Term: 'Fall 2026',
      'Section Number': '001',
      Name: 'Introduction to Biology',
      'Teaching Mode': 'In Person',
      Enrollment: 25,
      Points: 3,
      Days: 'MO WE FR',
      Start: '09:00',
      End: '09:50',
      Frequency: 'weekly',
    },
  ],
  people: [
    {
      Username: 'jdoe',
      'First Name': 'Jane',
      'Last Name': 'Doe',
      Email: 'jane.doe@example.edu',
      'Employee Id': 'E000123',
      Faculty: 'yes',
      'Instructor Type': '',
      'Receives Assignments': 'yes',
    },
  ],
};

/** A kind's template as CSV: its headers and an example row. */
export function sisTemplateCsv(kind: SisImportKind): string {
  const headers = sisColumnsOf(kind).map((column) => column.header);
  const rows = examples[kind].map((example) => headers.map((header) => csvCell(example[header])).join(','));
  return [headers.map(csvCell).join(','), ...rows].join('\r\n') + '\r\n';
}

/** A kind's template as an Excel workbook: a bold, frozen header and an example row. */
export async function sisTemplateXlsx(kind: SisImportKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = sisColumnsOf(kind).map((column) => ({
    header: column.header,
    key: column.header,
    width: Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const example of examples[kind]) sheet.addRow(example);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
