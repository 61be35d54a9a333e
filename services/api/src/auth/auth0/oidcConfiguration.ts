import type { Auth0Config } from '@tams/platform';
import * as oidc from 'openid-client';

/** Discovery failed (IdP down, wrong issuer URL, bad metadata): the routes answer 502, the next try retries. */
export class IdentityProviderUnavailableError extends Error {
  override readonly name = 'IdentityProviderUnavailableError';
}

/**
 * Plain http is accepted only for an issuer on this machine (the local test IdP the e2e tests start, which
 * redirects the browser back over http); every other issuer must be https, as openid-client enforces.
 */
export function isLocalHttpIssuer(issuerUrl: string): boolean {
  const url = new URL(issuerUrl);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

// one discovery per configuration and process; a failed one is forgotten so the next sign-in tries again
const discovered = new WeakMap<Auth0Config, Promise<oidc.Configuration>>();

/** The IdP's metadata and our client (client_secret_post), discovered from the issuer URL. */
export function oidcConfiguration(settings: Auth0Config): Promise<oidc.Configuration> {
  let configuration = discovered.get(settings);
  if (!configuration) {
    configuration = oidc
      .discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        execute: isLocalHttpIssuer(settings.issuerUrl) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered.delete(settings);
        throw new IdentityProviderUnavailableError(
          `The sign-in service at ${settings.issuerUrl} could not be reached or described itself wrongly` +
            ` (${(error as Error).message}). Please try again later or contact TAMS support.`,
          { cause: error },
        );
      });
    discovered.set(settings, configuration);
  }
  return configuration;
}
