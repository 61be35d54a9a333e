import { inflateRawSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/index.js';
import { startOidcProvider, type TestOidcProvider } from '../support/oidcProvider.js';
import { walkShot } from './walkShots.js';
import { describeInBrowser, useUiSuite } from './uiSession.js';

/**
 * The login page in every state spec §2 "Public route" and §8 give it: the card in local mode, the loading
 * overlay, the way back to / for a signed-in user, production without single sign-on, Log In through SAML
 * and Auth0, and the app-info errors followed by the prompt to contact support. The dev sign-in itself is
 * in signIn.spec.ts.
 */

/** The role groups of the demo users, in the spec's order (spec §1); the demo data has a user for each. */
const roleGroups = [
  'Administrator',
  'Academic Operations Admin',
  'Academic Affairs Approver',
  'Business Office Admin',
  'Financial Reporting User',
  'Reporting User',
  'Section Scheduler',
  'Effort Contributor',
  'Effort Manager',
  'Faculty',
];
/** Set by the demo data (services/demo-data/src/demoPeople.ts), which every test server loads. */
const institution = 'TAMS Demo University';
const supportEmail = 'support@tams.example.edu';
const configurationIssue = 'Authentication Configuration Issue. Please Contact TAMS Support.';

/** The suites below set the server's mode and sign-in settings: they need a server of their own. */
const describeOwnServer = (name: string, suite: () => void) =>
  process.env.TAMS_UI_TEST_URL
    ? describe.skip(`${name} (skipped: needs its own server, not TAMS_UI_TEST_URL)`, suite)
    : describeInBrowser(name, suite);

const loginCard = async (page: Page) => {
  await page.getByRole('heading', { name: 'Login to TAMS', level: 1 }).waitFor();
  // the institution line comes from a public setting read after the card shows
  await page.getByText(`${institution} Users`, { exact: true }).waitFor();
  expect(await page.title()).toBe('Login to TAMS');
};

const logInButton = (page: Page) => page.getByRole('button', { name: 'Log In', exact: true });

describeInBrowser('The login page in local mode', () => {
  const suite = useUiSuite('ui-login-local', { sharedServer: true });

  it("keeps the Sign in button on one line at a phone's width (issue 20 item 15)", async () => {
    const { page } = suite.session;
    await page.setViewportSize({ width: 390, height: 844 });
    await suite.session.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await signIn.waitFor();
    await walkShot(page, 15, 'login-390');
    // the words' line boxes: one when the label stays on one line (runs in the page; no DOM types here)
    const lines = await signIn.evaluate((button) => {
      type Range = { selectNodeContents(node: unknown): void; getClientRects(): { length: number } };
      const { document } = globalThis as unknown as { document: { createRange(): Range } };
      const range = document.createRange();
      range.selectNodeContents(button);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
  });

  it('shows "Login to TAMS", the institution\'s users and the demo users by role, without Log In', async () => {
    const { page } = suite.session;
    await suite.session.goto('/login');
    await loginCard(page);
    await page.getByText('Local mode: choose a demo user to sign in as.').waitFor();
    await page.getByRole('region', { name: 'Faculty' }).waitFor();
    // every role has its group, in the spec's order, each headed by the role's name
    const groups = page.getByRole('region');
    expect(await groups.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')))).toEqual(
      roleGroups,
    );
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(roleGroups);
    const admins = page.getByRole('region', { name: 'Administrator' }).getByRole('button');
    expect(await admins.allTextContents()).toEqual(['Avery Admin (admin)']);
    // Frances Faculty and faculty1..faculty24, in natural order of username
    const faculty = page.getByRole('region', { name: 'Faculty' }).getByRole('button');
    expect(await faculty.count()).toBe(25);
    expect(await faculty.first().textContent()).toBe('Frances Faculty (faculty)');
    expect(await faculty.nth(2).textContent()).toMatch(/\(faculty2\)$/);
    expect(await faculty.last().textContent()).toMatch(/\(faculty24\)$/);
    // no single sign-on is configured, and nothing is wrong with the configuration
    expect(await logInButton(page).count()).toBe(0);
    expect(await page.getByText(configurationIssue).count()).toBe(0);
    expect(await page.getByText(/contact support/i).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('shows the "Checking your session" overlay until the session check answers, then the card', async () => {
    const { page } = suite.session;
    let release!: () => void;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route('**/api/auth', async (route) => {
      held += 1;
      await answered;
      await route.continue();
    });
    await suite.session.goto('/login');
    const overlay = page.getByRole('progressbar', { name: 'Checking your session' });
    await overlay.waitFor();
    expect(held).toBeGreaterThan(0);
    // held there: no card yet
    await page.waitForTimeout(500);
    expect(await overlay.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Login to TAMS' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Faculty' }).count()).toBe(0);

    release();
    await loginCard(page);
    await page.getByRole('region', { name: 'Faculty' }).waitFor();
    expect(await overlay.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a signed-in user who opens /login to /', async () => {
    const { page } = suite.session;
    await suite.session.signIn('admin');
    await suite.session.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByText('Avery Admin').waitFor();
    expect(await page.getByRole('heading', { name: 'Login to TAMS' }).count()).toBe(0);
    expect(await page.title()).not.toBe('Login to TAMS');
  });

  it('shows why app-info failed, followed by the prompt to contact support', async () => {
    const { page } = suite.session;
    // The only simulated answer in this file: nothing a test can do to a running server makes its
    // GET /api/app-info fail (it reads settings fixed at start-up), so the 500 is answered here.
    const message = 'The sign-in options could not be read';
    await page.route('**/api/app-info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message }) }),
    );
    suite.session.expectHttpError(500, /^\/api\/app-info$/);
    await suite.session.goto('/login');
    await loginCard(page);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.getByRole('link', { name: supportEmail }).waitFor();
    expect(await alert.textContent()).toBe(`${message} Please contact support at ${supportEmail}.`);
    expect(await alert.getByRole('link').getAttribute('href')).toBe(`mailto:${supportEmail}`);
    // without app-info there is no way in to offer
    expect(await logInButton(page).count()).toBe(0);
    expect(await page.getByRole('region').count()).toBe(0);
    expect(await page.getByText(configurationIssue).count()).toBe(0);
  });
});

// production refuses to start without a sign-in method (issue 35 item 7); staging-build starts without one
describeOwnServer('The login page in staging-build mode without single sign-on', () => {
  const suite = useUiSuite('ui-login-prod', { env: { MODE: 'staging-build' } });

  it('says the authentication configuration has an issue, and offers no way in', async () => {
    const { page } = suite.session;
    await suite.session.goto('/login');
    await loginCard(page);
    await page.getByText(configurationIssue, { exact: true }).waitFor();
    expect(await logInButton(page).count()).toBe(0);
    expect(await page.getByText('Local mode: choose a demo user to sign in as.').count()).toBe(0);
    expect(await page.getByRole('region').count()).toBe(0);
    expect(await page.getByLabel('Username').count()).toBe(0);
    // app-info answered without an error: no contact-support prompt besides the configuration issue's
    expect(await page.getByText(/contact support/).count()).toBe(0);
  });
});

describeOwnServer('The login page in production mode with SAML', () => {
  const suite = useUiSuite('ui-login-saml', {
    env: {
      // PUBLIC_URL: the test server's own (https://127.0.0.1:PORT), which the browser reaches
      MODE: 'production',
      SAML_ENTRY_POINT: 'https://idp.test/sso',
      SAML_IDP_CERT: 'tests/fixtures/saml/idp.crt',
    },
  });

  it('offers Log In, which goes through /api/auth/saml to the IdP with a SAML AuthnRequest', async () => {
    const { page } = suite.session;
    await suite.session.goto('/login');
    await loginCard(page);
    await logInButton(page).waitFor();
    expect(await page.getByRole('region').count()).toBe(0);
    expect(await page.getByText(configurationIssue).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    // Where the browser went is the navigation request it made to the IdP. page.route cannot stand in for
    // the IdP here: Playwright routes only the first URL of a redirect chain, and the IdP is reached by the
    // app's redirect. idp.test (a reserved name) never resolves, so that request fails at once, quietly.
    const toIdp = (request: Request) => request.url().startsWith('https://idp.test/');
    const [atIdp, failed] = await Promise.all([
      page.waitForRequest(toIdp),
      page.waitForEvent('requestfailed', toIdp),
      logInButton(page).click(),
    ]);
    expect(failed).toBe(atIdp);
    expect(atIdp.isNavigationRequest()).toBe(true);
    expect(atIdp.frame()).toBe(page.mainFrame());
    expect(atIdp.redirectedFrom()?.url()).toBe(`${suite.environment.url}/api/auth/saml`);
    expect(atIdp.url().startsWith('https://idp.test/sso?')).toBe(true);
    // HTTP-Redirect binding: the AuthnRequest is deflated and base64-encoded
    const samlRequest = new URL(atIdp.url()).searchParams.get('SAMLRequest');
    expect(samlRequest).toBeTruthy();
    const authnRequest = inflateRawSync(Buffer.from(samlRequest!, 'base64')).toString('utf8');
    expect(authnRequest).toMatch(/<samlp:AuthnRequest\b/);
    expect(authnRequest).toMatch(/Destination="https:\/\/idp\.test\/sso"/);
    expect(authnRequest).toMatch(/AssertionConsumerServiceURL="[^"]*\/api\/auth\/saml\/callback"/);
  });
});

describeOwnServer('The login page in staging-build mode with Auth0 on but not configured', () => {
  const suite = useUiSuite('ui-login-auth0-unset', {
    env: { MODE: 'staging-build', FEATURE_FLAGS: 'auth0Enabled' },
  });

  it("shows app-info's error, then the prompt to contact support at the support email", async () => {
    const { page } = suite.session;
    await suite.session.goto('/login');
    await loginCard(page);
    const alert = page.getByRole('alert').filter({ hasText: 'AUTH0_ISSUER_URL' });
    await alert.getByRole('link', { name: supportEmail }).waitFor();
    expect(await alert.textContent()).toBe(
      'Auth0 sign-in is turned on (auth0Enabled) but not configured: set AUTH0_ISSUER_URL, ' +
        `AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET. Please contact support at ${supportEmail}.`,
    );
    expect(await alert.getByRole('link').getAttribute('href')).toBe(`mailto:${supportEmail}`);
    // no strategy either: the configuration issue, and no way in
    await page.getByText(configurationIssue, { exact: true }).waitFor();
    expect(await logInButton(page).count()).toBe(0);
    expect(await page.getByRole('region').count()).toBe(0);
  });
});

describeOwnServer('The login page with Auth0 configured', () => {
  // The IdP must know the app's callback URL before the app starts: this hook is registered before
  // useUiSuite's, so it runs first (hooks run in order) and fills the env useUiSuite starts the app with.
  // Local mode: the session cookie is secure outside local modes, and this app is served over plain HTTP.
  const env: Record<string, string> = { FEATURE_FLAGS: 'auth0Enabled' };
  let idp: TestOidcProvider | undefined;
  beforeAll(async () => {
    const appUrl = `http://127.0.0.1:${await freePort()}`;
    idp = await startOidcProvider({
      redirectUri: `${appUrl}/api/auth0/callback`,
      accounts: { 'auth0|ops': { email: 'academicopsadmin@tams.example.edu', nickname: 'academicOpsAdmin' } },
    });
    Object.assign(env, {
      PORT: new URL(appUrl).port,
      AUTH0_ISSUER_URL: idp.issuer,
      AUTH0_CLIENT_ID: idp.clientId,
      AUTH0_CLIENT_SECRET: idp.clientSecret,
      AUTH0_CALLBACK_URL: `${appUrl}/api/auth0/callback`,
    });
  });
  afterAll(async () => {
    await idp?.stop();
  });
  const suite = useUiSuite('ui-login-auth0', { env });

  it('offers Log In, which signs in through /api/auth0/login and the IdP, and lands on /', async () => {
    const { page } = suite.session;
    const issuer = idp!.issuer;
    // the test IdP has no sign-in page (tests/support/oidcProvider.ts): its interaction URL answers 404,
    // and so does the favicon Chromium asks it for (the app's own page declares none)
    suite.session.expectHttpError(404, /^\/interaction\/[^/]+$/);
    suite.session.expectHttpError(404, /^\/favicon\.ico$/);
    await suite.session.goto('/login');
    await loginCard(page);
    await logInButton(page).waitFor();
    // local mode: the demo users are offered too
    await page.getByRole('region', { name: 'Academic Operations Admin' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    const [authorize] = await Promise.all([
      page.waitForRequest((request) => request.url().startsWith(`${issuer}/auth?`)),
      page.waitForURL((url) => url.origin === issuer && url.pathname.startsWith('/interaction/')),
      logInButton(page).click(),
    ]);
    expect(authorize.isNavigationRequest()).toBe(true);
    expect(authorize.redirectedFrom()?.url()).toBe(`${suite.environment.url}/api/auth0/login`);
    const authorizeUrl = new URL(authorize.url());
    expect(authorizeUrl.searchParams.get('client_id')).toBe(idp!.clientId);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${suite.environment.url}/api/auth0/callback`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    // at the IdP, the person signs in: the helper's login action, through a form on the IdP's own page
    const loginAction = `${new URL(page.url()).pathname}/login`;
    await page.setContent(
      `<form method="post" action="${loginAction}"><input name="account" value="auth0|ops">` +
        '<button type="submit">Sign in as Olivia</button></form>',
    );
    await page.getByRole('button', { name: 'Sign in as Olivia' }).click();
    await page.waitForURL((url) => url.origin === suite.environment.url && url.pathname === '/');
    await page.getByRole('banner').getByText('Olivia Operations').waitFor();
    const auth = await suite.session.api('GET', '/api/auth');
    expect(auth.status()).toBe(200);
  });
});
