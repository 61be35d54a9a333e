export * from './csvTable.js';
export * from './fileFormat.js';
export * from './tableColumns.js';
export * from './tableFileError.js';
export * from './tableHeader.js';
export * from './tableLimits.js';
export * from './xlsxTable.js';
