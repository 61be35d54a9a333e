/**
 * Names of a run's databases, kept free of the app's imports: globalSetup runs in vitest's main process.
 * Both start `tams_test_<created>_` so that dropStaleTestDatabases clears ones a killed run left behind.
 */

/** The demo template: `tams_test_<created>_tpl<random>`. */
export const demoTemplateName = (created: number, random: string) =>
  `tams_test_${Math.floor(created / 1000).toString(36)}_tpl${random}`;

/** The label of a shared server's database (sharedTestServer.ts): its name ends with it. */
export const sharedDatabaseLabel = (testRun: string) => `shared_${testRun}`;
