import type { PreparedBatch, RecordedEvent } from '@tams/event-store';
import type { Kysely } from 'kysely';
import { BatchRows } from './batchRows.js';
import { HistoryJournal } from './history.js';
import { physicalName, type ReadModelTable, tableShapeHash } from './readModelTable.js';

/**
 * A projection: folds events into rows of the tables it owns. Pure over BatchRows: `touches` names the rows
 * an event needs (all loaded in one go), `apply` changes them in memory. It must be deterministic and
 * idempotent: rows carry the stream version they reflect, and an event at or below it changes nothing.
 */
export interface Projection {
  /** Processor id, checkpoint name and rm_generations key. */
  readonly name: string;
  /** Bump when `apply` changes meaning while the tables keep their shape: it forces a rebuild. */
  readonly version: number;
  readonly tables: readonly ReadModelTable[];
  readonly handles: ReadonlySet<string>;
  /** Tables whose every state is kept in a history table (framework/history.ts: keepingHistory). */
  readonly history?: ReadonlySet<string>;
  touches(event: RecordedEvent, rows: BatchRows): void;
  /**
   * Rows an event needs that only the rows `touches` loaded can name (the instructor of an assignment a
   * delete event names by id alone). Runs after the first load, before a second one and any apply.
   */
  related?(event: RecordedEvent, rows: BatchRows): void;
  apply(event: RecordedEvent, rows: BatchRows): void;
  /**
   * A derived read model (DESIGN §19): its rows are computed with SQL over other read models rather than
   * folded from events, so `touches` and `apply` do nothing. It loads, puts and deletes its own rows in
   * `rows` (whose writes commit with the checkpoint as usual) and waits for its sources itself
   * (derivedSources.ts). It keeps no history: as-of reads compute the same definition over history tables.
   */
  derive?(events: readonly RecordedEvent[], db: Kysely<any>, rows: BatchRows): Promise<void>;
}

/** What a generation was built for: a different value at startup means "rebuild". */
export const schemaVersionOf = (projection: Projection) =>
  `${projection.version}:${tableShapeHash(projection.tables)}`;

/** Where a batch writes: `live` through the views (the current generation), or one generation's tables. */
export type WriteTarget = 'live' | number;

const relationsOf = (projection: Projection, target: WriteTarget) =>
  new Map(
    projection.tables.map((table) => [
      table.name,
      target === 'live' ? table.name : physicalName(table.name, target),
    ]),
  );

const timestampColumnsOf = (projection: Projection) =>
  new Map(
    projection.tables.map((table) => [
      table.name,
      table.columns.filter((column) => column.sqlType.startsWith('timestamptz')).map((column) => column.name),
    ]),
  );

/**
 * Folds the events this projection handles into the rows they touch (read in one statement) and
 * returns the writes: the caller runs them as one statement, with the checkpoint (writeBatchWithCheckpoint)
 * or inside its own transaction (executeWrites).
 */
export async function prepareEvents(
  projection: Projection,
  events: readonly RecordedEvent[],
  db: Kysely<any>,
  target: WriteTarget,
): Promise<PreparedBatch> {
  const mine = events.filter((event) => projection.handles.has(event.type));
  if (mine.length === 0) return { writes: [], changes: [] };
  const columns = new Map(
    projection.tables.map((table) => [table.name, table.columns.map((column) => column.name)]),
  );
  const journal = projection.history
    ? new HistoryJournal(projection.history, (table) => columns.get(table)!)
    : undefined;
  const relations = relationsOf(projection, target);
  const rows = new BatchRows(relations, timestampColumnsOf(projection), journal);
  if (projection.derive) {
    await projection.derive(mine, db, rows);
    return {
      writes: rows.writes((table) => columns.get(table)!),
      changes: [...rows.changedIds()].map(([resource, ids]) => ({ resource, ids })),
      rows: rows.writtenRows(),
      removedRows: rows.removedRows(),
    };
  }
  for (const event of mine) projection.touches(event, rows);
  await rows.load(db);
  if (projection.related) {
    for (const event of mine) projection.related(event, rows);
    await rows.load(db);
  }
  for (const event of mine) {
    projection.apply(event, rows);
    journal?.endEvent(event, (table, id) => rows.get(table, id));
  }
  return {
    writes: [
      ...rows.writes((table) => columns.get(table)!),
      ...(journal?.writes((table) => relations.get(table)!) ?? []),
    ],
    changes: [...rows.changedIds()].map(([resource, ids]) => ({ resource, ids })),
    rows: rows.writtenRows(),
    removedRows: rows.removedRows(),
  };
}
