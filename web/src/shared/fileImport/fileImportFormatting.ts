import { formatDateTime } from '../records/formatting';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The Content-Type the API reads the file by: from its extension (browsers name CSV types differently). */
export function contentTypeOf(fileName: string): string {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.xlsx')) return xlsxType;
  return 'application/octet-stream';
}

/** "1 row", "2 rows". */
export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** A moment as the histories show it: "Nov 25, 2026, 3:04 PM". */
export const momentText = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '');

/** The rows of one page of a list (`page` from 0). */
export const pageOf = <T>(items: readonly T[], page: number, perPage: number) =>
  items.slice(page * perPage, page * perPage + perPage);
