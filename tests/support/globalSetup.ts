import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropStaleTestDatabases } from './database.js';
import { demoTemplateName } from './demoTemplate.js';
import { adminQueryIfReachable } from './database.js';

/**
 * Runs once before the suites: clears test databases left behind by killed runs (older than two hours),
 * and names this run's demo template (made by the first test server that needs one; dropped at the end).
 * Without a database server (a unit-only run) there is nothing to clear.
 */
export default async function setup(project: TestProject) {
  await dropStaleTestDatabases().catch(() => {});
  const template = demoTemplateName(Date.now(), randomBytes(4).toString('hex'));
  project.provide('demoTemplate', template);
  return async () => {
    await adminQueryIfReachable(`drop database if exists ${template} with (force)`);
  };
}
