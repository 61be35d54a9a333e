import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchUser } from '../../services/api/src/auth/signIn.js';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';
import { samlAcsPath, samlBrowser } from '../support/samlBrowser.js';
import {
  samlFixture,
  samlResponse,
  type SamlResponseOptions,
  testIdp,
  testSpIssuer,
} from '../support/samlIdp.js';

let app: TestServer;
let plain: TestServer;
beforeAll(async () => {
  [app, plain] = await Promise.all([
    startTestServer({
      label: 'e2e_saml',
      env: {
        SAML_ENTRY_POINT: testIdp.entryPoint,
        SAML_IDP_CERT: samlFixture('idp.crt'),
        SAML_IDP_ISSUER: testIdp.issuer,
        SAML_ISSUER: testSpIssuer,
      },
    }),
    startTestServer({ label: 'e2e_saml_off' }),
  ]);
});
afterAll(() => Promise.all([app?.stop(), plain?.stop()]));

const browser = () => samlBrowser(app.url);
const startSignIn = (query = '') => browser().startSignIn(query);
const postToAcs = (
  form: Record<string, string>,
  options?: Parameters<ReturnType<typeof samlBrowser>['postToAcs']>[1],
) => browser().postToAcs(form, options);
const signInWith = (options: Partial<SamlResponseOptions> & { nameId: string }, relayState?: string) =>
  browser().signInWith(options, relayState);

const sessionCount = async () =>
  (await sql<{ count: number }>`select count(*)::int as count from sessions`.execute(app.database.db))
    .rows[0]!.count;

const userIdOf = async (username: string) =>
  (await sql<{ id: string }>`select id from users where username = ${username}`.execute(app.database.db))
    .rows[0]!.id;

/** Posts the response and checks the refusal: 401, no cookie, no session row. */
async function expectRefused(post: () => Promise<{ status: number; sessionCookie?: string; body: any }>) {
  const before = await sessionCount();
  const result = await post();
  expect(result.status).toBe(401);
  expect(result.sessionCookie).toBeUndefined();
  expect(await sessionCount()).toBe(before);
  return result;
}

describe('SAML sign-in: starting', () => {
  it('redirects to the IdP entry point with a deflated AuthnRequest and returnTo as RelayState', async () => {
    const started = await startSignIn('?returnTo=%2Fcourses%3Fpage%3D2');
    expect(started.status).toBe(302);
    expect(started.location.startsWith(`${testIdp.entryPoint}?SAMLRequest=`)).toBe(true);
    expect(started.request.relayState).toBe('/courses?page=2');
    expect(started.request.xml).toContain(`<saml:Issuer`);
    expect(started.request.xml).toContain(testSpIssuer);
  });

  it('ignores a returnTo that would leave the site', async () => {
    for (const returnTo of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/a\r\nSet-Cookie: x=1',
      'courses',
    ]) {
      const started = await startSignIn(`?returnTo=${encodeURIComponent(returnTo)}`);
      expect(started.request.relayState).toBe('/');
    }
  });

  it('serves the service provider metadata', async () => {
    const response = await fetch(`${app.url}/api/auth/saml/metadata`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`entityID="${testSpIssuer}"`);
    expect(xml).toMatch(/<AssertionConsumerService [^>]*Location="[^"]*\/api\/auth\/saml\/callback"/);
  });

  it('refuses single-logout messages on the start route (400) rather than treating them as sign-in', async () => {
    const response = await fetch(`${app.url}/api/auth/saml?SAMLRequest=eJw`, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });

  it('answers 404 on every SAML route when SAML is not configured', async () => {
    const client = new ApiClient(plain.url);
    for (const response of [
      await client.get('/api/auth/saml'),
      await client.get('/api/auth/saml/metadata'),
      await client.request('POST', samlAcsPath, 'SAMLResponse=x', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'SAML sign-in is not configured' });
    }
  });
});

