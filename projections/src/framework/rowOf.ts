import type { Fields, ResourceDefinition } from '@tams/domain';
import type { Row } from './batchRows.js';

/**
 * A column's value as the API reads it: services/platform/database.ts parses numeric and bigint as numbers
 * and dates as 'YYYY-MM-DD' strings; timestamptz is a Date. Only booleans and lists are `not null`
 * (readModelTable.ts's recordTable): a required field may still be null in a row kept from before it was.
 */
type ColumnValue<F> = F extends { kind: 'boolean' }
  ? boolean
  : F extends { kind: 'integer' | 'decimal' }
    ? number | null
    : F extends { kind: 'timestamp' }
      ? Date | null
      : F extends { kind: 'referenceList' | 'enumList' | 'dateList' }
        ? string[]
        : string | null;

type ColumnsOf<F extends Fields> = { [K in keyof F]: ColumnValue<F[K]> };

/** The standard record columns (standardColumns in services/domain's resource.ts). */
type RecordColumns = {
  id: string;
  version: number;
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The read-model row of a simple resource, derived from its definition as its table is (recordTable). */
export type RowOf<D extends ResourceDefinition> = RecordColumns &
  ColumnsOf<D['fields']> &
  (D extends { computed: infer C extends Fields } ? ColumnsOf<C> : unknown);

/** A row of a simple resource's table as code that reads any of them sees it (the generic record routes). */
export type RecordRow = Row & { version: number };
