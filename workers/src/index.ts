export * from './queues.js';
export * from './runtime.js';
