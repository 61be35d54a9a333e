import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer, type TestServer } from '../support/index.js';
import { openSocket } from '../support/socketProbe.js';

/**
 * Issue 35 item 6: a server serves only its own hosts, so a page on another name that resolves to it (DNS
 * rebinding) reaches nothing; the Origin of a write must be one of its origins, scheme and port included;
 * production sends HSTS and serves PUBLIC_URL's host only (through a trusted proxy: X-Forwarded-Host).
 */
let local: TestServer;
let production: TestServer;
beforeAll(async () => {
  [local, production] = await Promise.all([
    startTestServer({ label: 'e2e_hosts_local', env: { FEATURE_FLAGS: 'apiEnabled' } }),
    startTestServer({
      label: 'e2e_hosts_prod',
      env: {
        MODE: 'production',
        PUBLIC_URL: 'https://tams.test',
        SAML_ENTRY_POINT: 'https://idp.test/sso',
        SAML_IDP_CERT: 'tests/fixtures/saml/idp.crt',
      },
    }),
  ]);
});
afterAll(() => Promise.all([local?.stop(), production?.stop()]));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
}

/** A request with any Host header (fetch sends the URL's own): what a browser on another name sends. */
function send(url: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(
      `${url}${path}`,
      { method, headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...headers } },
      (response) => {
        let data = '';
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: parsed(data),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

const parsed = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
const portOf = (server: TestServer) => new URL(server.url).port;
const count = async (server: TestServer, table: string) =>
  Number((await server.database.pool.query(`select count(*) as n from ${table}`)).rows[0].n);

describe('local mode: a rebinding page is served nothing', () => {
  it('refuses the dev sign-in and an API key asked for at rebind.evil.test (421), writing nothing', async () => {
    const rebound = `rebind.evil.test:${portOf(local)}`;
    const page = { host: rebound, origin: `http://${rebound}`, 'sec-fetch-site': 'same-origin' };
    const sessions = await count(local, 'sessions');
    const signIn = await send(local.url, 'POST', '/api/auth/dev', page, { username: 'admin' });
    expect(signIn.status).toBe(421);
    expect(signIn.body.message).toMatch(/^Unknown host "rebind\.evil\.test:\d+"/);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    // even holding an admin's cookie (the page cannot have one: there is no way to sign in at its name)
    const { cookie } = await new ApiClient(local.url).signIn('admin');
    const events = await count(local, 'es_events');
    const key = await send(local.url, 'POST', '/api/apiKeys', { ...page, cookie }, { name: 'Rebound' });
    expect(key.status).toBe(421);
    expect(await count(local, 'es_events')).toBe(events);
    expect(await count(local, 'sessions')).toBe(sessions + 1); // the legitimate sign-in only
    expect((await send(local.url, 'GET', '/api/auth', { host: rebound, cookie })).status).toBe(421);
    await expect(openSocket(local.url, { ...page, cookie })).rejects.toThrow('refused: 421');
  });

  it('refuses a loopback name at another port, and serves this machine at its own', async () => {
    const port = portOf(local);
    expect((await send(local.url, 'GET', '/api/app-info', { host: 'localhost:1' })).status).toBe(421);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`])
      expect((await send(local.url, 'GET', '/api/app-info', { host })).status).toBe(200);
  });

  it('answers the health check at any host (container and load-balancer probes use an address)', async () => {
    const health = await send(local.url, 'GET', '/api/health', { host: 'rebind.evil.test' });
    expect(health.status).not.toBe(421);
  });
});

describe('local mode: Origin is compared by scheme, host and port', () => {
  it('refuses a write from http://localhost:OTHERPORT or https://localhost:PORT, takes http://localhost:PORT', async () => {
    const port = Number(portOf(local));
    const admin = await new ApiClient(local.url).signIn('admin');
    const events = await count(local, 'es_events');
    for (const origin of [
      `http://localhost:${port + 1}`,
      `https://localhost:${port}`,
      `https://127.0.0.1:${port}`,
    ]) {
      const refused = await admin.post('/api/apiKeys', { name: 'Other origin' }, { origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.body.errors.Origin).toBe(`${origin} is not this site`);
    }
    expect(await count(local, 'es_events')).toBe(events);
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      expect((await admin.post('/api/apiKeys', { name: 'Own origin' }, { origin })).status, origin).toBe(201);
  });
});

describe('production: strict hosts, HSTS', () => {
  const proxied = { 'x-forwarded-host': 'tams.test', 'x-forwarded-proto': 'https' };

  it('sends Strict-Transport-Security on every answer', async () => {
    for (const path of ['/api/app-info', '/api/no-such-route', '/login']) {
      const answer = await send(production.url, 'GET', path, proxied);
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it("serves PUBLIC_URL's host only, as the trusted proxy names it (X-Forwarded-Host)", async () => {
    expect((await send(production.url, 'GET', '/api/app-info', proxied)).status).toBe(200);
    const refused: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.test' },
      { 'x-forwarded-host': 'evil.test, tams.test' },
      {}, // the server's own address: not where people reach it
      { host: 'localhost' },
    ];
    for (const headers of refused)
      expect(
        (await send(production.url, 'GET', '/api/app-info', headers)).status,
        JSON.stringify(headers),
      ).toBe(421);
  });

  it("refuses a write whose Origin is PUBLIC_URL's host over another scheme", async () => {
    const write = (origin: string) =>
      send(production.url, 'POST', '/api/apiKeys', { ...proxied, origin }, { name: 'Key' });
    const refused = await write('http://tams.test');
    expect(refused.status).toBe(403);
    expect(refused.body.errors.Origin).toBe('http://tams.test is not this site');
    // the origin passes; the request is then judged by who sends it (nobody signed in)
    expect((await write('https://tams.test')).status).toBe(401);
  });
});
