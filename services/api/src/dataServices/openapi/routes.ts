import type Router from '@koa/router';
import type { ResourceDefinition } from '@tams/domain';
import type Koa from 'koa';
import { authorize } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import { buildOpenApiDocument, type DocumentRoute } from './document.js';

/** The serialized document per app: its routes are fixed once createApp has returned. */
const documents = new WeakMap<Koa, string>();

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of every route of this app (Data Services, DESIGN §15).
 * The ability grants `manage DataServices` only with dataServicesEnabled: no flag check of its own.
 */
export function openApiRoutes(
  router: Router,
  deps: AppContext,
  /** The app's routes once it is built (app.ts's apiRoutesOf: passed in, app.ts imports this file). */
  routesOf: (app: Koa) => readonly DocumentRoute[],
): void {
  // createApp passes its extension value lists along in deps (startServer's, for tests)
  const { valueLists } = deps as AppContext & { valueLists?: readonly ResourceDefinition[] };
  router.get('/api/openapi.json', (ctx) => {
    authorize(ctx, 'manage', 'DataServices');
    let document = documents.get(ctx.app);
    if (!document) {
      document = JSON.stringify(
        buildOpenApiDocument(routesOf(ctx.app), valueLists ?? [], deps.config.version),
      );
      documents.set(ctx.app, document);
    }
    ctx.type = 'application/json';
    ctx.body = document;
  });
}
