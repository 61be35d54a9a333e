import type { Action, Subject } from '@tams/access';
import type { GridState, ReportColumn, ReportColumnKind, ReportType } from '@tams/domain';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** A column as the grid and the exports see it (its schema: @tams/domain reportColumnSchema). */
export type { ReportColumn, ReportColumnKind } from '@tams/domain';

/** A column of a source: what it reads (an expression over the source's FROM) and who may read it. */
export interface ReportColumnSource extends ReportColumn {
  sql: RawBuilder<unknown>;
  /** A right beyond the report type's that reading this column needs (e.g. users' e-mail: read User). */
  requires?: readonly [Action, Subject];
}

/** What a source's rows depend on beyond the grid state: the period a period-scoped source reads. */
export interface ReportContext {
  periodId: string | null;
  effortEnabled: boolean;
}

/**
 * A report type over its read model (DESIGN §15): the relation it reads (`from`, the base row aliased `b`
 * and its references joined by key, so unused joins cost nothing) and its columns, with references shown by
 * name. The engine (reportQuery.ts) selects, filters, sorts, groups and pages it in SQL.
 */
export interface ReportSource {
  type: ReportType;
  label: string;
  description: string;
  /** A right the type needs beyond read Report. */
  requires?: readonly [Action, Subject];
  /** What tells its rows apart from another source's of the same type (a snapshot's id); default: the type. */
  cacheKey?: string;
  /** The read-model tables it reads (a snapshot records their processors' position; a change drops kept orders). */
  tables: readonly string[];
  /** Reads one period (the working one unless asked), not all: the workload of a period. */
  periodScoped?: boolean;
  from(db: Kysely<any>, context: ReportContext): SelectQueryBuilder<any, any, any>;
  /** A unique, stable row key (sorts last so pages never overlap). */
  id: RawBuilder<unknown>;
  columns: readonly ReportColumnSource[];
  defaultState?: Partial<GridState>;
}

/** A column that reads `alias.column`. */
export const ref = (path: string) => sql.ref(path) as RawBuilder<unknown>;

type Extra = Partial<Omit<ReportColumnSource, 'id' | 'label' | 'kind' | 'sql'>>;
const column =
  (kind: ReportColumnKind) =>
  (id: string, label: string, expression: RawBuilder<unknown> | string, extra: Extra = {}) => ({
    id,
    label,
    kind,
    sql: typeof expression === 'string' ? ref(expression) : expression,
    ...extra,
  });
export const textColumn = column('text');
export const integerColumn = column('integer');
export const numberColumn = column('number');
export const booleanColumn = column('boolean');
export const dateColumn = column('date');
export const timestampColumn = column('timestamp');
export const enumColumn = column('enum');
/** Points and counts: summed in subtotals. */
export const pointsColumn = (id: string, label: string, expression: RawBuilder<unknown> | string) =>
  numberColumn(id, label, expression, { aggregate: 'sum' });
export const countColumn = (id: string, label: string, expression: RawBuilder<unknown> | string) =>
  integerColumn(id, label, expression, { aggregate: 'sum' });
