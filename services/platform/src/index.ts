export * from './config.js';
export * from './ssoConfig.js';
export * from './database.js';
export * from './embeddedPostgres.js';
export * from './logger.js';
export * from './migrations.js';
export * from './derivedId.js';
