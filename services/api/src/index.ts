export * from './app.js';
export * from './context.js';
export * from './database/migrations.js';
export * from './eventing.js';
export * from './server.js';
