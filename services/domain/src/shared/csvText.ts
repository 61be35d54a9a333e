/**
 * The one CSV writer of the server, the workers and the web (RFC 4180 quoting, `\n` between records).
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or CR before one) is written
 * as text, as OWASP advises against CSV injection: a single quote first, the cell quoted. Numbers stay
 * numbers: a typed number, and a text that is a plain decimal (PostgreSQL numeric arrives as text),
 * which no spreadsheet reads as anything but that number.
 */
const formulaStart = /^[=+\-@\t\r]/;
const plainDecimal = /^-?\d+(?:\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** One cell as CSV text: empty for null, ISO 8601 for a Date, JSON for an object, booleans spelt out. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (formulaStart.test(text) && !plainDecimal.test(text)) return quoted(`'${text}`);
  return needsQuotes.test(text) ? quoted(text) : text;
}

/** One record: its cells, comma separated, and the line end. */
export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\n`;

/** Written first, so Excel reads the file as UTF-8 (accents) rather than the local code page. */
export const csvByteOrderMark = '\uFEFF';

/** A whole file: the byte order mark, the header, then each record. */
export function csvText(header: readonly string[], records: Iterable<readonly unknown[]>): string {
  let text = csvByteOrderMark + csvLine(header);
  for (const record of records) text += csvLine(record);
  return text;
}
