export * from './jobQueues.js';
export * from './queues.js';
export * from './runtime.js';
