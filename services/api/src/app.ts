import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import {
  academicTerms,
  courses,
  locations,
  type ResourceDefinition,
  taxonomies,
  valueListDefinitions,
} from '@tams/domain';
import type { JobQueues } from '@tams/workers';
import Koa from 'koa';
import { academicPeriodRoutes } from './academicPeriods/routes.js';
import { administrativeAssignmentRoutes } from './administrativeAssignments/routes.js';
import { apiKeyRoutes } from './apiKeys/routes.js';
import { authenticate } from './auth/authenticate.js';
import { auth0Routes } from './auth/auth0/routes.js';
import { authRoutes } from './auth/routes.js';
import { samlRoutes } from './auth/saml/routes.js';
import { createCaches } from './cache/appCaches.js';
import { cloningRoutes } from './cloning/routes.js';
import type { AppContext, AppDeps } from './context.js';
import { courseOfferingRoutes } from './courseOfferings/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { changeFeedRoutes } from './dataServices/changeFeedRoutes.js';
import { dataServicesImportRoutes } from './dataServices/importRoutes.js';
import { effortImportRoutes } from './effort/importRoutes.js';
import { emailInstructorRoutes } from './emailInstructors/routes.js';
import { autoDraftRoutes } from './autoDraft/routes.js';
import { effortReadRoutes } from './effort/readRoutes.js';
import { effortReferenceDataRoutes } from './effort/referenceDataRoutes.js';
import { healthRoutes } from './health/routes.js';
import { instructorRoutes } from './instructors/routes.js';
import { instructorCostsFeatureRoutes } from './instructorCosts/routes.js';
import { instructorWorkloadRoutes } from './instructors/workloadRoutes.js';
import { myPageRoutes } from './myPages/routes.js';
import { noteRoutes } from './notes/routes.js';
import { progressRoutes } from './progress/routes.js';
import { isClientGone } from './http/clientGone.js';
import { errorHandler } from './http/errors.js';
import { jsonBody } from './http/jsonBody.js';
import { requestLogging } from './http/requestLogging.js';
import { refuseCrossSiteRequests, requireJsonBody, securityHeaders } from './http/securityHeaders.js';
import { refuseUnknownHosts } from './http/servedHosts.js';
import { refuseUnstorableText } from './http/body.js';
import { refuseUnstorablePathIds } from './http/ids.js';
import { refuseMalformedIfMatch } from './http/preconditions.js';
import { answerArraysAsLists } from './http/arrayLists.js';
import { recordRoutes } from './resources/recordRoutes.js';
import { reportExportRoutes } from './reports/exports/exportRoutes.js';
import { reportJobRoutes } from './reports/jobs/index.js';
import { printReportRoutes } from './reports/print/printRoutes.js';
import { reportRoutes } from './reports/reportRoutes.js';
import { savedReportRoutes } from './reports/savedReportRoutes.js';
import { scheduleRoutes } from './schedule/routes.js';
import { sectionRoutes } from './sections/routes.js';
import { settingRoutes } from './settings/routes.js';
import { systemRoutes } from './system/routes.js';
import { teachingAssignmentRoutes } from './teachingAssignments/routes.js';
import { teachingPreferenceRoutes } from './teachingPreferences/routes.js';
import { userRoutes } from './users/routes.js';
import { asOfRequests } from './history/asOfReads.js';
import { historyRoutes } from './history/historyRoutes.js';
import { workgroupRoutes } from './workgroups/routes.js';
import { openApiRoutes } from './dataServices/openapi/routes.js';
import { staticWeb } from './web/staticWeb.js';

export interface ApiRoute {
  method: string;
  path: string;
}
const routeLists = new WeakMap<Koa, ApiRoute[]>();

/** Every method and path the app's API answers (tests check each against the access rules). */
export const apiRoutesOf = (app: Koa): ApiRoute[] => routeLists.get(app) ?? [];

const appContexts = new WeakMap<Koa, AppContext>();
/** What the app's routes share (its caches): the socket on the same server authenticates with it. */
export const appContextOf = (app: Koa): AppContext | undefined => appContexts.get(app);

