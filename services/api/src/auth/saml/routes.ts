import type Router from '@koa/router';
import type { AppContext } from '../../context.js';
import { requestBody } from '../../http/requestBody.js';
import { completeSignIn } from '../signIn.js';
import { insecureTransport } from '../secureTransport.js';
import { answerSignInFailure, safeReturnTo } from '../signInAnswers.js';
import { forgetSamlRequest, rememberSamlRequest, samlRequestOf } from './requestCookie.js';
import { boundSamlResponse } from './responseBounds.js';
import { checkSamlResponse } from './responseChecks.js';
import { notStartedHere, refuseSignIn, samlNotConfigured } from './responses.js';
import { createSamlSignIn, type SamlRefusal, type SamlVerified, unacceptedResponse } from './samlPassport.js';

/**
 * SAML 2.0 sign-in (DESIGN §9): GET /api/auth/saml starts it (HTTP-Redirect binding, `?returnTo=/path`
 * carried in RelayState), POST /api/auth/saml/callback is the ACS. Every refusal is a 401 without a session.
 * The ACS takes a response only if it is bounded (responseBounds.ts), addressed to us by our IdP with SHA-2
 * signatures (responseChecks.ts) and answers the request this browser started (requestCookie.ts); node-saml
 * then checks the signatures, times, audience and InResponseTo.
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
  const expected = { acsUrl: config.callbackUrl, idpIssuer: config.idpIssuer };

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
    let issued: string | undefined;
    await saml.requestIds.runIssuing(
      (requestId) => (issued = requestId),
      () => start(ctx, next),
    );
    if (issued) rememberSamlRequest(ctx, await saml.requestIds.sign(issued));
  });

  router.post('/api/auth/saml/callback', async (ctx) => {
    // before anything is used up: this deployment could not set the session cookie
    const insecure = insecureTransport(ctx, deps.config);
    if (insecure) {
      logger.warn({ requestId: ctx.state.requestId }, 'SAML sign-in over plain http with secure cookies');
      return answerSignInFailure(ctx, 400, insecure);
    }
    const form = (requestBody(ctx) ?? {}) as Record<string, unknown>;
    if (typeof form.SAMLResponse !== 'string' || form.SAMLResponse === '') {
      refuseSignIn(ctx, logger, 'no SAMLResponse in the form post', unacceptedResponse);
      return;
    }
    // bounded and checked here, in milliseconds, before node-saml builds a DOM of it
    const bounded = boundSamlResponse(form.SAMLResponse);
    if ('refusal' in bounded) return refuseSignIn(ctx, logger, bounded.refusal, unacceptedResponse);
    const checked = checkSamlResponse(bounded.xml, expected);
    if ('refusal' in checked) return refuseSignIn(ctx, logger, checked.refusal, unacceptedResponse);
    const cookie = samlRequestOf(ctx);
    const startedHere = await saml.requestIds.verify(cookie);
    if (startedHere?.id !== checked.inResponseTo) {
      const reason = !cookie
        ? 'no request cookie'
        : startedHere
          ? 'InResponseTo is not the request this browser started'
          : 'the request cookie is not ours or has expired';
      return refuseSignIn(ctx, logger, reason, notStartedHere);
    }
    forgetSamlRequest(ctx);
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
    await saml.requestIds.runAttempt(startedHere, () => acs(ctx, notASignIn));
  });

  router.get('/api/auth/saml/metadata', (ctx) => {
    ctx.type = 'application/samlmetadata+xml';
    ctx.body = saml.strategy.generateServiceProviderMetadata(null);
  });
}
