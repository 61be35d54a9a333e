import { dropStaleTestDatabases } from './database.js';

/**
 * Runs once before the suites: clears test databases left behind by killed runs (older than two hours).
 * Without a database server (a unit-only run) there is nothing to clear.
 */
export default async function setup(): Promise<void> {
  await dropStaleTestDatabases().catch(() => {});
}
