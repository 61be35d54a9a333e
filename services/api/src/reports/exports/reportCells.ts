/** The part of a report column (projections' ReportColumn) an export reads. */
export interface ExportedColumn {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'date' | 'timestamp' | 'enum';
  /** Characters, for XLSX. */
  width?: number;
}

export type CellValue = string | number | Date | null;

const isoDate = (value: Date) => value.toISOString().slice(0, 10);

/**
 * A row value as the export's typed cell: numbers as numbers (PostgreSQL numeric arrives as text),
 * booleans Yes/No, dates as Date (a date column's value at UTC midnight), anything else as text.
 */
export function cellOf(column: ExportedColumn, value: unknown): CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'number':
    case 'integer': {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : String(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'date': {
      const date = value instanceof Date ? isoDate(value) : String(value).slice(0, 10);
      return new Date(`${date}T00:00:00Z`);
    }
    case 'timestamp':
      return value instanceof Date ? value : new Date(String(value));
    default:
      return Array.isArray(value) ? value.join('; ') : String(value);
  }
}

/** A cell as CSV text: dates ISO 8601 (a date column without its time). */
export function csvTextOf(column: ExportedColumn, cell: CellValue): string | number {
  if (cell === null) return '';
  if (cell instanceof Date) return column.kind === 'date' ? isoDate(cell) : cell.toISOString();
  return cell;
}

/** `<report name>-<yyyy-mm-dd>.<ext>`, without the characters file systems refuse. */
export function exportFileName(reportName: string, extension: 'csv' | 'xlsx', today = new Date()): string {
  const name = reportName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'report';
  return `${name}-${isoDate(today)}.${extension}`;
}
