import { defineConfig } from 'vitest/config';

/**
 * Workers for the e2e files: scripts/test.mjs sets TAMS_E2E_WORKERS to 2 when PostgreSQL takes 250
 * connections or more (.ci/run sets 300). A worker holds up to two shared servers and a file's own, some
 * twenty connections each, so the default 100 leaves room for one.
 */
const e2eWorkers = Math.max(1, Number(process.env.TAMS_E2E_WORKERS) || 1);

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
        // vitest's default is a worker less than the cores: one here, and the files ran one after another,
        // each mostly importing or waiting on PostgreSQL. Two for the files that start no test server (a
        // server holds ~22 connections: e2e has workers of its own, below)
        test: {
          name: 'unit',
          include: ['{services,projections,workers,web}/**/*.unit.spec.{ts,tsx}'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['{services,projections,workers}/**/*.int.spec.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          // requests and answers checked against the OpenAPI document (tests/support/openApiCheck.ts)
          setupFiles: ['tests/support/openApiSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // a worker keeps its modules between files: the app is imported once, and files that need no
          // isolation share its server (tests/support/sharedTestServer.ts). A group of its own: a worker
          // is kept only while the next file is of the same project, so e2e files must not be interleaved
          // with int files (vitest orders files by their last duration across the projects of a group)
          isolate: false,
          maxWorkers: e2eWorkers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.spec.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // one worker keeps its modules, its Chromium and its tabs between files (tests/ui/uiSession.ts),
          // in a group of its own (its maxWorkers differs from the others'): the browser files run last.
          // Two workers saturate both cores (2026-11-29: 1,555 s against one worker's ~1,170 s, and seven
          // timing-bound tests failed): the renderers' script work, not waiting, is the suite's limit
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'fault',
          include: ['tests/fault/**/*.spec.ts'],
          maxWorkers: 2,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
