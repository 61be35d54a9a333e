import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type EmailConfig, emailConfigOf } from './emailConfig.js';
import { type Auth0Config, auth0ConfigOf, type SamlConfig, samlConfigOf } from './ssoConfig.js';

export const modes = ['production', 'staging-build', 'development', 'local'] as const;
export type Mode = (typeof modes)[number];
export const roles = ['all', 'api', 'projections', 'workers'] as const;
export type Role = (typeof roles)[number];

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * The environment (DESIGN §10). Every setting has an embedded default, so `npm start` runs with none:
 * no DATABASE_URL -> embedded PostgreSQL, no REDIS_URL -> BullMQ's Postgres backend.
 */
const environment = z.object({
  MODE: z.enum(modes).default('local'),
  ROLE: z.enum(roles).default('all'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  /** The projections and workers roles answer GET /health on this port (127.0.0.1) when it is set. */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  EVENTSTORE_URL: z.string().optional(),
  TAMS_DATA_DIR: z.string().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(64).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: flag.optional(),
  SEED_SCALE: z.enum(['small', 'large']).default('small'),
  WEB_DIST: z.string().optional(),
  COMMAND_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** The longest a request may take to arrive, headers and body (a slow client's is cut off with 408). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Open connections the API serves at once; more are closed as they arrive. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(2_000),
  /** Comma-separated feature flags to turn on, e.g. `aemEnabled,apiEnabled` (spec §6). */
  FEATURE_FLAGS: z.string().default(''),
  /** Trust X-Forwarded-* from a TLS-terminating proxy (needed for secure cookies behind it). */
  TRUST_PROXY: flag.optional(),
  SESSION_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(12),
  /** The server's version (config call); defaults to the repository's package.json version. */
  APP_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+/, 'must start with three version parts, e.g. 2025.5.0')
    .optional(),
  /** Where browsers reach the app (SSO callbacks are built from it); default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** SAML 2.0 (DESIGN §9): configured when the IdP's SSO URL and signing certificate are set. */
  SAML_ENTRY_POINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The IdP's signing certificate: PEM text, or the path of a PEM file. */
  SAML_IDP_CERT: z.string().optional(),
  /** The IdP's entity id; when set, responses from another issuer are refused. */
  SAML_IDP_ISSUER: z.string().optional(),
  /** Our entity id (the audience the IdP must name); default `<PUBLIC_URL>/api/auth/saml/metadata`. */
  SAML_ISSUER: z.string().optional(),
  SAML_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Auth0 / OpenID Connect (behind the auth0Enabled flag): the tenant's issuer URL and the client. */
  AUTH0_ISSUER_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH0_CLIENT_ID: z.string().optional(),
  AUTH0_CLIENT_SECRET: z.string().optional(),
  AUTH0_CALLBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Email Instructors sends through this SMTP server (smtp:// or smtps://); unset: messages go to the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** While devEmailsEnabled is on, every message goes to this address instead of its recipient. */
  DEV_EMAIL_TO: z.email({ error: 'must be an email address' }).optional(),
  /** Email Instructors sends at most this many messages a second. */
  EMAIL_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(5),
  /** The From of Email Instructors' messages, e.g. `Scheduling Office <scheduling@example.edu>`. */
  EMAIL_FROM: z.string().max(300).optional(),
});

export interface Config {
  mode: Mode;
  role: Role;
  port: number;
  host: string;
  /** Where a role that serves no API answers its health check (container health checks); unset: nowhere. */
  healthPort: number | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  eventStoreUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  dbPoolMax: number;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  seedDemoData: boolean;
  seedScale: 'small' | 'large';
  webDist: string | undefined;
  /** How long a command's answer waits for its read models (DESIGN §4: 5 s, then 202). */
  commandWaitMs: number;
  /** Bounds on the API's HTTP connections (services/api/src/http/httpServer.ts). */
  http: { requestTimeoutMs: number; maxConnections: number };
  featureFlags: Record<string, boolean>;
  trustProxy: boolean;
  sessionHours: number;
  publicUrl: string;
  version: string;
  /** Set when SAML is configured (entry point and IdP certificate). */
  saml: SamlConfig | undefined;
  /** Set when Auth0 is configured (issuer, client id and secret); used only with the auth0Enabled flag. */
  auth0: Auth0Config | undefined;
  /** Email Instructors' SMTP server, developer redirect and rate. */
  email: EmailConfig;
}

export class ConfigError extends Error {}

/** Postgres refuses to run as root, and its user must reach the data folder: not under /root (700). */
const defaultDataDir = () => {
  if (process.getuid?.() === 0) return '/var/lib/tams';
  return join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'tams');
};

export const isLocalMode = (mode: Mode) => mode === 'local' || mode === 'development';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    mode: e.MODE,
    role: e.ROLE,
    port: e.PORT,
    // local modes serve this machine only; deployed modes listen on every interface
    host: e.HOST ?? (isLocalMode(e.MODE) ? 'localhost' : '0.0.0.0'),
    healthPort: e.HEALTH_PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    dataDir: e.TAMS_DATA_DIR ?? defaultDataDir(),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolMax: e.DB_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ?? isLocalMode(e.MODE),
    seedScale: e.SEED_SCALE,
    webDist: e.WEB_DIST,
    commandWaitMs: e.COMMAND_WAIT_MS,
    http: { requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS, maxConnections: e.HTTP_MAX_CONNECTIONS },
    featureFlags: parseFeatureFlags(e.FEATURE_FLAGS, e.MODE),
    trustProxy: e.TRUST_PROXY ?? !isLocalMode(e.MODE),
    sessionHours: e.SESSION_HOURS,
    publicUrl,
    version: e.APP_VERSION ?? packageVersion(),
    saml: samlConfigOf(e, publicUrl),
    auth0: auth0ConfigOf(e, publicUrl),
    email: emailConfigOf(e, publicUrl),
  };
}

