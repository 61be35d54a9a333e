import { isUtf8 } from 'node:buffer';
import { TableFileError } from './tableFileError.js';

export type TableFileFormat = 'csv' | 'xlsx';

const utf8Hint = 'Save it from Excel as "CSV UTF-8 (Comma delimited)", or upload the .xlsx.';

/** What a file's first bytes say it is, for the kinds people upload by mistake. */
const signatures: { bytes: number[]; what: string }[] = [
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF document' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], what: 'an RTF document' },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0],
    what: 'an Excel 97-2003 workbook (.xls), a password-protected workbook or another old Office file',
  },
];
const zipSignature = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * CSV or XLSX by the content, never by the name: an XLSX is a zip holding xl/workbook.xml, a CSV is UTF-8
 * text without NUL bytes. Anything else is refused with what it seems to be, and `exportHint` (how to
 * export the right file).
 */
export function tableFileFormat(bytes: Buffer, fileName: string, exportHint: string): TableFileFormat {
  const refuse = (what: string) => {
    throw new TableFileError(`${fileName} is ${what}, not a CSV or XLSX file. ${exportHint}`);
  };
  if (bytes.length === 0) throw new TableFileError(`${fileName} is empty.`);
  if (startsWith(bytes, zipSignature)) {
    // the zip's directory names its entries in plain text
    if (bytes.includes('xl/workbook.xml')) return 'xlsx';
    return refuse('a zip archive without an Excel workbook in it (a Word or other Office file?)');
  }
  for (const { bytes: signature, what } of signatures) if (startsWith(bytes, signature)) refuse(what);
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]))
    throw new TableFileError(`${fileName} is UTF-16 text (Excel's "Unicode Text"). ${utf8Hint}`);
  if (bytes.includes(0)) refuse('a binary file');
  if (!isUtf8(bytes))
    throw new TableFileError(`${fileName} is not UTF-8 text (a Windows code page?). ${utf8Hint}`);
  return 'csv';
}
