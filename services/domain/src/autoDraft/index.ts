export * from './draftProblem.js';
export * from './draftResult.js';
