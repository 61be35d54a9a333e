export * from './preparedSisImport.js';
export { recentPlan, rememberPlan } from './recentPlans.js';
export type { SisImportJobData, SisImportResult } from './sisImportJob.js';
export { maxSisFileBytes, readSisFile, type SisFile } from './sisFile.js';
export * from './sisTemplate.js';
export { writeImportedStreams } from './streamWrites.js';
