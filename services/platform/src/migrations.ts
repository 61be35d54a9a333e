import { type Kysely, type Migration, Migrator } from 'kysely';

export type MigrationSet = Record<string, Migration>;

/**
 * Applies every package's migrations (names are prefixed per package: es_, rm_, ...). Packages add
 * migrations independently, so a new one may sort before one already applied: unordered is allowed.
 * kysely's Migrator takes an advisory lock, so several processes starting at once migrate once.
 */
export async function migrateToLatest(db: Kysely<any>, ...sets: MigrationSet[]): Promise<void> {
  const migrations: MigrationSet = Object.assign({}, ...sets);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
