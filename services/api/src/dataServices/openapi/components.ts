import { sessionCookie } from '../../auth/sessions.js';
import type { JsonSchema } from './jsonSchema.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** services/api/src/http/errors.ts: the one body of every refusal (DESIGN §4). */
const errorSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      description:
        'Field name -> reason (`root.serverError`: the message); a refused file: its problems by line',
      anyOf: [
        {
          type: 'object',
          properties: {
            root: { type: 'object', properties: { serverError: { type: 'string' } } },
          },
          additionalProperties: { type: 'string' },
        },
        {
          type: 'array',
          items: {
            type: 'object',
            required: ['line', 'message'],
            properties: {
              line: { type: 'integer' },
              column: { type: 'string' },
              message: { type: 'string' },
            },
          },
        },
      ],
    },
    warnings: {
      description: '409 of a change with unconfirmed warnings: send it again with `?confirm=true`',
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'message'],
        properties: { kind: { type: 'string' }, message: { type: 'string' } },
      },
    },
    requestId: { type: 'string', description: '500: the id to quote to support' },
  },
};

/** commands/commandContext.ts answerAccepted: a change recorded but not yet in the read models. */
const acceptedSchema: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    id: ref('Id'),
    message: { type: 'string' },
    position: { description: 'Where the change is in the log (read-your-writes checkpoint)' },
  },
};

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

export const errorResponses = {
  BadRequest: errorAnswer('Invalid input: `errors` names each field and why'),
  Unauthenticated: errorAnswer('No valid session or API key'),
  Forbidden: errorAnswer('The caller may not do this ("Unauthorized request")'),
  NotFound: errorAnswer('No such record (or one the caller may not see)'),
  Conflict: errorAnswer('A conflicting change, a value already used, or warnings to confirm'),
  PreconditionFailed: errorAnswer('If-Match named a version that is no longer current'),
  Error: errorAnswer('Any other refusal (413 too large, 415 not JSON, 422 a business rule, 500)'),
};

/** What a route not yet described answers: JSON of a shape the document does not state. */
const undescribedResponse = {
  description: 'JSON whose shape this document does not state yet (or a file)',
  content: { 'application/json': { schema: {} }, '*/*': { schema: {} } },
};

export const components = {
  schemas: {
    Id: { type: 'string', format: 'uuid' },
    Error: errorSchema,
    Accepted: acceptedSchema,
  },
  responses: { ...errorResponses, Undescribed: undescribedResponse },
  securitySchemes: {
    session: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'Browser session' },
    apiKey: {
      type: 'http',
      scheme: 'bearer',
      description: 'An API key (apiEnabled): `Authorization: Bearer <key>`',
    },
  },
  headers: {
    ContentRange: {
      description: 'The page and total: `courses 0-24/319` (`courses */0` when empty)',
      schema: { type: 'string' },
    },
    TotalCount: { description: 'The total of the list', schema: { type: 'string', pattern: '^\\d+$' } },
    ETag: { description: 'The record version (send back as If-Match)', schema: { type: 'string' } },
  },
};

/** The errors every API route may answer; writes and reads by id add theirs. */
export function errorAnswersOf(options: { notFound?: boolean; conflict?: boolean; precondition?: boolean }) {
  const use = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });
  return {
    '400': use('BadRequest'),
    '401': use('Unauthenticated'),
    '403': use('Forbidden'),
    ...(options.notFound ? { '404': use('NotFound') } : {}),
    ...(options.conflict ? { '409': use('Conflict') } : {}),
    ...(options.precondition ? { '412': use('PreconditionFailed') } : {}),
    default: use('Error'),
  };
}
