export * from './apiClient.js';
export * from './database.js';
export * from './services.js';
export * from './testServer.js';
export * from './browser.js';
export * from './courseHistory.js';
export * from './appProcess.js';
export * from './createdRecord.js';
