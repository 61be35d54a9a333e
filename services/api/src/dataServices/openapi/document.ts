import { asOfReadResources, type ResourceDefinition, resourceDefinitions } from '@tams/domain';
import { nonJsonBodies } from '../../http/securityHeaders.js';
import { emailRouteDescriptions } from '../../emailInstructors/emailOpenApi.js';
import { autoDraftRouteDescriptions } from '../../autoDraft/autoDraftOpenApi.js';
import { components } from './components.js';
import { dataServicesDescriptions } from './dataServicesRoutes.js';
import { featureAnswerDescriptions } from './featureAnswers.js';
import { featureListDescriptions } from './featureLists.js';
import { listParameters, parameterRef } from './listParameters.js';
import { openApiPath, operationOf } from './operations.js';
import { parsedBodyDescriptions } from './parsedBodies.js';
import { peopleAnswerDescriptions } from './peopleAnswers.js';
import { planningAnswerDescriptions } from './planningAnswers.js';
import { recordCommandDescriptions } from './recordCommands.js';
import { reportAnswerDescriptions } from './reportAnswers.js';
import { historyEntrySchema, recordSchema } from './recordSchemas.js';
import { recordInputSchemas, recordRouteDescriptions } from './recordRoutes.js';
import { type RouteDescription, type RouteDescriptions, routeKey } from './routeDescription.js';
import { instructorCostDescriptions } from '../../instructorCosts/openapi.js';

export interface DocumentRoute {
  method: string;
  path: string;
}

/** The reads history/asOfReads.ts lets a client ask `?asOf=` of. */
const asOfReads = [
  new RegExp(`^/api/(${asOfReadResources.join('|')})(/:\\w+)?$`),
  /^\/api\/dashboard$/,
  /^\/api\/history\/explain\/(instructors|sections)\/:\w+$/,
];

/** http/securityHeaders.ts nonJsonBodies' short names. */
const mediaTypes: Record<string, string> = {
  urlencoded: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const publicPaths = /^\/api\/(health|app-info|config|auth(\/.*)?)$/;

const titleOf = (path: string) =>
  `${path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((part) => !part.startsWith(':'))
    .join(' ')}`;

/** What the document says of any route: its method and path (a description adds the rest). */
const undescribed = (route: DocumentRoute): RouteDescription => ({
  summary: `${route.method} ${titleOf(route.path)}`,
  notFound: route.path.includes(':'),
});

/**
 * The OpenAPI 3.1 document of `routes` (every route the app registered): the generic record routes from
 * their resource definitions, bodies from the zod schemas their routes parse with, the Data Services
 * routes from their contract; the rest by method and path, their answers not stated yet.
 */
export function buildOpenApiDocument(
  routes: readonly DocumentRoute[],
  extraDefinitions: readonly ResourceDefinition[] = [],
  /** The product version (spec §9), as info.version. */
  appVersion = '0.0.0',
) {
  const definitions = [...Object.values(resourceDefinitions), ...extraDefinitions] as ResourceDefinition[];
  const used = definitions.filter((definition) =>
    routes.some((route) => route.path === `/api/${definition.name}`),
  );
  // one route may be described by several sets (a body here, its answer there): later ones add
  const descriptions: RouteDescriptions = {};
  for (const set of [
    ...used.map(recordRouteDescriptions),
    featureListDescriptions(),
    featureAnswerDescriptions(),
    reportAnswerDescriptions(),
    planningAnswerDescriptions(),
    peopleAnswerDescriptions(),
    recordCommandDescriptions(),
    parsedBodyDescriptions(),
    dataServicesDescriptions(),
    instructorCostDescriptions(),
    emailRouteDescriptions(),
    autoDraftRouteDescriptions(),
  ])
    for (const [key, description] of Object.entries(set))
      descriptions[key] = { ...descriptions[key], ...description };
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const description = { ...undescribed(route), ...descriptions[routeKey(route.method, route.path)] };
    const asOf = route.method === 'GET' && asOfReads.some((pattern) => pattern.test(route.path));
    const isPublic = publicPaths.test(route.path);
    const media = nonJsonBodies[route.path];
    const operation = operationOf(route.method, route.path, {
      ...(media && route.method !== 'GET'
        ? { bodyMedia: [media].flat().map((type) => mediaTypes[type] ?? type) }
        : {}),
      ...description,
      ...(isPublic ? { public: true } : {}),
      parameters: [...(description.parameters ?? []), ...(asOf ? [parameterRef('asOf')] : [])],
    });
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'TAMS API',
      version: appVersion,
      description:
        'Every route of the TAMS API. Errors share one shape (Error). Lists take the react-admin simple-rest and spec §7 query dialects and answer Content-Range. A body is JSON (415 otherwise, except the routes that take a file or a form); a request without a body goes on whatever Content-Type it declares. The server answers only its own hosts (PUBLIC_URL; in local modes also localhost, 127.0.0.1 and [::1] at its port): 421 for any other.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }, { apiKey: [] }],
    paths,
    components: {
      ...components,
      schemas: {
        ...components.schemas,
        HistoryEntry: historyEntrySchema,
        ...Object.fromEntries(used.map((definition) => [definition.name, recordSchema(definition)])),
        ...Object.assign({}, ...used.map(recordInputSchemas)),
      },
      parameters: listParameters,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
