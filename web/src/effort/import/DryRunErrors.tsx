import type { RowError } from './effortImportApi';
import { RowErrorsTable } from '../../shared/fileImport/RowErrorsTable';

/** The payroll rows that failed validation (the API sends the first 500 errors and counts all). */
export function DryRunErrors({
  errors,
  errorCount,
  rowCount,
}: {
  errors: RowError[];
  errorCount: number;
  rowCount: number;
}) {
  return (
    <RowErrorsTable
      errors={errors}
      rowCount={rowCount}
      errorCount={errorCount}
      consequence="A row with an error is not imported."
    />
  );
}
