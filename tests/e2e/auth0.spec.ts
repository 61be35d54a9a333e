import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, freePort, listQuery, startTestServer, type TestServer } from '../support/index.js';
import {
  Browser,
  redirectTarget,
  startOidcProvider,
  type TestOidcProvider,
} from '../support/oidcProvider.js';

/** The IdP's people: two TAMS users, one stranger, and one whose TAMS account the tests deactivate. */
const accounts = {
  'auth0|faculty1': { email: 'faculty1@tams.example.edu', nickname: 'faculty1' },
  'auth0|admin': { email: 'ADMIN@tams.example.edu', nickname: 'someone.else' },
  'auth0|stranger': { email: 'stranger@elsewhere.example', nickname: 'stranger' },
  // Auth0's default nickname is the email's local part: a self-registered admin@elsewhere is no TAMS admin
  'auth0|nickname-admin': { email: 'admin@elsewhere.example', nickname: 'admin' },
  'auth0|faculty24': { email: 'faculty24@tams.example.edu', nickname: 'faculty24' },
};

let app: TestServer;
let idp: TestOidcProvider;
beforeAll(async () => {
  // the IdP must know the callback URL before the app starts, so the app's port is chosen first
  const appUrl = `http://127.0.0.1:${await freePort()}`;
  idp = await startOidcProvider({ redirectUri: `${appUrl}/api/auth0/callback`, accounts });
  app = await startTestServer({
    label: 'e2e_auth0',
    env: {
      PORT: new URL(appUrl).port,
      FEATURE_FLAGS: 'auth0Enabled',
      AUTH0_ISSUER_URL: idp.issuer,
      AUTH0_CLIENT_ID: idp.clientId,
      AUTH0_CLIENT_SECRET: idp.clientSecret,
      AUTH0_CALLBACK_URL: `${appUrl}/api/auth0/callback`,
    },
  });
  expect(app.url).toBe(appUrl);
});
afterAll(async () => {
  await app?.stop();
  await idp?.stop();
});

/** GET /api/auth0/login: the IdP's authorization URL, which a test may alter before the browser follows it. */
async function startSignIn(browser: Browser, returnTo?: string): Promise<URL> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const authorizeUrl = redirectTarget(await browser.request(`${app.url}/api/auth0/login${query}`));
  expect(authorizeUrl.origin).toBe(idp.issuer);
  return authorizeUrl;
}

/** At the IdP: authorize, then submit its login form as `accountId` (or decline); the callback URL it sends back. */
async function answerAtIdp(browser: Browser, authorizeUrl: URL, accountId: string | 'decline'): Promise<URL> {
  const interaction = redirectTarget(await browser.request(authorizeUrl));
  const submitted =
    accountId === 'decline'
      ? await browser.request(`${interaction.href}/deny`, { form: {} })
      : await browser.request(`${interaction.href}/login`, { form: { account: accountId } });
  const callbackUrl = redirectTarget(await browser.request(redirectTarget(submitted)));
  expect(`${callbackUrl.origin}${callbackUrl.pathname}`).toBe(`${app.url}/api/auth0/callback`);
  return callbackUrl;
}

const sessionCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from sessions`.execute(app.database.db)).rows[0]!.n);

const setsSession = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => cookie.startsWith('tams_session='));

async function expectRefusedWithoutSession(response: Response, sessionsBefore: number, message?: RegExp) {
  expect(response.status).toBe(401);
  expect(setsSession(response)).toBe(false);
  expect(await sessionCount()).toBe(sessionsBefore);
  if (message) expect(((await response.json()) as { message: string }).message).toMatch(message);
}

const userIdOf = async (username: string) =>
  (
    await app.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id as string;

describe('Auth0 sign-in (OpenID Connect, code flow with PKCE)', () => {
  it('signs the matched user in: the session answers GET /api/auth as that user', async () => {
    const browser = new Browser();
    const authorizeUrl = await startSignIn(browser, '/courses');
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    const stateCookie = browser.cookies.get('tams_oidc_state');
    expect(stateCookie).toBe(authorizeUrl.searchParams.get('state'));

    const signedIn = await browser.request(await answerAtIdp(browser, authorizeUrl, 'auth0|faculty1'));
    expect(redirectTarget(signedIn).href).toBe(`${app.url}/courses`);
    expect(browser.cookies.has('tams_oidc_state')).toBe(false);
    const session = new ApiClient(app.url, `tams_session=${browser.cookies.get('tams_session')}`);
    const auth = await session.get('/api/auth');
    expect(auth.status).toBe(200);
    expect(auth.body.authenticatedUserId).toBe(await userIdOf('faculty1'));
  });

  it('matches by email when the nickname is no TAMS username, and returns only to a path on this site', async () => {
    const browser = new Browser();
    const callbackUrl = await answerAtIdp(
      browser,
      await startSignIn(browser, '//evil.example/x'),
      'auth0|admin',
    );
    expect(redirectTarget(await browser.request(callbackUrl)).href).toBe(`${app.url}/`);
    const auth = await new ApiClient(app.url, `tams_session=${browser.cookies.get('tams_session')}`).get(
      '/api/auth',
    );
    expect(auth.body.authenticatedUserId).toBe(await userIdOf('admin'));
  });

  it('refuses a callback whose state is not the one this browser started (login CSRF)', async () => {
    const attacker = new Browser();
    const attackersCallback = await answerAtIdp(attacker, await startSignIn(attacker), 'auth0|faculty1');
    const victim = new Browser();
    await startSignIn(victim);
    const before = await sessionCount();
    await expectRefusedWithoutSession(
      await victim.request(attackersCallback),
      before,
      /not started in this browser/,
    );
  });

  it('refuses a callback without the state cookie, with a page when a browser asks for HTML', async () => {
    const browser = new Browser();
    const callbackUrl = await answerAtIdp(browser, await startSignIn(browser), 'auth0|faculty1');
    const before = await sessionCount();
    await expectRefusedWithoutSession(await new Browser().request(callbackUrl), before, /not started/);
    const page = await new Browser().request(callbackUrl, { accept: 'text/html,*/*;q=0.8' });
    await expectRefusedWithoutSession(page, before);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/not started in this browser[\s\S]*href="\/login"/);
  });

  it('refuses a replayed callback: each state is taken once', async () => {
    const browser = new Browser();
    const callbackUrl = await answerAtIdp(browser, await startSignIn(browser), 'auth0|faculty1');
    const stateCookie = browser.cookies.get('tams_oidc_state')!;
    expect((await browser.request(callbackUrl)).status).toBe(302);
    const replay = new Browser();
    replay.cookies.set('tams_oidc_state', stateCookie);
    const before = await sessionCount();
    await expectRefusedWithoutSession(
      await replay.request(callbackUrl),
      before,
      /expired or was already used/,
    );
  });

  it('refuses an ID token whose nonce is not the one the sign-in stored', async () => {
    // a real token with another nonce: the browser alters the nonce on its way to the IdP, which signs it
    const browser = new Browser();
    const authorizeUrl = await startSignIn(browser);
    authorizeUrl.searchParams.set('nonce', 'a-nonce-this-sign-in-never-issued');
    const callbackUrl = await answerAtIdp(browser, authorizeUrl, 'auth0|faculty1');
    const before = await sessionCount();
    await expectRefusedWithoutSession(await browser.request(callbackUrl), before, /could not be verified/);
  });

  it('refuses a code that was requested with another PKCE challenge', async () => {
    const browser = new Browser();
    const authorizeUrl = await startSignIn(browser);
    const otherChallenge = createHash('sha256')
      .update(randomBytes(32).toString('base64url'))
      .digest('base64url');
    authorizeUrl.searchParams.set('code_challenge', otherChallenge);
    const callbackUrl = await answerAtIdp(browser, authorizeUrl, 'auth0|faculty1');
    const before = await sessionCount();
    await expectRefusedWithoutSession(await browser.request(callbackUrl), before, /could not be verified/);
  });

  it('refuses when the IdP answers with an error (the person declined)', async () => {
    const browser = new Browser();
    const callbackUrl = await answerAtIdp(browser, await startSignIn(browser), 'decline');
    expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
    const before = await sessionCount();
    await expectRefusedWithoutSession(await browser.request(callbackUrl), before, /declined to sign in/);
  });

  it('refuses a person who is no TAMS user, and a deactivated TAMS user', async () => {
    const stranger = new Browser();
    const strangersCallback = await answerAtIdp(stranger, await startSignIn(stranger), 'auth0|stranger');
    const before = await sessionCount();
    await expectRefusedWithoutSession(await stranger.request(strangersCallback), before, /No TAMS user/);

    const impostor = new Browser();
    const impostorsCallback = await answerAtIdp(
      impostor,
      await startSignIn(impostor),
      'auth0|nickname-admin',
    );
    await expectRefusedWithoutSession(await impostor.request(impostorsCallback), before, /No TAMS user/);

    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const [user] = (await ops.get(`/api/users${listQuery({ filter: { username: 'faculty24' } })}`)).body;
    const deactivation = await ops.put(`/api/users/${user.id}`, { isActive: false, version: user.version });
    expect(deactivation.status).toBe(200);
    const deactivated = new Browser();
    const callbackUrl = await answerAtIdp(deactivated, await startSignIn(deactivated), 'auth0|faculty24');
    await expectRefusedWithoutSession(
      await deactivated.request(callbackUrl),
      await sessionCount(),
      /deactivated/,
    );
  });
});

describe('Auth0 sign-in switched off or unreachable', () => {
  const auth0Env = (issuer: string) => ({
    AUTH0_ISSUER_URL: issuer,
    AUTH0_CLIENT_ID: 'tams-test',
    AUTH0_CLIENT_SECRET: 'not-used',
  });

  it('answers 404 on both routes while the auth0Enabled flag is off, even when Auth0 is configured', async () => {
    const flagOff = await startTestServer({ label: 'e2e_auth0_off', seed: false, env: auth0Env(idp.issuer) });
    try {
      for (const path of ['/api/auth0/login', '/api/auth0/callback?code=x&state=y']) {
        const response = await new ApiClient(flagOff.url).get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: 'Auth0 sign-in is not enabled' });
      }
    } finally {
      await flagOff.stop();
    }
  });

  it('answers 502 with a clear message when the IdP cannot be discovered', async () => {
    const env = { FEATURE_FLAGS: 'auth0Enabled', ...auth0Env(`http://127.0.0.1:${await freePort()}`) };
    const idpDown = await startTestServer({ label: 'e2e_auth0_down', seed: false, env });
    try {
      const response = await new ApiClient(idpDown.url).get('/api/auth0/login');
      expect(response.status).toBe(502);
      expect(response.body.message).toMatch(/could not be reached/);
    } finally {
      await idpDown.stop();
    }
  });
});