/**
 * The faculty pages' flags are on unless turned off; every other flag is off unless turned on.
 * `FEATURE_FLAGS=aemEnabled,apiEnabled,myScheduleEnabled=false`.
 */
export const defaultFeatureFlags: Record<string, boolean> = {
  mySharedTeachingEnabled: true,
  myTeachingPreferencesEnabled: true,
  myTeachingAssignmentsEnabled: true,
  myScheduleEnabled: true,
};

/**
 * Local mode (`npm start`) also turns on what a newcomer needs to see every module; each can still be turned
 * off (`FEATURE_FLAGS=apiEnabled=false`). Deployed modes keep them off unless turned on.
 */
export const localModeFeatureFlags = [
  'aemEnabled',
  'aemEnabledFaculty',
  'apiEnabled',
  'exportsEnabled',
  'dataServicesEnabled',
  'userMergeEnabled',
] as const;

export const defaultFeatureFlagsFor = (mode: Mode): Record<string, boolean> =>
  mode === 'local'
    ? { ...defaultFeatureFlags, ...Object.fromEntries(localModeFeatureFlags.map((name) => [name, true])) }
    : { ...defaultFeatureFlags };

export function parseFeatureFlags(text: string, mode: Mode): Record<string, boolean> {
  const flags = defaultFeatureFlagsFor(mode);
  for (const item of text.split(',').map((part) => part.trim())) {
    if (!item) continue;
    const [name, value = 'true'] = item.split('=').map((part) => part.trim()) as [string, string?];
    if (!/^\w+$/.test(name) || !['true', 'false'].includes(value)) {
      throw new ConfigError(`Invalid configuration: FEATURE_FLAGS: "${item}" is not name or name=true|false`);
    }
    flags[name] = value === 'true';
  }
  return flags;
}

/** The version of the repository's root package.json (the product version, spec §9). */
function packageVersion(): string {
  const path = fileURLToPath(new URL('../../../package.json', import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

export type Environment = z.infer<typeof environment>;

/** A connection string safe to log. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
