import type Router from '@koa/router';
import type { Context } from 'koa';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.js';
import { PendingSignIns } from '../pendingRequests.js';
import { sessionCookieOptions } from '../sessions.js';
import { completeSignIn } from '../signIn.js';
import {
  Auth0SignInRefusedError,
  type PendingAuth0SignIn,
  pendingKind,
  verifyAuth0Callback,
} from './callback.js';
import { IdentityProviderUnavailableError, oidcConfiguration } from './oidcConfiguration.js';
import { insecureTransport } from '../secureTransport.js';
import { answerSignInFailure, safeReturnTo } from '../signInAnswers.js';

/** Binds the state to the browser that started the sign-in (login CSRF); lives as long as the request. */
export const stateCookie = 'tams_oidc_state';
const pendingSeconds = 10 * 60;

/**
 * Auth0 (OpenID Connect, authorization code with PKCE) sign-in behind the auth0Enabled flag (DESIGN §9):
 * GET /api/auth0/login sends the browser to the IdP, GET /api/auth0/callback signs the matched user in.
 */
export function auth0Routes(router: Router, deps: AppContext): void {
  const settings = deps.config.featureFlags.auth0Enabled === true ? deps.config.auth0 : undefined;
  const pending = new PendingSignIns(deps.db);
  const stateCookieOptions = { ...sessionCookieOptions(deps.config), path: '/api/auth0' };

  const unavailable = (ctx: Context, error: IdentityProviderUnavailableError) => {
    deps.logger.warn({ requestId: ctx.state.requestId, err: error.cause }, 'Auth0 discovery failed');
    answerSignInFailure(ctx, 502, error.message);
  };

  router.get('/api/auth0/login', async (ctx) => {
    if (!settings) return answerSignInFailure(ctx, 404, 'Auth0 sign-in is not enabled');
    // its state cookie is as secure as the session's: over plain http it could not be set
    const insecure = insecureTransport(ctx, deps.config);
    if (insecure) return answerSignInFailure(ctx, 400, insecure);
    let configuration: oidc.Configuration;
    try {
      configuration = await oidcConfiguration(settings);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) return unavailable(ctx, error);
      throw error;
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const request: PendingAuth0SignIn = { nonce, codeVerifier, returnTo: safeReturnTo(ctx.query.returnTo) };
    await pending.save(pendingKind, state, request, pendingSeconds);
    ctx.cookies.set(stateCookie, state, { ...stateCookieOptions, maxAge: pendingSeconds * 1000 });
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: settings.callbackUrl,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    ctx.redirect(authorizationUrl.href);
  });

  router.get('/api/auth0/callback', async (ctx) => {
    if (!settings) return answerSignInFailure(ctx, 404, 'Auth0 sign-in is not enabled');
    const browserState = ctx.cookies.get(stateCookie);
    try {
      const { userId, returnTo } = await verifyAuth0Callback(ctx, deps, settings, pending, browserState);
      await completeSignIn(ctx, deps, userId, 'auth0');
      ctx.cookies.set(stateCookie, null, stateCookieOptions);
      ctx.redirect(returnTo);
    } catch (error) {
      if (error instanceof IdentityProviderUnavailableError) return unavailable(ctx, error);
      if (!(error instanceof Auth0SignInRefusedError)) throw error;
      deps.logger.warn({ requestId: ctx.state.requestId, reason: error.reason }, 'Auth0 sign-in refused');
      // a state that matched its cookie is used up either way: the cookie goes with it
      if (browserState && browserState === ctx.query.state)
        ctx.cookies.set(stateCookie, null, stateCookieOptions);
      answerSignInFailure(ctx, 401, error.message);
    }
  });
}
