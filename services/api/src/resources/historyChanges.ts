import type { FieldSpec, ResourceDefinition } from '@tams/domain';

/** One field's change in a history entry: its value before the event and after it. */
export interface HistoryChange {
  field: string;
  label?: string;
  /** Left out when the reader could not read the record as it stood before (it was outside their rights). */
  before?: unknown;
  after: unknown;
  beforeName?: string;
  afterName?: string;
}

/** One event of a stream as the fold sees it: what it is about, and whether the reader sees it. */
export interface FoldedEvent {
  type: string;
  data: Record<string, unknown>;
  /** The resource the event is about (the stream's owner or one of its children); undefined: not a record event. */
  about: ResourceDefinition | undefined;
  /** Whether the reader sees this event (and so the record's state it leaves). */
  shown: boolean;
}

export type RecordAction = 'Created' | 'Updated' | 'Deleted';

export const actionOf = (type: string): RecordAction | undefined =>
  (['Created', 'Updated', 'Deleted'] as const).find((action) => type.endsWith(action));

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface FoldedChanges {
  changes: HistoryChange[];
  /** The record's values before the event (empty before its creation). */
  before: Record<string, unknown>;
  /** The record's values after the event (empty after its deletion). */
  after: Record<string, unknown>;
}

/**
 * Folds a stream's events in order into each record's values, answering for every event the fields it
 * changed: before (as the record stood before the event) and after (its new value). A created record's
 * empty fields and a deleted record's empty fields are left out; `id` and fields not in the definition's
 * fields or computed fields are too. A field hidden from the reader is left out by `hidden`. When the
 * record's previous state was not shown to the reader (a child outside their rights then), `before` is
 * left out: a history shows no more than the reader's lists would.
 */
export function foldChanges(
  events: readonly FoldedEvent[],
  hiddenOf: (about: ResourceDefinition) => ReadonlySet<string>,
): FoldedChanges[] {
  const state = new Map<string, { values: Record<string, unknown>; shown: boolean }>();
  return events.map(({ type, data, about, shown }) => {
    const action = actionOf(type);
    const { id, changes: updates, ...values } = data as { id?: unknown; changes?: Record<string, unknown> };
    if (!about || !action) return { changes: [], before: {}, after: {} };
    const key = `${about.name}:${typeof id === 'string' ? id : ''}`;
    const previous = state.get(key) ?? { values: {}, shown: true };
    const next: Record<string, unknown> =
      action === 'Deleted'
        ? {}
        : action === 'Created'
          ? { ...values }
          : { ...previous.values, ...(updates ?? values) };
    state.set(key, { values: next, shown });
    const fields: Record<string, FieldSpec> = { ...about.fields, ...about.computed };
    const hidden = hiddenOf(about);
    const beforeKnown = action === 'Created' || previous.shown;
    const names =
      action === 'Updated' ? Object.keys(updates ?? values) : Object.keys({ ...previous.values, ...next });
    const changes = Object.keys(fields)
      .filter((field) => names.includes(field) && !hidden.has(field))
      .map((field): HistoryChange | undefined => {
        const before = action === 'Created' ? undefined : previous.values[field];
        const after = action === 'Deleted' ? undefined : next[field];
        if (action !== 'Updated' && isEmpty(action === 'Created' ? after : before)) return undefined;
        if (action === 'Updated' && beforeKnown && same(before, after)) return undefined;
        return {
          field,
          label: fields[field]!.label,
          ...(beforeKnown ? { before: before ?? null } : {}),
          after: after ?? null,
        };
      })
      .filter((change): change is HistoryChange => change !== undefined);
    return { changes, before: beforeKnown ? previous.values : {}, after: next };
  });
}
