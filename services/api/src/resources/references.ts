import { BusinessRuleError, childrenOf, type ResourceDefinition, referencingFields } from '@tams/domain';
import { type Kysely, sql } from 'kysely';

/**
 * "3 sections", "1 course": the menu's plural label when it is the plural of one record's label ("Term
 * Modes"), else the singular with an s ("Sections Offered", "Course Catalog" are titles, not counts).
 */
export const plural = (count: number, { labels: { one, many } }: ResourceDefinition) => {
  const isPlural = many.split(' ').length === one.split(' ').length && many.startsWith(one.replace(/y$/, ''));
  return `${count} ${(count === 1 ? one : isPlural ? many : `${one}s`).toLowerCase()}`;
};

/** How many records of each kind refer (strongly) to any of `ids` of `target`. */
export async function countReferences(db: Kysely<any>, target: ResourceDefinition, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const counts = await Promise.all(
    referencingFields(target).map(async ({ definition, field, list }) => {
      const { rows } = list
        ? await sql<{ count: string }>`
            select count(*) from ${sql.id(definition.name)} where ${sql.ref(field)} && ${ids}::uuid[]`.execute(
            db,
          )
        : await sql<{ count: string }>`
            select count(*) from ${sql.id(definition.name)} where ${sql.ref(field)} = any(${ids}::uuid[])`.execute(
            db,
          );
      return { definition, count: Number(rows[0]?.count ?? 0) };
    }),
  );
  return counts.filter(({ count }) => count > 0);
}

/**
 * Refuses to delete a record (and the child records deleted with it) while other records refer to it,
 * saying what refers to it (422). Checked on the read models: a reference created while the delete runs
 * can slip through, and readers treat a reference to a deleted record as unset.
 */
export async function refuseDeleteWhileReferenced(
  db: Kysely<any>,
  definition: ResourceDefinition,
  row: { id: string },
): Promise<void> {
  const found = await countReferences(db, definition, [row.id]);
  for (const child of childrenOf(definition)) {
    const children = await db
      .selectFrom(child.name)
      .select('id')
      .where(child.parent!.field, '=', row.id)
      .execute();
    found.push(
      ...(await countReferences(
        db,
        child,
        children.map((c) => c.id as string),
      )),
    );
  }
  if (found.length === 0) return;
  const what = found.map(({ definition: by, count }) => plural(count, by)).join(', ');
  const one = found.length === 1 && found[0]!.count === 1;
  // a record that can be switched off need not be deleted to retire it
  const instead = 'isActive' in definition.fields ? ', or deactivate it instead' : '';
  throw new BusinessRuleError(
    `This ${definition.labels.one.toLowerCase()} cannot be deleted: ${what} ${one ? 'refers' : 'refer'} to it. Change or remove ${one ? 'it' : 'them'} first${instead}.`,
  );
}
