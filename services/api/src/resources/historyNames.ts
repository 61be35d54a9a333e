import {
  type FieldSpec,
  type ResourceDefinition,
  resourceDefinition,
  type SectionNaming,
  sectionTitle,
} from '@tams/domain';
import type { Kysely } from 'kysely';
import { type ReadAccessOf, readableRows } from './readAccess.js';
import type { Row } from './recordReads.js';
import { withCourseNumbers } from '../sections/sectionCourses.js';

/** resource name -> record id -> display name; only records the reader may read are in it. */
export type NamesOf = Map<string, Map<string, string>>;

const referenceTarget = (spec: FieldSpec | undefined) =>
  spec?.kind === 'reference' || spec?.kind === 'referenceList' ? spec.resource : undefined;

/** The ids a value of `spec` refers to (none for other kinds). */
export function referencedIds(spec: FieldSpec | undefined, value: unknown): string[] {
  if (!referenceTarget(spec)) return [];
  const ids = Array.isArray(value) ? value : [value];
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
}

/**
 * A record's display name: a user's display name, a section's title ("MATH 495-001 Mathematical
 * Biology"), else its representation when that is a text.
 */
function nameOf(definition: ResourceDefinition, row: Row): string | undefined {
  if (definition.name === 'users') {
    const full = [row.firstName, row.lastName].filter(Boolean).join(' ');
    return (row.displayName as string | undefined) || full || undefined;
  }
  if (definition.name === 'sections') return sectionTitle(row as SectionNaming) || undefined;
  const kind = ({ ...definition.fields, ...definition.computed } as Record<string, FieldSpec>)[
    definition.representation
  ]?.kind;
  const value = row[definition.representation];
  if (kind === 'reference' || kind === 'referenceList' || value === null || value === undefined)
    return undefined;
  return String(value);
}

/**
 * Resolves the ids of `wanted` (resource -> ids) to display names, one query per resource, through the
 * reader's read access: a record the reader may not read (or whose name field is hidden) gets no name.
 */
export async function namesOf(
  db: Kysely<any>,
  wanted: Map<string, Set<string>>,
  access: ReadAccessOf,
): Promise<NamesOf> {
  const found = await Promise.all(
    [...wanted].map(async ([resource, ids]): Promise<[string, Map<string, string>]> => {
      const definition = resourceDefinition(resource);
      const rows = await readableRows(db, definition, access, (query) => query.where('id', 'in', [...ids]));
      if (definition.name === 'sections') await withCourseNumbers(db)(rows);
      const names = rows.flatMap((row): [string, string][] => {
        const name = nameOf(definition, row);
        return name === undefined ? [] : [[String(row.id), name]];
      });
      return [resource, new Map(names)];
    }),
  );
  return new Map(found);
}

/** Adds the ids `value` of `spec` refers to into `wanted`. */
export function want(wanted: Map<string, Set<string>>, spec: FieldSpec | undefined, value: unknown): void {
  const target = referenceTarget(spec);
  if (!target) return;
  for (const id of referencedIds(spec, value)) {
    const ids = wanted.get(target) ?? new Set<string>();
    ids.add(id);
    wanted.set(target, ids);
  }
}

/** The display name of `value` of `spec` (a list: the names joined), if every id in it has one. */
export function nameOfValue(names: NamesOf, spec: FieldSpec | undefined, value: unknown): string | undefined {
  const target = referenceTarget(spec);
  const ids = referencedIds(spec, value);
  if (!target || ids.length === 0) return undefined;
  const found = ids.map((id) => names.get(target)?.get(id));
  return found.every((name) => name !== undefined) ? found.join(', ') : undefined;
}
