import type { RecordedEvent } from '@tams/event-store';
import { type RawBuilder, sql } from 'kysely';
import type { Row } from './batchRows.js';
import type { Projection } from './projection.js';
import type { ColumnSpec, IndexSpec, ReadModelTable } from './readModelTable.js';

/**
 * History as validity ranges (DESIGN §16): a history-kept read-model table `X` has a companion `X_history`
 * holding every state each row has had, one version per event that changed it, valid from that event's
 * recorded instant until the next version's. Version rows carry the live columns (id not unique) plus these.
 * The schema `as_of` has a view `X` over `X_history` at the instant in the setting `tams.as_of`: any query
 * run with search_path `as_of, public` (services/platform withAsOf) reads the past unchanged.
 *
 * Instants are milliseconds (a JS Date): the state as of T is the log cut after every event recorded in a
 * millisecond <= T, i.e. `date_trunc('milliseconds', recorded_at) <= T`.
 */
export const historyColumns: readonly ColumnSpec[] = [
  { name: 'validFrom', sqlType: 'timestamptz', notNull: true },
  { name: 'validTo', sqlType: 'timestamptz' },
  /** A tombstone: the row was deleted at validFrom (its columns are its last state). */
  { name: 'removed', sqlType: 'boolean', notNull: true },
  { name: 'changedBy', sqlType: 'uuid' },
  /** The signed-in user when it differs from changedBy (masquerading). */
  { name: 'changedAs', sqlType: 'uuid' },
  { name: 'changedVia', sqlType: 'text' },
  { name: 'eventId', sqlType: 'uuid' },
];

export const historyNameOf = (table: string) => `${table}_history`;
export const asOfSchema = 'as_of';

/**
 * Which of the live table's indexes a history table keeps. Every version row written costs an entry in each,
 * and sections has dozens that only live lists use (each order per scope, each field's trigrams): copied,
 * they made a bulk import's history writes cost more than its live ones. As-of reads find versions by id,
 * by reference (a section's meetings; rowsAt) and a period's rows at an instant (period_from); a page as of
 * an instant is one period's (the time control's), ordered by its period-scoped sort index and filtered
 * by validity, or found by `q`'s trigrams. Sorts over other scopes read the period's order and filter.
 */
const keptInHistory = (index: IndexSpec) =>
  !index.purpose || index.purpose === 'search' || index.scope === 'AcademicPeriodId';

export function historyTableOf(table: ReadModelTable): ReadModelTable {
  return {
    name: historyNameOf(table.name),
    historyOf: table.name,
    columns: [
      ...table.columns.map((column) =>
        column.name === 'id' ? { name: 'id', sqlType: 'uuid', notNull: true } : column,
      ),
      ...historyColumns,
    ],
    indexes: [
      { key: 'id_from', body: '(id, "validFrom")' },
      { key: 'from', body: '("validFrom")' },
      // a period's rows at an instant (its pages' counts): an index-only scan
      ...(table.columns.some((column) => column.name === 'AcademicPeriodId')
        ? [{ key: 'period_from', body: '("AcademicPeriodId", "validFrom") include ("validTo", removed)' }]
        : []),
      ...table.indexes.filter(keptInHistory),
    ],
  };
}

/** The projection keeping the history of `names` (tables it owns) as well. */
export function keepingHistory(projection: Projection, names: readonly string[]): Projection {
  const kept = projection.tables.filter((table) => names.includes(table.name));
  if (kept.length !== names.length)
    throw new Error(`${projection.name} does not own all of ${names.join(', ')}`);
  return {
    ...projection,
    tables: [...projection.tables, ...kept.map(historyTableOf)],
    history: new Set(names),
  };
}

/** The view in `as_of` over a history table's current generation (created with the live views). */
export function asOfViewSql(table: ReadModelTable): string {
  const live = table.historyOf!;
  const columns = table.columns
    .filter((column) => !historyColumns.some((h) => h.name === column.name))
    .map((column) => `"${column.name}"`)
    .join(', ');
  // a subquery: evaluated once per query, not per row (and the planner's estimates stay sane)
  const instant = `(select current_setting('tams.as_of')::timestamptz)`;
  return `create view ${asOfSchema}."${live}" as select ${columns} from public."${table.name}"
    where "validFrom" <= ${instant} and ("validTo" is null or "validTo" > ${instant}) and not removed`;
}

/** `row` undefined: a delete of a row the batch never loaded, which closes whatever version is open. */
type Version = { at: number; row: Row | undefined; removed: boolean; event: RecordedEvent };

const valueKey = (value: unknown): unknown =>
  value instanceof Date
    ? value.getTime()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : (value ?? null);

const sameRow = (a: Row, b: Row, columns: readonly string[]) =>
  columns.every((column) => valueKey(a[column]) === valueKey(b[column]));

/**
 * The versions one batch makes of history-kept rows: after each event, the state of every row the event
 * put or deleted. A state equal to the one before (a recount that moved nothing) makes no version.
 */
