import { naturalKey, type SisLookup, type SisLookups } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { derivedId } from '@tams/platform';
import { sql } from 'kysely';

/** The column each lookup finds its records by. */
const lookupColumn: Record<SisLookup, 'name' | 'code'> = {
  workgroups: 'name',
  teachingModes: 'name',
  instructorTypes: 'name',
  divisions: 'name',
  tracks: 'name',
  ranks: 'name',
  locations: 'code',
};

/** Reference data by what people call it, per lookup: an id, or null when several records have the name. */
export type SisLookupTables = ReadonlyMap<SisLookup, ReadonlyMap<string, string | null>>;

/**
 * Reference data by what people call it (a value list's name, a location's code), read once per file.
 * Plain maps, so the file's plan can be made in the reading thread (uploadThread/) with lookupsFrom.
 */
export async function lookupTablesOf(db: ReadModels, wanted: readonly SisLookup[]): Promise<SisLookupTables> {
  const tables = await Promise.all(
    wanted.map(async (lookup) => {
      const { rows } = await sql<{ id: string; name: string }>`
        select id, ${sql.ref(lookupColumn[lookup])} as name from ${sql.table(lookup)}`.execute(db);
      const byName = new Map<string, string | null>();
      for (const row of rows) {
        const key = naturalKey(row.name);
        byName.set(key, byName.has(key) ? null : row.id);
      }
      return [lookup, byName] as const;
    }),
  );
  return new Map(tables);
}

/** A name's id: undefined when no record has the name, null when several do. */
export const lookupsFrom =
  (tables: SisLookupTables): SisLookups =>
  (lookup, text) =>
    tables.get(lookup)?.get(naturalKey(text));

/** A new record's id from its natural key: a retried import creates the same record, not a second. */
export const importedIdOf = (resource: string, key: string) => derivedId(resource, `sisImport:${key}`);
