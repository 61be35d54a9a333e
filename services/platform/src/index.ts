export * from './database.js';
export * from './migrations.js';