export class HistoryJournal {
  private readonly before = new Map<string, Map<string, Row>>();
  /** Rows asked for by id and not stored when the batch began: no live version of theirs is open. */
  private readonly absentBefore = new Map<string, Set<string>>();
  private readonly versions = new Map<string, Map<string, Version[]>>();
  private touched = new Map<string, Set<string>>();

  constructor(
    readonly tables: ReadonlySet<string>,
    private readonly columnsOf: (table: string) => readonly string[],
  ) {}

  /** A row as stored before the batch (the state a first version is compared with). */
  loaded(table: string, row: Row): void {
    if (!this.tables.has(table)) return;
    const rows = this.before.get(table) ?? new Map<string, Row>();
    this.before.set(table, rows);
    if (!rows.has(row.id)) rows.set(row.id, { ...row });
  }

  /** A row asked for by id that is not stored (one the batch creates, or creates again). */
  absent(table: string, id: string): void {
    if (!this.tables.has(table)) return;
    const ids = this.absentBefore.get(table) ?? new Set<string>();
    this.absentBefore.set(table, ids);
    ids.add(id);
  }

  touch(table: string, id: string): void {
    if (!this.tables.has(table)) return;
    const ids = this.touched.get(table) ?? new Set<string>();
    this.touched.set(table, ids);
    ids.add(id);
  }

  /** After `event`'s apply: a version of each row it touched, as `current` has it (undefined: deleted). */
  endEvent(event: RecordedEvent, current: (table: string, id: string) => Row | undefined): void {
    const at = event.recordedAt.getTime();
    for (const [table, ids] of this.touched) {
      const byId = this.versions.get(table) ?? new Map<string, Version[]>();
      this.versions.set(table, byId);
      for (const id of ids) {
        const list = byId.get(id) ?? [];
        const previous = list.at(-1) ?? this.initial(table, id);
        const now = current(table, id);
        const version: Version | undefined = now
          ? { at, row: { ...now }, removed: false, event }
          : !previous
            ? { at, row: undefined, removed: true, event }
            : !previous.removed
              ? { at, row: previous.row, removed: true, event }
              : undefined;
        if (!version) continue;
        if (
          previous?.row &&
          version.row &&
          previous.removed === version.removed &&
          sameRow(previous.row, version.row, this.columnsOf(table))
        )
          continue;
        // an event recorded before the row's last version (commit order differs from clock order) follows it
        version.at = Math.max(at, list.at(-1)?.at ?? at);
        if (list.at(-1)?.at === version.at) list.pop();
        list.push(version);
        byId.set(id, list);
      }
    }
    this.touched = new Map();
  }

  private initial(table: string, id: string): Version | undefined {
    const row = this.before.get(table)?.get(id);
    return row ? { at: -Infinity, row, removed: false, event: undefined as never } : undefined;
  }

  /** Per history table: close the open version of each row changed, then insert the batch's versions. */
  writes(relationOf: (table: string) => string): RawBuilder<unknown>[] {
    const writes: RawBuilder<unknown>[] = [];
    for (const [table, byId] of this.versions) {
      const relation = relationOf(historyNameOf(table));
      const closes: { id: string; at: string }[] = [];
      const inserts: Record<string, unknown>[] = [];
      const absent = this.absentBefore.get(table);
      for (const [id, list] of byId) {
        if (list.length === 0) continue;
        // A row not stored has no live version open, at most its tombstone, which no read takes (every
        // read wants `not removed`): an import's thousands of new rows then cost no join over the open
        // versions (as its table grows, one the statement's cached plan makes a full scan).
        if (!absent?.has(id)) closes.push({ id, at: new Date(list[0]!.at).toISOString() });
        list.forEach((version, index) => {
          const next = list[index + 1];
          if (!version.row) return; // closes only: nothing known to keep as its tombstone
          inserts.push({
            ...version.row,
            validFrom: new Date(version.at).toISOString(),
            validTo: next ? new Date(next.at).toISOString() : null,
            removed: version.removed,
            changedBy: version.event.metadata.actorId ?? null,
            changedAs:
              version.event.metadata.authenticatedUserId &&
              version.event.metadata.authenticatedUserId !== version.event.metadata.actorId
                ? version.event.metadata.authenticatedUserId
                : null,
            changedVia: version.event.metadata.via ?? null,
            eventId: version.event.eventId,
          });
        });
      }
      // one statement with the batch's other writes: the update sees the table as before it (no new rows)
      if (closes.length > 0)
        writes.push(sql`update ${sql.id(relation)} h set "validTo" = c.at
          from jsonb_to_recordset(${JSON.stringify(closes)}::jsonb) as c(id uuid, at timestamptz)
          where h.id = c.id and h."validTo" is null`);
      if (inserts.length > 0)
        writes.push(sql`insert into ${sql.id(relation)}
          select * from jsonb_populate_recordset(null::${sql.id(relation)}, ${JSON.stringify(inserts)}::jsonb)`);
    }
    return writes;
  }
}
