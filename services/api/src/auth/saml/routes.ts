import type Router from '@koa/router';
import type { AppContext } from '../../context.js';

/** SAML 2.0 sign-in (DESIGN §9): GET /api/auth/saml starts it, POST /api/auth/saml/callback is the ACS. */
export function samlRoutes(_router: Router, _deps: AppContext): void {
  // built in its own change
}
