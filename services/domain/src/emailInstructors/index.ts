export * from './emailSend.js';
export * from './emailSendEvents.js';
export * from './emailTemplate.js';
export * from './mergeFields.js';
