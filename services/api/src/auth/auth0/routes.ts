import type Router from '@koa/router';
import type { AppContext } from '../../context.js';

/** Auth0 (OpenID Connect) sign-in behind the auth0Enabled flag: GET /api/auth0/login and its callback. */
export function auth0Routes(_router: Router, _deps: AppContext): void {
  // built in its own change
}
