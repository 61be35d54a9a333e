export * from './database.js';
export * from './services.js';
