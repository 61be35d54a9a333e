import { inputSchemaOf, outputSchemaOf } from '../dataServices/openapi/jsonSchema.js';
import {
  queryParameter,
  type RouteDescriptions,
  routeKey,
} from '../dataServices/openapi/routeDescription.js';
import {
  emailMessageSchema,
  emailSendDetailSchema,
  emailSendSchema,
  emailSettingsSchema,
  previewAnswerSchema,
  recipientsAnswerSchema,
  sendStartedSchema,
} from './emailAnswers.js';
import { previewBody, resendBody, sendBody } from './emailRequests.js';

const flag = { type: 'string', enum: ['true', 'false'] };

/** Email Instructors' routes in the OpenAPI document (the templates are generic record routes). */
export const emailRouteDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/emailInstructors/settings')]: {
    summary: 'How Email Instructors sends (SMTP or outbox, developer redirect, rate) and the merge fields',
    answer: outputSchemaOf(emailSettingsSchema),
  },
  [routeKey('GET', '/api/emailInstructors/recipients')]: {
    summary: 'The faculty the filters choose (default period: the working one), with their count',
    answer: outputSchemaOf(recipientsAnswerSchema),
    parameters: [
      queryParameter('AcademicPeriodId', 'The period (default: the working period)', { type: 'string' }),
      queryParameter('WorkgroupId', 'Members of this workgroup', { type: 'string' }),
      queryParameter('workloadStatus', 'Comma-separated: under, met, over', { type: 'string' }),
      queryParameter('preferencesNotSubmitted', 'Only who has not submitted preferences', flag),
      queryParameter('changedSincePublication', 'Only whose assignments changed since publication', flag),
    ],
  },
  [routeKey('POST', '/api/emailInstructors/preview')]: {
    summary: 'One recipient’s message exactly as a send would render it',
    body: inputSchemaOf(previewBody),
    bodyRequired: true,
    answer: outputSchemaOf(previewAnswerSchema),
    notFound: true,
  },
  [routeKey('POST', '/api/emailSends')]: {
    summary:
      'Send a message to the chosen recipients (an `email` job; 503 when this process cannot start jobs)',
    body: inputSchemaOf(sendBody),
    bodyRequired: true,
    status: '202',
    answer: outputSchemaOf(sendStartedSchema),
  },
  [routeKey('GET', '/api/emailSends')]: {
    summary: 'The sends, newest first: who sent what to how many, and how it went',
    list: true,
    listQuery: false,
    answer: outputSchemaOf(emailSendSchema),
  },
  [routeKey('GET', '/api/emailSends/:id')]: {
    summary: 'One send with every recipient’s result',
    answer: outputSchemaOf(emailSendDetailSchema),
    notFound: true,
  },
  [routeKey('POST', '/api/emailSends/:id/resend')]: {
    summary: 'Send again to unconfirmed recipients of a finished send (an `email` job)',
    body: inputSchemaOf(resendBody),
    bodyRequired: true,
    status: '202',
    answer: outputSchemaOf(sendStartedSchema),
    notFound: true,
    conflict: true,
  },
  [routeKey('GET', '/api/emailOutbox')]: {
    summary: 'Messages delivered to the in-app outbox (no SMTP_URL), newest first',
    list: true,
    listQuery: false,
    answer: outputSchemaOf(emailMessageSchema),
  },
});
