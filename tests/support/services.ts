/** Where the test services are. scripts/test.mjs (and vitest's global setup) export these after finding them. */
export const testDatabaseAdminUrl = (): string =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const testRedisUrl = (): string | undefined => process.env.TEST_REDIS_URL || undefined;
