export type { CloneJobData } from './cloning/cloneResources.js';
export * from './effortImport/index.js';
export * from './jobProgressNotices.js';
export * from './jobQueues.js';
export * from './queues.js';
export * from './registry.js';
export * from './runtime.js';
export type { EffortImportJobData, EffortImportResult } from './effortImport/importJob.js';
export * from './effortImport/preparedImport.js';
