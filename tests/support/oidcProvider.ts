import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no types (and @types/oidc-provider is not installed); see OidcProvider
import Provider from 'oidc-provider';

/** A person the test IdP knows: the claims it vouches for in the ID token. */
export interface TestAccount {
  email: string;
  nickname: string;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port>: the AUTH0_ISSUER_URL to give the app. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop(): Promise<void>;
}

/** The little of oidc-provider's API this helper uses. */
interface OidcProvider {
  use(middleware: (ctx: KoaLikeContext, next: () => Promise<void>) => Promise<void>): void;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<{ params: Record<string, string> }>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object): Promise<void>;
  Grant: new (properties: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  };
}

interface KoaLikeContext {
  method: string;
  path: string;
  req: IncomingMessage;
  res: ServerResponse;
  respond: boolean;
}

/** Where the test "submits the login form": `POST <interaction url>/login` (account=<id>) or `/deny`. */
const interactionAction = /^\/interaction\/[^/]+\/(login|deny)$/;

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a free port, standing in for Auth0: one
 * confidential client (client_secret_post, code flow, PKCE required), accounts from `accounts`, and ID
 * tokens that carry the profile and email claims as Auth0's do. The login page is replaced by two form
 * actions the test posts to, so the browser flow runs without a person.
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: Record<string, TestAccount>;
}): Promise<TestOidcProvider> {
  // listen first: the issuer must name the port, and the provider is built with its issuer
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'tams-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['nickname', 'name'] },
    // Auth0 puts the scope's claims in the ID token, not only at /userinfo
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'test' }] },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = options.accounts[sub];
      return account && { accountId: sub, claims: () => ({ sub, ...account, email_verified: true }) };
    },
  }) as OidcProvider;

  provider.use(async (ctx, next) => {
    const action = ctx.method === 'POST' ? interactionAction.exec(ctx.path)?.[1] : undefined;
    if (!action) return next();
    const { params } = await provider.interactionDetails(ctx.req, ctx.res);
    let result: object = { error: 'access_denied', error_description: 'The user declined to sign in' };
    if (action === 'login') {
      const accountId = new URLSearchParams(await readBody(ctx.req)).get('account') ?? '';
      if (!options.accounts[accountId]) throw new Error(`The test IdP has no account "${accountId}"`);
      // consent given at once: a first-party client, as a company's Auth0 tenant is configured
      const grant = new provider.Grant({ accountId, clientId: params.client_id! });
      grant.addOIDCScope(params.scope!);
      result = { login: { accountId }, consent: { grantId: await grant.save() } };
    }
    ctx.respond = false; // interactionFinished answers on the raw response
    await provider.interactionFinished(ctx.req, ctx.res, result);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * fetch that follows no redirect and keeps one cookie jar, as a browser on 127.0.0.1 would (cookies ignore
 * ports, so the app's and the IdP's share it), so a test can walk, and alter, each step of the flow.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string | URL, options: { form?: Record<string, string>; accept?: string } = {}) {
    const response = await fetch(url, {
      method: options.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(options.accept ? { accept: options.accept } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(expires=.*1970|max-age=0\s*$)/i.test(attribute));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** Where a redirect sends the browser (absolute); throws when the answer is no redirect. */
export function redirectTarget(response: Response): URL {
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location) {
    throw new Error(`expected a redirect from ${response.url}, got ${response.status}`);
  }
  return new URL(location, response.url);
}
