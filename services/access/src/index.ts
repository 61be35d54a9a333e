export * from './ability.js';
export * from './authContext.js';
export * from './resourceSubjects.js';
export * from './subjects.js';
export * from './routeAccess.js';
export * from './roleRights.js';
export * from './pastReads.js';
export * from './writeRules.js';
/** CASL's record tagging (`subject('Section', row)`), for the web: one place that depends on @casl/ability. */
export { subject } from '@casl/ability';