/** The Koa app (no listen): tests call it directly; server.ts owns the process (STYLE.md). */
export function createApp(
  appDeps: AppDeps & { queues?: JobQueues; valueLists?: readonly ResourceDefinition[] },
): Koa {
  const deps: AppContext = { ...appDeps, caches: createCaches(appDeps.events) };
  const app = new Koa({ proxy: deps.config.trustProxy });
  // errors after the answer started (a file streamed to a client that went away): Koa would print
  // them to stderr; a client closing early is no fault of ours (debug, no stack), the rest goes to the log
  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    const requestId = ctx?.state.requestId as string | undefined;
    if (isClientGone(error)) return deps.logger.debug({ requestId, code: error.code }, 'client went away');
    deps.logger.error({ err: error, requestId }, 'error while answering');
  });
  app.use(requestLogging(deps.logger));
  app.use(securityHeaders(deps.config));
  // before anything else reads the request: a rebinding page is served nothing (http/servedHosts.ts)
  app.use(refuseUnknownHosts(deps.config));
  app.use(errorHandler(deps.logger));
  app.use(refuseCrossSiteRequests(deps.config));
  app.use(requireJsonBody);

  const router = new Router();
  healthRoutes(router, deps);
  const api = new Router();
  api.use(authenticate(deps));
  // bodies are read only for a route that takes them, after authentication (http/jsonBody.ts)
  api.use(jsonBody);
  api.use(
    bodyParser({
      enableTypes: ['form'], // the SAML ACS's form post; JSON is jsonBody's
      formLimit: '1mb',
      // DELETE too: its body may carry the `version` the client edited (a stale one answers 409)
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    }),
  );
  api.use(refuseUnstorableText);
  api.use(refuseUnstorablePathIds);
  api.use(refuseMalformedIfMatch);
  api.use(answerArraysAsLists);
  api.use(asOfRequests());
  systemRoutes(api, deps);
  authRoutes(api, deps);
  samlRoutes(api, deps);
  auth0Routes(api, deps);
  settingRoutes(api, deps);
  academicPeriodRoutes(api, deps);
  recordRoutes(api, deps, academicTerms);
  // valueLists: beyond the catalogue (startServer's extensions, for tests)
  for (const valueList of [...valueListDefinitions, ...(appDeps.valueLists ?? [])])
    recordRoutes(api, deps, valueList);
  recordRoutes(api, deps, courses);
  recordRoutes(api, deps, locations);
  recordRoutes(api, deps, taxonomies);
  effortReadRoutes(api, deps);
  effortReferenceDataRoutes(api, deps);
  courseOfferingRoutes(api, deps);
  sectionRoutes(api, deps);
  teachingAssignmentRoutes(api, deps);
  teachingPreferenceRoutes(api, deps);
  administrativeAssignmentRoutes(api, deps);
  instructorRoutes(api, deps);
  instructorWorkloadRoutes(api, deps);
  noteRoutes(api, deps);
  myPageRoutes(api, deps);
  progressRoutes(api, deps);
  userRoutes(api, deps);
  workgroupRoutes(api, deps);
  apiKeyRoutes(api, deps);
  dashboardRoutes(api, deps);
  cloningRoutes(api, deps, appDeps.queues);
  effortImportRoutes(api, deps, appDeps.queues);
  scheduleRoutes(api, deps);
  reportRoutes(api, deps);
  printReportRoutes(api, deps);
  savedReportRoutes(api, deps);
  reportExportRoutes(api, deps);
  reportJobRoutes(api, deps, appDeps.queues);
  historyRoutes(api, deps);
  openApiRoutes(api, deps, apiRoutesOf);
  changeFeedRoutes(api, deps);
  dataServicesImportRoutes(api, deps, appDeps.queues);
  emailInstructorRoutes(api, deps, appDeps.queues);
  autoDraftRoutes(api, deps, appDeps.queues);
  instructorCostsFeatureRoutes(api, deps);
  app.use(router.routes());
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (deps.webDist) app.use(staticWeb(deps.webDist));
  appContexts.set(app, deps);
  routeLists.set(
    app,
    [...router.stack, ...api.stack].flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    ),
  );
  return app;
}
