export * from './deciderSpec.js';
export * from './eventStoreContract.js';
export * from './fixture.js';
