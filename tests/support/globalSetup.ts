import { dropStaleTestDatabases } from './database.js';

/** Runs once before the suites: clears databases left behind by killed runs (older than two hours). */
export default async function setup(): Promise<void> {
  await dropStaleTestDatabases();
}
