export * from './demoData.js';