describe('SAML sign-in: the ACS', () => {
  it('signs in with a valid signed response and goes to the returnTo path', async () => {
    const before = await sessionCount();
    const result = await signInWith({ nameId: 'faculty1' }, '/my/teaching');
    expect(result.status).toBe(302);
    expect(result.location).toBe('/my/teaching');
    expect(result.sessionCookie).toBeDefined();
    expect(await sessionCount()).toBe(before + 1);
    const auth = await new ApiClient(app.url, result.sessionCookie).get('/api/auth');
    expect(auth.status).toBe(200);
    expect(auth.body.authenticatedUserId).toBe(await userIdOf('faculty1'));
  });

  it('matches by an email NameID and by the mail attribute, and never redirects off-site', async () => {
    const byNameId = await signInWith({ nameId: 'Faculty2@TAMS.example.edu' }, 'https://evil.example');
    expect(byNameId.status).toBe(302);
    expect(byNameId.location).toBe('/');
    const auth = await new ApiClient(app.url, byNameId.sessionCookie).get('/api/auth');
    expect(auth.body.authenticatedUserId).toBe(await userIdOf('faculty2'));

    const byAttribute = await signInWith({
      nameId: 'opaque-7f3a9c',
      attributes: { mail: 'faculty4@tams.example.edu' },
    });
    expect(byAttribute.status).toBe(302);
    const auth4 = await new ApiClient(app.url, byAttribute.sessionCookie).get('/api/auth');
    expect(auth4.body.authenticatedUserId).toBe(await userIdOf('faculty4'));
  });

  const refusedResponses: [string, Partial<SamlResponseOptions>][] = [
    [
      'tampered after signing',
      { tamper: (xml) => xml.replace('>faculty1</saml:NameID>', '>admin</saml:NameID>') },
    ],
    ['unsigned', { sign: 'none' }],
    ['signed on the Assertion only', { sign: 'assertion' }],
    ['signed on the Response only', { sign: 'response' }],
    ['signed with the wrong key', { wrongKey: true }],
    ['expired', { expired: true }],
    ['for another audience', { audience: 'some-other-sp' }],
    ['from another issuer', { issuer: 'https://rogue-idp.test' }],
  ];
  it.each(refusedResponses)('refuses a response %s: 401, no session', async (_case, options) => {
    const result = await expectRefused(() => signInWith({ nameId: 'faculty1', ...options }));
    expect(result.body.message).toMatch(/could not be accepted/);
  });

  it('refuses a response to a request the app never issued, even with a request cookie naming it', async () => {
    const { request } = await startSignIn();
    const SAMLResponse = samlResponse({
      inResponseTo: '_never-issued',
      nameId: 'faculty1',
      acsUrl: request.acsUrl,
    });
    await expectRefused(() => postToAcs({ SAMLResponse }, { cookie: 'tams_saml_request=_never-issued' }));
  });

  it('refuses a replayed response: the same valid response posted twice signs in once', async () => {
    const first = await signInWith({ nameId: 'faculty5' });
    expect(first.status).toBe(302);
    await expectRefused(() =>
      postToAcs({ SAMLResponse: first.SAMLResponse }, { cookie: first.requestCookie }),
    );
  });

  it('signs in once when one response is posted twice at the same time', async () => {
    const { request, requestCookie: cookie } = await startSignIn();
    const SAMLResponse = samlResponse({
      inResponseTo: request.id,
      nameId: 'faculty6',
      acsUrl: request.acsUrl,
    });
    const results = await Promise.all([
      postToAcs({ SAMLResponse }, { cookie }),
      postToAcs({ SAMLResponse }, { cookie }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([302, 401]);
    expect(results.filter((result) => result.sessionCookie)).toHaveLength(1);
  });

  it('refuses an unknown user with a message saying so', async () => {
    const result = await expectRefused(() => signInWith({ nameId: 'nobody-here' }));
    expect(result.body.message).toBe('No TAMS user has the username or email nobody-here');
  });

  it('refuses a deactivated user', async () => {
    const ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
    const [user] = (await ops.get(`/api/users${listQuery({ filter: { username: 'faculty3' } })}`)).body;
    expect((await ops.put(`/api/users/${user.id}`, { isActive: false, version: user.version })).status).toBe(
      200,
    );
    expect(await matchUser({ db: app.database.db }, { username: 'faculty3' })).toEqual({
      refusal: expect.stringMatching(/deactivated/),
    });
    const result = await expectRefused(() => signInWith({ nameId: 'faculty3' }));
    expect(result.body.message).toMatch(/deactivated/);
  });

  it('refuses a form post without a SAMLResponse', async () => {
    const result = await expectRefused(() => postToAcs({ RelayState: '/' }));
    expect(result.body).toEqual({ message: expect.any(String) });
  });

  it('shows a browser an HTML page with the escaped message and a link to /login', async () => {
    const { request, requestCookie: cookie } = await startSignIn();
    const SAMLResponse = samlResponse({
      inResponseTo: request.id,
      nameId: '<b>x</b>',
      acsUrl: request.acsUrl,
    });
    const result = await expectRefused(() =>
      postToAcs(
        { SAMLResponse },
        { cookie, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      ),
    );
    expect(result.body).toContain('No TAMS user has the username or email &lt;b&gt;x&lt;/b&gt;');
    expect(result.body).not.toContain('<b>x</b>');
    expect(result.body).toContain('href="/login"');
  });
});
