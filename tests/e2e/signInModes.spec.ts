import { startServer } from '@tams/api';
import { loadConfig } from '@tams/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';

const servers: TestServer[] = [];
// each test's server stops after it: a server holds ~20 connections (pool, listener, one lock per
// processor), and five at once beside the other files' crowd the machine's 100
afterEach(() => Promise.all(servers.splice(0).map((server) => server.stop())));

const serverIn = async (mode: string, env: Record<string, string> = {}) => {
  const server = await startTestServer({
    label: `e2e_modes_${mode.replace('-', '_')}`,
    env: { MODE: mode, ...env },
  });
  servers.push(server);
  return server;
};

/** What production needs to start (an https address and a way to sign in), and its TLS proxy's headers. */
const productionSettings = {
  PUBLIC_URL: 'https://tams.test',
  SAML_ENTRY_POINT: 'https://idp.test/sso',
  SAML_IDP_CERT: 'tests/fixtures/saml/idp.crt',
};
const throughProxy = { 'x-forwarded-host': 'tams.test', 'x-forwarded-proto': 'https' };

describe('sign-in by mode (spec §3 App info, issue: dev sign-in in local and development only)', () => {
  it.each([
    { mode: 'production', settings: productionSettings, saml: true },
    { mode: 'staging-build', settings: { PUBLIC_URL: productionSettings.PUBLIC_URL }, saml: false },
  ])(
    'answers 404 to the dev sign-in in $mode mode, and reports single sign-on only',
    async ({ mode, settings, saml }) => {
      const app = await serverIn(mode, settings);
      const client = new ApiClient(app.url);
      const signIn = await client.post('/api/auth/dev', { username: 'admin' }, throughProxy);
      expect(signIn.status).toBe(404);
      expect(signIn.headers.getSetCookie()).toEqual([]);
      expect((await client.get('/api/auth/dev/users', throughProxy)).status).toBe(404);
      expect((await client.get('/api/app-info', throughProxy)).body).toEqual({
        strategyExists: saml,
        featureFlags: { auth0Enabled: false },
        signInOptions: { dev: false, saml, auth0: false },
      });
      expect((await client.get('/api/config', throughProxy)).body).toMatchObject({
        mode,
        version: '2025.5.0',
      });
    },
  );

  it('refuses to start in production without an https PUBLIC_URL and a sign-in method', async () => {
    // refused before it opens the database: this one does not exist
    const config = loadConfig({ MODE: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(startServer(config)).rejects.toThrow(/PUBLIC_URL[^]*SAML_ENTRY_POINT/);
  });

  // production refuses to start so (above); staging-build starts and says why nobody can sign in
  it('says what is missing when auth0Enabled is on without Auth0 settings', async () => {
    const app = await serverIn('staging-build', { FEATURE_FLAGS: 'auth0Enabled' });
    const info = (await new ApiClient(app.url).get('/api/app-info')).body;
    expect(info).toMatchObject({ strategyExists: false, featureFlags: { auth0Enabled: true } });
    expect(info.error).toMatch(/AUTH0_ISSUER_URL/);
  });

  it('offers the dev sign-in in development mode, with a cookie that is httpOnly but not secure', async () => {
    const app = await serverIn('development');
    const signIn = await new ApiClient(app.url).post('/api/auth/dev', { username: 'faculty' });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((value) => value.startsWith('tams_session='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
    expect((await new ApiClient(app.url).get('/api/app-info')).body.strategyExists).toBe(true);
  });
});
