import type { FieldSpec, HistoryChange, HistoryPerson, ResourceDefinition } from '@tams/domain';
import type { VersionRow } from '@tams/projections';

type Values = Record<string, unknown>;
export type PeopleNames = ReadonlyMap<string, string>;

export const personOf = (names: PeopleNames, id: unknown): HistoryPerson | null =>
  typeof id === 'string' ? { id, name: names.get(id) ?? 'Unknown user' } : null;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The record's own fields the reader may see (not the copies read models add, not hidden ones). */
export function ownFields(
  definition: ResourceDefinition,
  hidden: ReadonlySet<string>,
): [string, FieldSpec][] {
  return Object.entries(definition.fields as Record<string, FieldSpec>).filter(
    ([name, spec]) => !spec.hidden && !spec.serverOnly && !hidden.has(name),
  );
}

/** The fields that differ between two states of a record, with their labels. */
export function fieldDifferences(
  definition: ResourceDefinition,
  hidden: ReadonlySet<string>,
  before: Values | undefined,
  after: Values | undefined,
) {
  return ownFields(definition, hidden)
    .filter(([name]) => !same(before?.[name], after?.[name]))
    .map(([name, spec]) => ({
      field: name,
      label: spec.label,
      before: before?.[name] ?? null,
      after: after?.[name] ?? null,
    }));
}

const valueText = (field: string, value: unknown, row: Values | undefined, spec: FieldSpec) => {
  if (field === 'UserId') return String(row?.instructorName ?? 'someone');
  if (value === null || value === undefined || value === '') return 'empty';
  if (spec.kind === 'reference') return 'another';
  return String(value);
};

/** "assigned Ada Kowalski, 3 points", "Points: 3 → 4", "removed (Ada Kowalski, 3 points)". */
export function versionSummary(
  definition: ResourceDefinition,
  hidden: ReadonlySet<string>,
  before: VersionRow | undefined,
  after: VersionRow,
): string {
  const isAssignment = 'instructorName' in after;
  const who = String(after.instructorName ?? before?.instructorName ?? 'someone');
  const points = after.points ?? before?.points;
  if (after.removed) return isAssignment ? `removed (${who}, ${points} points)` : 'removed';
  if (!before || before.removed) return isAssignment ? `assigned ${who}, ${points} points` : 'created';
  const fields = Object.fromEntries(ownFields(definition, hidden));
  const parts = fieldDifferences(definition, hidden, before, after).map(
    ({ field, label, before: was, after: now }) =>
      `${label}: ${valueText(field, was, before, fields[field]!)} → ${valueText(field, now, after, fields[field]!)}`,
  );
  return parts.join('; ') || 'updated';
}

/** Each version of one record as a change, summarised against the version before it. */
export function changesOf(
  definition: ResourceDefinition,
  hidden: ReadonlySet<string>,
  versions: readonly VersionRow[],
  start: VersionRow | undefined,
  names: PeopleNames,
): HistoryChange[] {
  let previous = start;
  return versions.flatMap((version) => {
    // a version that moved only what read models add (copies, recounts) is no change of the record's own
    const own =
      !previous ||
      previous.removed ||
      version.removed ||
      fieldDifferences(definition, hidden, previous, version).length > 0;
    if (!own) {
      previous = version;
      return [];
    }
    const change: HistoryChange = {
      at: version.validFrom.toISOString(),
      by: personOf(names, version.changedBy),
      as: personOf(names, version.changedAs),
      via: version.changedVia,
      eventId: String(version.eventId),
      summary: versionSummary(definition, hidden, previous, version),
    };
    previous = version;
    return [change];
  });
}

/** The people a set of versions names (who changed them, as whom). */
export const actorIdsOf = (versions: readonly VersionRow[]) =>
  versions.flatMap((version) => [version.changedBy, version.changedAs]).filter((id): id is string => !!id);
