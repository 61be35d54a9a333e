export { type DraftProgress, type DraftSolveOptions, draftAssignments } from './draftAssignments.js';
