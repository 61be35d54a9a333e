/** The ability as SQL over read models (server only: the web imports `@tams/access` without kysely). */
export * from './accessCondition.js';
export * from './readAccess.js';
