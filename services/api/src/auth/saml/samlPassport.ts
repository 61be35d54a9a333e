import {
  type Profile,
  Strategy,
  ValidateInResponseTo,
  type VerifiedCallback,
} from '@node-saml/passport-saml';
import type { SamlConfig } from '@tams/platform';
import passport from 'koa-passport';
import type { AppContext } from '../../context.js';
import { PendingSignIns } from '../pendingRequests.js';
import { matchUser } from '../signIn.js';
import { requestIdLifetimeMs, SamlRequestIds } from './requestIds.js';
import { samlIdentityOf } from './samlIdentity.js';

/** What the ACS callback receives from the strategy. */
export type SamlVerified = { userId: string };
export type SamlRefusal = { reason: string; message: string };

/** Shown for every response that fails validation; the log has the exact reason. */
export const unacceptedResponse =
  "Your identity provider's sign-in response could not be accepted. Please sign in again.";

/**
 * IdP and server clocks drift a little even with NTP; 5 s absorbs that and the hop through the browser,
 * while an assertion past its NotOnOrAfter by more than that is still refused.
 */
const acceptedClockSkewMs = 5_000;

export interface SamlSignIn {
  passport: InstanceType<typeof passport.KoaPassport>;
  strategy: Strategy;
  requestIds: SamlRequestIds;
}

/**
 * A private koa-passport with the SAML strategy (DESIGN §9): signed Response and Assertion, our entity id
 * as the audience, InResponseTo always checked against the request the browser started (its signed cookie; single use, 10 minutes).
 */
export function createSamlSignIn(deps: AppContext, config: SamlConfig): SamlSignIn {
  const requestIds = new SamlRequestIds(new PendingSignIns(deps.db));

  async function verify(profile: Profile | null): Promise<SamlVerified | SamlRefusal> {
    if (!profile) return { reason: 'no assertion in the response', message: unacceptedResponse };
    // node-saml checks idpIssuer on logout messages only, so the assertion's (signed) Issuer is checked here
    if (config.idpIssuer !== undefined && profile.issuer !== config.idpIssuer) {
      return { reason: `unexpected issuer "${profile.issuer}"`, message: unacceptedResponse };
    }
    const requestId = typeof profile.inResponseTo === 'string' ? profile.inResponseTo : undefined;
    if (!(await requestIds.claim(requestId))) {
      return { reason: 'request id already used (replayed response)', message: unacceptedResponse };
    }
    const match = await matchUser(deps, samlIdentityOf(profile));
    if ('refusal' in match) return { reason: match.refusal, message: match.refusal };
    return { userId: match.userId };
  }

  const strategy = new Strategy(
    {
      entryPoint: config.entryPoint,
      idpCert: config.idpCert,
      idpIssuer: config.idpIssuer,
      issuer: config.issuer,
      audience: config.issuer,
      callbackUrl: config.callbackUrl,
      wantAuthnResponseSigned: true,
      wantAssertionsSigned: true,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: requestIdLifetimeMs,
      cacheProvider: requestIds,
      acceptedClockSkewMs,
      // the IdP's default NameID: users are matched by username or email
      identifierFormat: null,
      // asking for password authentication exactly would turn away IdPs that sign in with MFA or Kerberos
      disableRequestedAuthnContext: true,
    },
    (profile: Profile | null, done: VerifiedCallback) => {
      verify(profile).then(
        (result) => ('userId' in result ? done(null, result) : done(null, undefined, result)),
        (error: Error) => done(error),
      );
    },
    (_profile: Profile | null, done: VerifiedCallback) =>
      done(new Error('SAML single logout is not supported')),
  );

  const samlPassport = new passport.KoaPassport();
  // two copies of @types/express make the same strategy look like two types
  samlPassport.use('saml', strategy as unknown as Parameters<typeof samlPassport.use>[1]);
  return { passport: samlPassport, strategy, requestIds };
}
