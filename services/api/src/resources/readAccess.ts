import type { ResourceDefinition } from '@tams/domain';
import { type ReadAccessOf } from '@tams/access/sql';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { stripForbidden } from './fieldAccess.js';
import type { Row } from './recordReads.js';

// one answer to "may this reader see these rows and fields", shared with the workers (data exports)
export { allowsRecord, type ReadAccess, type ReadAccessOf, readAccessOf } from '@tams/access/sql';

/**
 * The rows of `definition` that `narrow` selects (undefined: none) and the reader may read, without the
 * fields hidden from them: what embeds a resource into another's answer.
 */
export async function readableRows(
  db: Kysely<any>,
  definition: ResourceDefinition,
  access: ReadAccessOf,
  narrow: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any> | undefined,
): Promise<Row[]> {
  const { condition, hidden } = access(definition);
  if (condition === null) return [];
  let query = narrow(db.selectFrom(definition.name).selectAll());
  if (!query) return [];
  if (condition) query = query.where(condition.where);
  const found = (await query.execute()) as Row[];
  return found.map((row) => stripForbidden(row, hidden));
}
