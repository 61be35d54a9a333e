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

describe('sign-in by mode (spec §3 App info, issue: dev sign-in in local and development only)', () => {
  it.each(['production', 'staging-build'])(
    'answers 404 to the dev sign-in in %s mode, and reports no strategy',
    async (mode) => {
      const app = await serverIn(mode);
      const client = new ApiClient(app.url);
      const signIn = await client.post('/api/auth/dev', { username: 'admin' });
      expect(signIn.status).toBe(404);
      expect(signIn.headers.getSetCookie()).toEqual([]);
      expect((await client.get('/api/auth/dev/users')).status).toBe(404);
      expect((await client.get('/api/app-info')).body).toEqual({
        strategyExists: false,
        featureFlags: { auth0Enabled: false },
        signInOptions: { dev: false, saml: false, auth0: false },
      });
      expect((await client.get('/api/config')).body).toMatchObject({ mode, version: '2025.5.0' });
    },
  );

  it('reports a strategy in production once SAML is configured', async () => {
    const app = await serverIn('production', {
      SAML_ENTRY_POINT: 'https://idp.test/sso',
      SAML_IDP_CERT: 'tests/fixtures/saml/idp.crt',
    });
    expect((await new ApiClient(app.url).get('/api/app-info')).body).toMatchObject({
      strategyExists: true,
      signInOptions: { dev: false, saml: true, auth0: false },
    });
  });

  it('says what is missing when auth0Enabled is on without Auth0 settings', async () => {
    const app = await serverIn('production', { FEATURE_FLAGS: 'auth0Enabled' });
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
