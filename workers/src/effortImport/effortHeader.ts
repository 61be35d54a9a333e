import { type EffortColumn, effortColumns, missingEffortColumns } from '@tams/domain';
import type { TableColumns } from '../tabularFile/tableColumns.js';
import type { TableHeader } from '../tabularFile/tableHeader.js';

export { columnLetters } from '../tabularFile/tableHeader.js';

/** A payroll file's header row read (tabularFile/tableHeader.ts). */
export type EffortHeader = TableHeader<EffortColumn>;

/** The payroll file's columns (DESIGN §14) as the table readers take them. */
export const effortTableColumns: TableColumns<EffortColumn> = {
  aliases: effortColumns,
  missing: missingEffortColumns,
};
