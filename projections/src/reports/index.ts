export * from './reportPlan.js';
export * from './reportQuery.js';
export * from './reportReader.js';
export * from './reportSource.js';
export * from './savedReportsProjection.js';
export * from './snapshotSource.js';
export * from './sources/index.js';
export * from './systemReports.js';
