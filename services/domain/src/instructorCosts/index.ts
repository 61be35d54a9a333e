export * from './instructorCost.js';
export * from './instructorRates.js';
export * from './rateValidation.js';
