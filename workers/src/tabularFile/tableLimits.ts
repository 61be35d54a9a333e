import { TableFileError } from './tableFileError.js';

/**
 * The most data rows a table file may have: well above the spec's largest imports (60k effort rows, 20k
 * sections), and what bounds a hostile file's parse (time and memory) however small it is zipped.
 */
export const maxTableRows = 100_000;

/** The most an XLSX (a zip) may hold unzipped: a 100k-row sheet is ~40 MB of XML; more is a zip bomb. */
export const maxXlsxUnzippedBytes = 256 * 1024 * 1024;

export const tooManyRows = (fileName: string, maxRows: number) =>
  new TableFileError(
    `${fileName} has more than ${maxRows.toLocaleString('en-US')} rows: at most that many can be imported at once. Split it.`,
  );

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;
const zip64Size = 0xffffffff;

/**
 * Refuses a zip whose directory declares more than `maxXlsxUnzippedBytes` unzipped, or that the directory
 * does not describe: the sizes it declares bound the parse, and a file that lies about them is stopped by
 * the row cap and the reading thread's memory and time limits (uploadThread/).
 */
export function checkZipSizes(bytes: Buffer, fileName: string): void {
  const refuse = (why: string) => {
    throw new TableFileError(`${fileName} cannot be read as an Excel workbook: ${why}`);
  };
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1)
    if (bytes.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  if (end < 0) return refuse('its zip directory is missing (a damaged or truncated file?)');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let unzipped = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntry)
      return refuse('its zip directory is damaged');
    const size = bytes.readUInt32LE(at + 24);
    if (size === zip64Size) return refuse('it holds a part larger than 4 GB');
    unzipped += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (unzipped > maxXlsxUnzippedBytes)
    refuse(
      `it unzips to ${Math.round(unzipped / 1024 / 1024)} MB, more than the ${maxXlsxUnzippedBytes / 1024 / 1024} MB a workbook may hold. Split it.`,
    );
}
