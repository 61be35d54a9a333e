import type { RowError } from './effortImportApi';
import { RowErrorsTable } from '../../shared/fileImport/RowErrorsTable';

/** The payroll rows that failed validation (the API sends the first 500; `errorCount` counts all). */
export function DryRunErrors({ errors, errorCount }: { errors: RowError[]; errorCount: number }) {
  return (
    <RowErrorsTable
      errors={errors}
      errorCount={errorCount}
      consequence="A row with an error is not imported."
    />
  );
}
