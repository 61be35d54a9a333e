import type { Auth0Config } from '@tams/platform';
import type { Context } from 'koa';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.js';
import type { PendingSignIns } from '../pendingRequests.js';
import { matchUser } from '../signIn.js';
import { oidcConfiguration } from './oidcConfiguration.js';

/** What the login route keeps, under its state, until the IdP sends the browser back. */
export interface PendingAuth0SignIn {
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export const pendingKind = 'auth0';

/** A sign-in the callback refuses: `reason` is logged (never tokens or codes), `message` is shown. */
export class Auth0SignInRefusedError extends Error {
  override readonly name = 'Auth0SignInRefusedError';
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

const startAgain = 'Please sign in again.';

/**
 * Checks the IdP's answer in the order an attacker would have to pass it: the state is the one this
 * browser started (cookie), the pending request is live and taken once, then the code is exchanged
 * with state, nonce and PKCE checked, and the ID token names an active TAMS user.
 */
export async function verifyAuth0Callback(
  ctx: Context,
  deps: AppContext,
  settings: Auth0Config,
  pending: PendingSignIns,
  browserState: string | undefined,
): Promise<{ userId: string; returnTo: string }> {
  const state = typeof ctx.query.state === 'string' ? ctx.query.state : '';
  if (!state) {
    throw new Auth0SignInRefusedError(
      'no state in the callback',
      `The sign-in answer is incomplete. ${startAgain}`,
    );
  }
  if (!browserState) {
    throw new Auth0SignInRefusedError(
      'no state cookie',
      `This sign-in was not started in this browser, or took longer than 10 minutes. ${startAgain}`,
    );
  }
  if (browserState !== state) {
    throw new Auth0SignInRefusedError(
      'state does not match the state cookie',
      `This sign-in was not started in this browser. ${startAgain}`,
    );
  }
  const request = await pending.take<PendingAuth0SignIn>(pendingKind, state);
  if (!request) {
    throw new Auth0SignInRefusedError(
      'unknown, expired or already used state',
      `This sign-in has expired or was already used. ${startAgain}`,
    );
  }
  const idpError = ctx.query.error;
  if (typeof idpError === 'string' && idpError) {
    const description = typeof ctx.query.error_description === 'string' ? ctx.query.error_description : '';
    throw new Auth0SignInRefusedError(
      `the identity provider answered ${idpError.slice(0, 100)}`,
      `The sign-in service refused the sign-in${description ? `: ${description.slice(0, 300)}` : ''}.`,
    );
  }

  const configuration = await oidcConfiguration(settings);
  // the redirect_uri sent with the code must be the registered one, not what a proxy made of it
  const callbackUrl = new URL(settings.callbackUrl);
  callbackUrl.search = ctx.querystring;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: state,
      expectedNonce: request.nonce,
      pkceCodeVerifier: request.codeVerifier,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new Auth0SignInRefusedError(
      `code exchange or ID token check failed: ${describeOidcError(error)}`,
      `The sign-in could not be verified. ${startAgain}`,
    );
  }

  const match = await matchUser(deps, identityOf(tokens.claims()));
  if ('refusal' in match) throw new Auth0SignInRefusedError('no active TAMS user matches', match.refusal);
  return { userId: match.userId, returnTo: request.returnTo };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * The email only. Not Auth0's nickname: it defaults to the part of the email before the @, so where a
 * tenant allows sign-ups, whoever registers admin@anywhere would be the TAMS user "admin". And not an
 * email the IdP itself calls unverified: anyone could have typed it.
 */
function identityOf(claims: oidc.IDToken | undefined) {
  return { email: claims?.email_verified === false ? undefined : text(claims?.email) };
}

/** openid-client's messages and OAuth error codes only: causes may quote tokens, so they are not logged. */
function describeOidcError(error: unknown): string {
  if (error instanceof oidc.ResponseBodyError) return `${error.error}: ${error.error_description ?? ''}`;
  if (error instanceof oidc.AuthorizationResponseError)
    return `${error.error}: ${error.error_description ?? ''}`;
  const cause = (error as Error)?.cause;
  const causeMessage = cause instanceof Error ? `; ${cause.message}` : '';
  return `${(error as Error)?.message ?? String(error)}${causeMessage}`;
}
