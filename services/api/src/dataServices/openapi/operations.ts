import { errorAnswersOf } from './components.js';
import { listHeaders, listQueryRefs } from './listParameters.js';
import type { RouteDescription } from './routeDescription.js';

/** `/api/users/:id/history` -> `/api/users/{id}/history` (OpenAPI's path template). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const pathParameters = (path: string, given: readonly object[]) =>
  [...path.matchAll(/:(\w+)/g)]
    .map((match) => match[1]!)
    .filter((name) => !given.some((parameter) => (parameter as { name?: string }).name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

const json = (schema: object) => ({ 'application/json': { schema } });

/** What a route not yet described answers: JSON of a shape the document does not state. */
const undescribedAnswer = { '2XX': { $ref: '#/components/responses/Undescribed' } };

function successAnswers(description: RouteDescription) {
  if (description.redirect)
    return {
      '302': {
        description: description.redirect,
        headers: { Location: { description: 'Where to go', schema: { type: 'string' } } },
      },
    };
  if (description.answerMedia)
    return {
      '200': {
        description: 'The file',
        content: Object.fromEntries(description.answerMedia.map((type) => [type, { schema: {} }])),
      },
    };
  if (description.noContent) return { '204': { description: 'Done: no content' } };
  if (!description.answer) return undescribedAnswer;
  const status = description.status ?? '200';
  return {
    [status]: {
      description: description.list ? 'One page of the list' : 'OK',
      ...(description.list ? { headers: listHeaders } : {}),
      content: json(description.list ? { type: 'array', items: description.answer } : description.answer),
    },
    ...Object.fromEntries(
      Object.entries(description.answers ?? {}).map(([code, schema]) => [
        code,
        { description: code, content: json(schema) },
      ]),
    ),
    ...(description.accepted
      ? {
          '202': {
            description: 'Recorded, not visible yet: read it again later (Location)',
            content: json({ $ref: '#/components/schemas/Accepted' }),
          },
        }
      : {}),
  };
}

function requestBodyOf(method: string, description: RouteDescription) {
  if (description.noBody) return undefined;
  if (description.bodyMedia)
    return {
      required: description.bodyRequired ?? true,
      content: Object.fromEntries(description.bodyMedia.map((type) => [type, { schema: {} }])),
    };
  if (description.body)
    return { required: description.bodyRequired ?? false, content: json(description.body) };
  // a write not yet described: bodyparser takes any JSON (the route checks what it needs)
  if (method !== 'GET') return { required: false, content: json({}) };
  return undefined;
}

const publicSecurity = [{}, { session: [] }, { apiKey: [] }];

/** The OpenAPI operation of one route. */
export function operationOf(method: string, path: string, description: RouteDescription) {
  const given = description.parameters ?? [];
  const parameters = [
    ...pathParameters(path, given),
    ...given,
    ...(description.list && description.listQuery !== false ? listQueryRefs : []),
  ];
  const body = requestBodyOf(method, description);
  return {
    operationId: `${method.toLowerCase()}${openApiPath(path)
      .replace(/^\/api/, '')
      .replace(/[^A-Za-z0-9]+(\w?)/g, (_, next: string) => next.toUpperCase())}`,
    tags: [path.split('/')[2] ?? 'api'],
    summary: description.summary,
    ...(description.description ? { description: description.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...successAnswers(description), ...errorAnswersOf(description) },
    ...(description.public ? { security: publicSecurity } : {}),
  };
}
