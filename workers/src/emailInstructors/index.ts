export type { EmailJobData, EmailJobResult } from './emailJob.js';
export { outcomeOfError } from './mailDelivery.js';
