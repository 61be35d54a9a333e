import { authnRequestOf, samlResponse, type SamlResponseOptions } from './samlIdp.js';

export const samlAcsPath = '/api/auth/saml/callback';

/** A cookie from a response's Set-Cookie headers, as `name=value` for a Cookie header. */
const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

/**
 * A browser signing in to the app at `appUrl` through the test IdP, one request at a time and without
 * following redirects: what it sends and what it keeps are the test's to change.
 */
export function samlBrowser(appUrl: string) {
  /** GET /api/auth/saml: the AuthnRequest the IdP receives, and the request cookie the browser keeps. */
  async function startSignIn(query = '', headers: Record<string, string> = {}) {
    const response = await fetch(`${appUrl}/api/auth/saml${query}`, { redirect: 'manual', headers });
    const location = response.headers.get('location') ?? '';
    return {
      status: response.status,
      location,
      request: authnRequestOf(location),
      requestCookie: cookieOf(response, 'tams_saml_request'),
      setCookies: response.headers.getSetCookie(),
    };
  }

  /**
   * The IdP's form post to the ACS (the form, or its urlencoded text); answers the status, where it
   * redirects, and any session cookie.
   */
  async function postToAcs(
    form: Record<string, string> | string,
    options: { accept?: string; cookie?: string | undefined; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${appUrl}${samlAcsPath}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: options.accept ?? 'application/json',
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: typeof form === 'string' ? form : new URLSearchParams(form).toString(),
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    return {
      status: response.status,
      location: response.headers.get('location'),
      sessionCookie: cookieOf(response, 'tams_session'),
      setCookies: response.headers.getSetCookie(),
      body,
    };
  }

  /** A fresh AuthnRequest from the app, answered by the test IdP as `options` say, posted by this browser. */
  async function signInWith(
    options: Partial<SamlResponseOptions> & { nameId: string },
    relayState?: string,
    headers: Record<string, string> = {},
  ) {
    const { request, requestCookie } = await startSignIn('', headers);
    const SAMLResponse = samlResponse({ inResponseTo: request.id, acsUrl: request.acsUrl, ...options });
    const posted = await postToAcs(
      { SAMLResponse, RelayState: relayState ?? '/' },
      { cookie: requestCookie, headers },
    );
    return { SAMLResponse, requestCookie, ...posted };
  }

  return { startSignIn, postToAcs, signInWith };
}
