export * from './costQueries.js';
export * from './ratesProjection.js';
export * from './rateQueries.js';
export * from './ratesTables.js';
export * from './costReportSource.js';
