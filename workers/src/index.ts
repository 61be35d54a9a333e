export type { CloneJobData } from './cloning/cloneResources.js';
export * from './jobProgressNotices.js';
export * from './jobQueues.js';
export * from './queues.js';
export * from './registry.js';
export * from './runtime.js';
