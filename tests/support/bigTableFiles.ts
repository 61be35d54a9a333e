import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * Large table files made fast (exceljs's writer takes ~10 s and a GB for 200k rows): CSV text, and XLSX
 * written as the zip of its XML parts (cells as inline strings), including zip bombs.
 */

/** A zip entry: its deflated bytes, its CRC and size; `declaredSize` lies about the size when set. */
interface ZipEntry {
  name: string;
  deflated: Buffer;
  crc: number;
  size: number;
  declaredSize?: number;
}

const entryOf = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), crc: crc32(data), size: data.length };
};

function zipOf(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRels = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts of a one-sheet workbook but the sheet. */
const workbookParts = () => [
  entryOf(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ),
  entryOf(
    '_rels/.rels',
    `<?xml version="1.0"?><Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  entryOf(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0"?><Relationships xmlns="${packageRels}"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
  entryOf(
    'xl/workbook.xml',
    `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  entryOf('xl/sharedStrings.xml', `<?xml version="1.0"?><sst xmlns="${main}" count="0" uniqueCount="0"/>`),
];

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const letters = (index: number) => String.fromCharCode(65 + index);
const rowXml = (number: number, cells: readonly string[]) =>
  `<row r="${number}">${cells.map((cell, index) => `<c r="${letters(index)}${number}" t="inlineStr"><is><t>${escaped(cell)}</t></is></c>`).join('')}</row>`;

/** A workbook of one sheet: the header, then `count` rows of `rowOf(index)` (at most 26 columns). */
export function bigXlsx(
  header: readonly string[],
  count: number,
  rowOf: (index: number) => string[],
): Buffer {
  const parts = [`<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>`, rowXml(1, header)];
  for (let index = 0; index < count; index += 1) parts.push(rowXml(index + 2, rowOf(index)));
  parts.push('</sheetData></worksheet>');
  return zipOf([...workbookParts(), entryOf('xl/worksheets/sheet1.xml', parts.join(''))]);
}

/** The same as CSV (cells without commas or quotes). */
export function bigCsv(header: readonly string[], count: number, rowOf: (index: number) => string[]): string {
  const lines = [header.join(',')];
  for (let index = 0; index < count; index += 1) lines.push(rowOf(index).join(','));
  return lines.join('\n') + '\n';
}

/**
 * A zip bomb: a sheet of `unzippedMb` MB (the same 1 MB of rows over and over) zipped to ~1 KB per MB.
 * Its directory says how large it is unless `lying`, when it declares 1 KB.
 */
export function xlsxBomb(
  header: readonly string[],
  row: readonly string[],
  unzippedMb: number,
  lying = false,
) {
  const start = Buffer.from(
    `<?xml version="1.0"?><worksheet xmlns="${main}"><sheetData>${rowXml(1, header)}`,
  );
  const oneRow = rowXml(2, [...row]);
  const megabyte = Buffer.from(oneRow.repeat(Math.ceil(2 ** 20 / oneRow.length)));
  const end = Buffer.from('</sheetData></worksheet>');
  // each piece deflated on its own and flushed, so repeating one is a valid deflate stream
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  const repeated = flushed(megabyte);
  const deflated = Buffer.concat([
    flushed(start),
    ...Array.from({ length: unzippedMb }, () => repeated),
    deflateRawSync(end),
  ]);
  let crc = crc32(start);
  for (let index = 0; index < unzippedMb; index += 1) crc = crc32(megabyte, crc);
  crc = crc32(end, crc);
  const size = start.length + megabyte.length * unzippedMb + end.length;
  const sheet: ZipEntry = {
    name: 'xl/worksheets/sheet1.xml',
    deflated,
    crc,
    size,
    ...(lying ? { declaredSize: 1024 } : {}),
  };
  return zipOf([...workbookParts(), sheet]);
}
