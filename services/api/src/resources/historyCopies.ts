import type { ResourceDefinition } from '@tams/domain';
import type { Kysely } from 'kysely';
import { type ReadAccessOf, readableRows } from './readAccess.js';

/**
 * The names child records keep in their read-model rows only (a teaching assignment's instructorName), by
 * record id, for the records the reader may read with that field: how an assignment names its instructor to
 * a reader who may read the assignment but not the User record (the plan's difference names them so too).
 * A record deleted since has no row, so no name here.
 */
export async function representationCopies(
  db: Kysely<any>,
  access: ReadAccessOf,
  children: readonly { about: ResourceDefinition; id: string }[],
): Promise<Map<string, string>> {
  const wanted = new Map<ResourceDefinition, Set<string>>();
  for (const { about, id } of children) {
    if (about.representation in about.fields) continue;
    wanted.set(about, (wanted.get(about) ?? new Set()).add(id));
  }
  const copies = new Map<string, string>();
  for (const [about, ids] of wanted) {
    const rows = await readableRows(db, about, access, (query) => query.where('id', 'in', [...ids]));
    for (const row of rows) {
      const name = row[about.representation];
      if (typeof name === 'string' && name !== '') copies.set(String(row.id), name);
    }
  }
  return copies;
}
