export { contentTypeOf, countOf, momentText, pageOf } from '../../shared/fileImport/fileImportFormatting';

/** The file's columns the import recognised, as "Header → Column" (the same name once when they agree). */
export function recognisedColumns(columns: Record<string, string>): string[] {
  return Object.entries(columns).map(([header, column]) =>
    header.trim() === column ? column : `${header} → ${column}`,
  );
}
