import type Router from '@koa/router';
import { emailTemplates } from '@tams/domain';
import type { JobQueues } from '@tams/workers';
import type { AppContext } from '../context.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { emailRecipientRoutes } from './recipientRoutes.js';
import { emailSendRoutes } from './sendRoutes.js';

/**
 * Email Instructors (spec §2 /emailInstructors, DESIGN §17; manage Email): saved templates on the generic
 * record routes (their merge fields checked on save), recipients and previews, sends as `email` jobs.
 */
export function emailInstructorRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  recordRoutes(router, deps, emailTemplates);
  emailRecipientRoutes(router, deps);
  emailSendRoutes(router, deps, queues);
}
