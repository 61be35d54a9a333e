import { childrenOf, type RecordCount, type RemovalEffects, type ResourceDefinition } from '@tams/domain';
import type { Kysely } from 'kysely';
import { countReferences, plural } from './references.js';

const counted = (definition: ResourceDefinition, count: number): RecordCount => ({
  resource: definition.name,
  count,
  text: plural(count, definition),
});

/**
 * What deleting the record would do (RemovalEffects): its children, counted on the read models, and what
 * refers to it or them, as refuseDeleteWhileReferenced judges it.
 */
export async function removalEffects(
  db: Kysely<any>,
  definition: ResourceDefinition,
  id: string,
): Promise<RemovalEffects> {
  const children = await Promise.all(
    childrenOf(definition).map(async (child) => {
      const rows = await db.selectFrom(child.name).select('id').where(child.parent!.field, '=', id).execute();
      return { child, ids: rows.map((row) => row.id as string) };
    }),
  );
  const references = await Promise.all([
    countReferences(db, definition, [id]),
    ...children.map(({ child, ids }) => countReferences(db, child, ids)),
  ]);
  return {
    removes: children.filter(({ ids }) => ids.length > 0).map(({ child, ids }) => counted(child, ids.length)),
    blockedBy: references.flat().map(({ definition: by, count }) => counted(by, count)),
  };
}
