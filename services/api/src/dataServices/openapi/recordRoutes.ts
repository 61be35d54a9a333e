import { removalPreviewed, type ResourceDefinition } from '@tams/domain';
import { parameterRef } from './listParameters.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';
import { recordInputSchema } from './recordSchemas.js';

export const recordRef = (definition: ResourceDefinition) => ({
  $ref: `#/components/schemas/${definition.name}`,
});
const inputRef = (definition: ResourceDefinition, mode: 'create' | 'update') => ({
  $ref: `#/components/schemas/${definition.name}.${mode}`,
});

export const recordInputSchemas = (definition: ResourceDefinition) => ({
  [`${definition.name}.create`]: recordInputSchema(definition, 'create'),
  [`${definition.name}.update`]: recordInputSchema(definition, 'update'),
});

const versionBody = {
  type: 'object',
  properties: { version: { type: 'integer', description: 'The version read: 409 when stale' } },
  additionalProperties: false,
};

/** An update names the version it changes; so does each of a bulk edit's (no last-writer-wins). */
const editedVersion =
  "Send `version` (the version read) in the body, or If-Match: a stale one answers 409 (412 with If-Match), and an update naming neither is refused (400, errors.version): nobody overwrites a change they did not see. Bulk edits too: ra-data-simple-rest's updateMany sends the same partial body to each id, so it must carry the version the records are at, or each is refused; POST /api/sections/bulkUpdate takes each record's own version.";

/** The routes resources/recordRoutes.ts gives a definition (a feature may answer some itself, alike). */
export function recordRouteDescriptions(definition: ResourceDefinition): RouteDescriptions {
  const base = `/api/${definition.name}`;
  const { one, many } = definition.labels;
  const record = recordRef(definition);
  return {
    [routeKey('GET', base)]: {
      summary: `List ${many.toLowerCase()}`,
      list: true,
      answer: record,
    },
    [routeKey('GET', `${base}/:id`)]: {
      summary: `One ${one.toLowerCase()}`,
      answer: record,
      parameters: [parameterRef('include')],
      notFound: true,
    },
    [routeKey('GET', `${base}/:id/history`)]: {
      summary: `The history of one ${one.toLowerCase()} (whole and oldest first unless paged or sorted)`,
      answer: { type: 'array', items: { $ref: '#/components/schemas/HistoryEntry' } },
      parameters: (['sort', 'range', 'take', 'skip'] as const).map(parameterRef),
      notFound: true,
    },
    [routeKey('POST', base)]: {
      summary: `Create a ${one.toLowerCase()}`,
      body: inputRef(definition, 'create'),
      bodyRequired: true,
      answer: record,
      status: '201',
      accepted: true,
      parameters: [parameterRef('confirm')],
      conflict: true,
    },
    [routeKey('PUT', `${base}/:id`)]: {
      summary: `Change a ${one.toLowerCase()} (absent fields stay as they are)`,
      description: editedVersion,
      body: inputRef(definition, 'update'),
      bodyRequired: true,
      answer: record,
      accepted: true,
      parameters: [parameterRef('ifMatch'), parameterRef('confirm')],
      notFound: true,
      conflict: true,
      precondition: true,
    },
    [routeKey('DELETE', `${base}/:id`)]: {
      summary: `Delete a ${one.toLowerCase()} (answers it as it was)`,
      description:
        "The body is optional: without one (whatever its Content-Type, e.g. ra-data-simple-rest's text/plain) the current version is deleted; `version` in the body or If-Match makes the delete conditional (409/412 when stale).",
      body: versionBody,
      answer: record,
      accepted: true,
      parameters: [parameterRef('ifMatch')],
      notFound: true,
      conflict: true,
      precondition: true,
    },
    ...(removalPreviewed.has(definition.name)
      ? {
          [routeKey('GET', `${base}/:id/removal`)]: {
            summary: `What deleting a ${one.toLowerCase()} would remove with it, or what keeps it`,
            answer: { type: 'object' },
            notFound: true,
          },
        }
      : {}),
  };
}
