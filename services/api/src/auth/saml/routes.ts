import type Router from '@koa/router';
import type { AppContext } from '../../context.js';
import { requestBody } from '../../http/requestBody.js';
import { completeSignIn } from '../signIn.js';
import { safeReturnTo } from '../signInAnswers.js';
import { refuseSignIn, samlNotConfigured } from './responses.js';
import { createSamlSignIn, type SamlRefusal, type SamlVerified, unacceptedResponse } from './samlPassport.js';

/**
 * SAML 2.0 sign-in (DESIGN §9): GET /api/auth/saml starts it (HTTP-Redirect binding, `?returnTo=/path`
 * carried in RelayState), POST /api/auth/saml/callback is the ACS. Every refusal is a 401 without a session.
 */
export function samlRoutes(router: Router, deps: AppContext): void {
  const config = deps.config.saml;
  if (!config) {
    for (const path of ['/api/auth/saml', '/api/auth/saml/metadata']) router.get(path, samlNotConfigured);
    router.post('/api/auth/saml/callback', samlNotConfigured);
    return;
  }
  const saml = createSamlSignIn(deps, config);
  const { logger } = deps;

  router.get('/api/auth/saml', async (ctx, next) => {
    if (ctx.query.SAMLRequest || ctx.query.SAMLResponse) {
      ctx.status = 400;
      ctx.body = { message: 'SAML single logout is not supported' };
      return;
    }
    const RelayState = safeReturnTo(ctx.query.returnTo);
    // the strategy answers with the redirect; the callback runs only when it could not build the request
    const start = saml.passport.authenticate(
      'saml',
      { session: false, additionalParams: { RelayState } },
      (error: Error | null) => {
        throw error ?? new Error('SAML sign-in did not start');
      },
    );
    await start(ctx, next);
  });

  router.post('/api/auth/saml/callback', async (ctx) => {
    const form = (requestBody(ctx) ?? {}) as Record<string, unknown>;
    if (typeof form.SAMLResponse !== 'string' || form.SAMLResponse === '') {
      refuseSignIn(ctx, logger, 'no SAMLResponse in the form post', unacceptedResponse);
      return;
    }
    const returnTo = safeReturnTo(form.RelayState);
    const acs = saml.passport.authenticate(
      'saml',
      { session: false },
      async (error: Error | null, user: SamlVerified | false | undefined, refusal?: SamlRefusal) => {
        if (error) return refuseSignIn(ctx, logger, error.message, unacceptedResponse);
        if (!user) {
          return refuseSignIn(
            ctx,
            logger,
            refusal?.reason ?? 'refused',
            refusal?.message ?? unacceptedResponse,
          );
        }
        await completeSignIn(ctx, deps, user.userId, 'saml');
        ctx.redirect(returnTo);
      },
    );
    // a valid message that is no sign-in (a LogoutResponse) makes the strategy pass: refuse it too
    const notASignIn = async () =>
      refuseSignIn(ctx, logger, 'the SAML message is not a sign-in response', unacceptedResponse);
    await saml.requestIds.runAttempt(() => acs(ctx, notASignIn));
  });

  router.get('/api/auth/saml/metadata', (ctx) => {
    ctx.type = 'application/samlmetadata+xml';
    ctx.body = saml.strategy.generateServiceProviderMetadata(null);
  });
}
