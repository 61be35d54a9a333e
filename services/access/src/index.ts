export * from './ability.js';
export * from './authContext.js';
export * from './resourceSubjects.js';
export * from './subjects.js';
export * from './routeAccess.js';
