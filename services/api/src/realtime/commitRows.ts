import type { ProcessorCommit } from '@tams/event-store';
import type { Kysely } from 'kysely';

export type CommitRow = Record<string, unknown> & { id: string };

/**
 * The rows a read-model commit wrote, for the tables `wanted` picks: this process's own batches carry
 * them; another process's commit names ids only, read back here (what a batch deleted is then missing,
 * and "many changed" (ids: null) or more than 1000 ids are not read back).
 */
export async function writtenRowsOf(
  commit: ProcessorCommit,
  db: Kysely<any>,
  wanted: (table: string) => boolean,
): Promise<Map<string, CommitRow[]>> {
  const written = new Map<string, CommitRow[]>();
  for (const { resource, ids } of commit.changes) {
    if (!wanted(resource)) continue;
    if (commit.rows) {
      const rows = commit.rows[resource] as CommitRow[] | undefined;
      if (rows) written.set(resource, rows);
    } else if (ids && ids.length > 0 && ids.length <= 1000) {
      const found = await db.selectFrom(resource).selectAll().where('id', 'in', ids).execute();
      written.set(resource, found as CommitRow[]);
    }
  }
  return written;
}

/** The last `size` keys seen; `add` answers false for a key seen already (a batch relayed once). */
export class RecentKeys {
  private readonly keys = new Set<string>();
  constructor(private readonly size: number) {}
  add(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    if (this.keys.size > this.size) this.keys.delete(this.keys.values().next().value!);
    return true;
  }
}
