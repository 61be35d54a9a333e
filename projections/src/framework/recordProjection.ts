import { childrenOf, defaultValueOf, eventTypesOf, type ResourceDefinition } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import type { BatchRows, Row } from './batchRows.js';
import type { Projection } from './projection.js';
import { type ReadModelTable, recordTable } from './readModelTable.js';

type RecordData = { id: string; changes?: Record<string, unknown> } & Record<string, unknown>;

const pick = (source: Record<string, unknown>, names: readonly string[]) => {
  const picked: Record<string, unknown> = {};
  for (const name of names) if (name in source) picked[name] = source[name];
  return picked;
};

/**
 * More for a record projection: events of other streams that set computed columns, and tables of its own.
 * Its touches/apply see every event the projection handles, after the record's own handling.
 */
export interface ProjectionExtension {
  handles: readonly string[];
  tables?: readonly ReadModelTable[];
  touches(event: RecordedEvent, rows: BatchRows): void;
  apply(event: RecordedEvent, rows: BatchRows): void;
}

/**
 * The read model of a simple resource and its children: one row per record, columns = fields, plus the
 * record's version and who created and last changed it, when.
 */
export function recordProjection(
  root: ResourceDefinition,
  options: { version?: number; extension?: ProjectionExtension } = {},
): Projection {
  const definitions = [root, ...childrenOf(root)];
  const byType = new Map<string, { definition: ResourceDefinition; op: 'created' | 'updated' | 'deleted' }>();
  for (const definition of definitions) {
    const types = eventTypesOf(definition);
    for (const op of ['created', 'updated', 'deleted'] as const) byType.set(types[op], { definition, op });
  }
  const fieldNames = new Map(definitions.map((d) => [d.name, Object.keys(d.fields)]));
  const computedDefaults = new Map(
    definitions.map((d) => [
      d.name,
      Object.fromEntries(
        Object.entries(d.computed ?? {}).map(([name, spec]) => [name, defaultValueOf(spec)]),
      ),
    ]),
  );
  const extension = options.extension;

  const applyRecordEvent = (event: RecordedEvent, rows: BatchRows) => {
    const known = byType.get(event.type);
    if (!known) return;
    const table = known.definition.name;
    const data = event.data as RecordData;
    const existing = rows.get(table, data.id);
    // idempotent: a row already at (or past) this event's stream version has seen it
    if (existing && Number(existing.version) >= event.streamVersion) return;
    const stamp = { updatedAt: event.recordedAt, updatedBy: event.metadata.actorId ?? null };
    if (known.op === 'deleted') return rows.delete(table, data.id);
    const derived = (row: Row): Row => ({ ...row, ...known.definition.derive?.(row) });
    if (known.op === 'created') {
      const row: Row = {
        ...computedDefaults.get(table),
        ...pick(data, fieldNames.get(table)!),
        id: data.id,
        version: event.streamVersion,
        createdAt: event.recordedAt,
        createdBy: event.metadata.actorId ?? null,
        ...stamp,
      };
      return rows.put(table, derived(row));
    }
    if (!existing) return;
    rows.put(
      table,
      derived({
        ...existing,
        ...pick(data.changes ?? {}, fieldNames.get(table)!),
        version: event.streamVersion,
        ...stamp,
      }),
    );
  };

  return {
    name: root.name,
    version: options.version ?? 1,
    tables: [...definitions.map(recordTable), ...(extension?.tables ?? [])],
    handles: new Set([...byType.keys(), ...(extension?.handles ?? [])]),
    touches(event, rows) {
      const known = byType.get(event.type);
      if (known) rows.want(known.definition.name, (event.data as RecordData).id);
      extension?.touches(event, rows);
    },
    apply(event, rows) {
      applyRecordEvent(event, rows);
      extension?.apply(event, rows);
    },
  };
}
