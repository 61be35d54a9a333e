import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

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
  /** Comma-separated feature flags to turn on, e.g. `aemEnabled,apiEnabled` (spec §6). */
  FEATURE_FLAGS: z.string().default(''),
  /** Trust X-Forwarded-* from a TLS-terminating proxy (needed for secure cookies behind it). */
  TRUST_PROXY: flag.optional(),
  SESSION_HOURS: z.coerce
    .number()
    .min(0.1)
    .max(24 * 30)
    .default(12),
});

export interface Config {
  mode: Mode;
  role: Role;
  port: number;
  host: string;
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
  featureFlags: Record<string, boolean>;
  trustProxy: boolean;
  sessionHours: number;
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
  return {
    mode: e.MODE,
    role: e.ROLE,
    port: e.PORT,
    // local modes serve this machine only; deployed modes listen on every interface
    host: e.HOST ?? (isLocalMode(e.MODE) ? 'localhost' : '0.0.0.0'),
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
    featureFlags: Object.fromEntries(
      e.FEATURE_FLAGS.split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => [name, true]),
    ),
    trustProxy: e.TRUST_PROXY ?? !isLocalMode(e.MODE),
    sessionHours: e.SESSION_HOURS,
  };
}

/** A connection string safe to log. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
