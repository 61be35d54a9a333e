import { inputSchemaOf, outputSchemaOf } from '../dataServices/openapi/jsonSchema.js';
import { type RouteDescriptions, routeKey } from '../dataServices/openapi/routeDescription.js';
import {
  acceptanceSchema,
  draftDefaultsSchema,
  draftSchema,
  draftStartedSchema,
} from './autoDraftAnswers.js';
import { acceptBody, draftBody } from './autoDraftRequests.js';

/** The auto-draft routes in the OpenAPI document (DESIGN §18). */
export const autoDraftRouteDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/autoDrafts/defaults')]: {
    summary: 'The weights a draft uses unless told otherwise',
    answer: outputSchemaOf(draftDefaultsSchema),
  },
  [routeKey('POST', '/api/autoDrafts')]: {
    summary:
      'Draft assignments for a period or one workgroup (an `autoDraft` job; 503 when this process cannot start jobs)',
    body: inputSchemaOf(draftBody),
    bodyRequired: true,
    status: '202',
    answer: outputSchemaOf(draftStartedSchema),
  },
  [routeKey('GET', '/api/autoDrafts/:id')]: {
    summary:
      'A draft: its state, progress and, once solved, its proposals with their reasons (its starter or an admin)',
    answer: outputSchemaOf(draftSchema),
    notFound: true,
  },
  [routeKey('POST', '/api/autoDrafts/:id/accept')]: {
    summary:
      'Accept proposals as teaching assignments (via autoDraft, the draft’s id as correlation id); stale ones are refused with the reason',
    body: inputSchemaOf(acceptBody),
    answer: outputSchemaOf(acceptanceSchema),
    notFound: true,
    conflict: true,
  },
  [routeKey('DELETE', '/api/autoDrafts/:id')]: {
    summary: 'Discard a draft (accepting it afterwards is a 409)',
    noContent: true,
    noBody: true,
    notFound: true,
  },
});
