export * from './effortFile.js';
export * from './effortFileError.js';
export * from './effortFileKind.js';
export { columnLetters } from './effortHeader.js';
export * from './effortTemplate.js';
