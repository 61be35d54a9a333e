import { defineConfig } from 'vitest/config';

/**
 * One project per suite (DESIGN §13): unit (pure), int (real Postgres/Redis, a database per file), e2e
 * (the built server over HTTP and WebSocket), ui (Playwright in Chromium), fault (kill -9, restarts, fuzzing).
 * scripts/test.mjs finds or starts the services and runs them; bench is separate (`npm run bench`).
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/support/globalSetup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{services,projections,workers,web}/**/*.unit.spec.{ts,tsx}'] },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['{services,projections,workers}/**/*.int.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.spec.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.spec.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
