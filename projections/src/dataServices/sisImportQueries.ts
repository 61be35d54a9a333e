import { sql } from 'kysely';
import type { ReadModels } from '../readModelDatabase.js';
import { userNameSql } from '../users/queries.js';

/** The imports as the history lists them, with who started each. */
export const sisImportRows = (db: ReadModels) =>
  db
    .selectFrom('sisImports as i')
    .leftJoin('users as u', 'u.id', 'i.startedBy')
    .select([
      'i.id',
      'i.kind',
      'i.fileName',
      'i.format',
      'i.status',
      'i.rows',
      'i.created',
      'i.changed',
      'i.unchanged',
      'i.message',
      'i.startedBy',
      sql<string | null>`${userNameSql}`.as('startedByName'),
      'i.startedAt',
      'i.completedAt',
    ]);

/** The last completed import of this kind of a file with this content, if any. */
export const completedSisImportOf = (db: ReadModels, kind: string, contentHash: string) =>
  db
    .selectFrom('sisImports')
    .select(['id', 'completedAt'])
    .where('kind', '=', kind as never)
    .where('contentHash', '=', contentHash)
    .where('status', '=', 'completed')
    .orderBy('completedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
