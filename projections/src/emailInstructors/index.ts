export * from './emailQueries.js';
export * from './emailSendsProjection.js';
export * from './recipientQueries.js';
