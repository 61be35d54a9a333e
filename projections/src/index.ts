export * from './framework/batchRows.js';
export * from './framework/combinedProjection.js';
export * from './framework/generations.js';
export * from './framework/liveHandler.js';
export * from './framework/projection.js';
export * from './framework/readModelTable.js';
export * from './framework/rebuild.js';
export * from './framework/rowOf.js';
export * from './migrations.js';
export * from './readModelDatabase.js';
export * from './readModels/index.js';
export * from './framework/recordProjection.js';
export * from './runtime.js';
export * from './framework/parkedRetry.js';
export * from './academicPeriods/queries.js';
export type { SystemActiveAcademicPeriodRow } from './academicPeriods/projection.js';
export * from './instructors/queries.js';
export * from './history/historyQueries.js';
export { historyNameOf } from './framework/history.js';
export type { InstructorWorkloadRow } from './instructors/workloadsTable.js';
export * from './progress/queries.js';
export type {
  AcademicPeriodProgressRow,
  ProgressActionTableRow,
  WorkgroupApprovalTableRow,
} from './progress/projection.js';
export * from './teachingAssignments/assignmentFacts.js';
export * from './users/queries.js';
export type { PreferenceSubmissionRow } from './teachingPreferences/projection.js';
export * from './teachingPreferences/queries.js';
export * from './effort/effortTables.js';
export { effortActualIdOf, instructorEffortIdOf } from './effort/importProjection.js';
export { classKeyIdOf } from './effort/classificationProjection.js';
export * from './effort/importQueries.js';
export * from './effort/queries.js';
export * from './effort/positionQueries.js';
export * from './reports/printQueries.js';
export * from './lists/listQuery.js';
export * from './lists/listSql.js';
export * from './reports/index.js';
export * from './teachingAssignments/memberQueries.js';
export * from './dataServices/sisImportQueries.js';
export type { SisImportRow } from './dataServices/sisImportsProjection.js';
export * from './instructorCosts/index.js';
export * from './emailInstructors/index.js';
export * from './autoDraft/draftFacts.js';
export * from './effort/requiredPointsWhatIf.js';
