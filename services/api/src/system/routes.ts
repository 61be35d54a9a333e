import type Router from '@koa/router';
import { isLocalMode } from '@tams/platform';
import type { AppContext } from '../context.js';

/**
 * Public facts the login page and the shell need before anyone signs in: app-info (is there a way to sign
 * in? spec §3 App info) and the config call (version, mode, feature flags; polled every 60 s, spec §7).
 * They reveal no data and no secret.
 */
export function systemRoutes(router: Router, deps: AppContext): void {
  const { config } = deps;

  router.get('/api/app-info', (ctx) => {
    const auth0Enabled = config.featureFlags.auth0Enabled === true;
    const error =
      auth0Enabled && !config.auth0
        ? 'Auth0 sign-in is turned on (auth0Enabled) but not configured: set AUTH0_ISSUER_URL, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET.'
        : undefined;
    // which ways in exist: the login card offers Log In for single sign-on and the demo users for dev
    const signInOptions = {
      dev: isLocalMode(config.mode),
      saml: config.saml !== undefined,
      auth0: auth0Enabled && config.auth0 !== undefined,
    };
    ctx.body = {
      strategyExists: signInOptions.dev || signInOptions.saml || signInOptions.auth0,
      ...(error ? { error } : {}),
      featureFlags: { auth0Enabled },
      signInOptions,
    };
  });

  router.get('/api/config', (ctx) => {
    const flags = config.featureFlags;
    ctx.body = {
      version: config.version,
      mode: config.mode,
      featureFlags: {
        aemEnabled: flags.aemEnabled === true,
        aemEnabledFaculty: flags.aemEnabledFaculty === true,
        userMergeEnabled: flags.userMergeEnabled === true,
        devEmailsEnabled: flags.devEmailsEnabled === true,
      },
    };
  });
}
