import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { adminQueryIfReachable, dropStaleTestDatabases, dropTestDatabasesEndingWith } from './database.js';
import { demoTemplateName, sharedDatabaseLabel } from './testRunNames.js';

interface TestRun {
  token: string;
  template: string;
  projects: number;
}

// vitest runs a global setup per project, each in a module of its own, in this one process: the run's
// names live on globalThis so that the projects share one demo template (built once, not once per project)
const runKey = Symbol.for('tams.testRun');
const shared = globalThis as { [runKey]?: Promise<TestRun> };

async function startRun(): Promise<TestRun> {
  await dropStaleTestDatabases().catch(() => {});
  const token = randomBytes(4).toString('hex');
  return { token, template: demoTemplateName(Date.now(), token), projects: 0 };
}

/**
 * Runs once before the suites: clears test databases left behind by killed runs (older than two hours),
 * and names this run's demo template (made by the first test server that needs one) and its shared
 * servers' databases (sharedTestServer.ts); both are dropped when the last project is done. Without a
 * database server (a unit-only run) there is nothing to clear.
 */
export default async function setup(project: TestProject) {
  const run = await (shared[runKey] ??= startRun());
  run.projects++;
  project.provide('demoTemplate', run.template);
  project.provide('testRun', run.token);
  return async () => {
    if (--run.projects > 0) return;
    delete shared[runKey];
    await adminQueryIfReachable(`drop database if exists ${run.template} with (force)`);
    await dropTestDatabasesEndingWith(`_${sharedDatabaseLabel(run.token)}`).catch(() => {});
  };
}
