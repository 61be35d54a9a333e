import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { allMigrations } from '@tams/api';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppProcess,
  createTestDatabase,
  freePort,
  spawnNodeProcess,
  type TestDatabase,
  testRedisUrl,
} from '../support/index.js';
import { healthCheckCommand, imageOf, readComposeFile, serviceEnvironment } from '../support/composeFile.js';

const root = resolve(import.meta.dirname, '../..');
const compose = readComposeFile();
const roles = ['api', 'projections', 'workers'] as const;

/** The variables README's Configuration table documents. */
const documented = (() => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const section = readme.split('\n## Configuration\n')[1]!.split('\n## ')[0]!;
  const firstCells = section
    .split('\n')
    .flatMap((line) => (line.startsWith('| `') ? [line.split('|')[1]!] : []));
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
})();
/** Set by the compose file itself: the container's network, its database and its role. */
const fixedByCompose = ['ROLE', 'PORT', 'HOST', 'HEALTH_PORT', 'DATABASE_URL', 'REDIS_URL'];
/** The embedded database's settings: the postgres service replaces it. */
const embeddedOnly = ['TAMS_DATA_DIR', 'EMBEDDED_PG_PORT'];

/** What an operator puts in .env for a SAML deployment. */
const operatorEnv = {
  POSTGRES_PASSWORD: 'unused-here',
  PUBLIC_URL: 'https://tams.test',
  SAML_ENTRY_POINT: 'https://idp.test/sso',
  SAML_IDP_CERT: 'tests/fixtures/saml/idp.crt',
  DB_POOL_MAX: '4',
  LOG_LEVEL: 'warn',
};

describe('docker-compose.yml, the production shape (issue 35 item 7)', () => {
  it('is a valid Compose file by the compose-spec JSON schema', () => {
    const schema = JSON.parse(
      readFileSync(resolve(root, 'tests/fixtures/compose-spec/compose-spec.json'), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 1)).toBe(true);
  });

  it('defaults MODE to production, and refuses to start without POSTGRES_PASSWORD or PUBLIC_URL', () => {
    for (const role of roles) expect(serviceEnvironment(compose, role, operatorEnv).MODE).toBe('production');
    const { PUBLIC_URL: _url, ...withoutUrl } = operatorEnv;
    expect(() => serviceEnvironment(compose, 'api', withoutUrl)).toThrow(/PUBLIC_URL/);
    const { POSTGRES_PASSWORD: _password, ...withoutPassword } = operatorEnv;
    expect(() => serviceEnvironment(compose, 'api', withoutPassword)).toThrow(/POSTGRES_PASSWORD/);
  });

  it("passes every documented setting to every role, from the operator's environment (no value in the file)", () => {
    expect(documented).toEqual(expect.arrayContaining(['MODE', 'PUBLIC_URL', 'SMTP_URL', 'HEALTH_PORT']));
    for (const role of roles) {
      const environment = compose.services[role]!.environment!;
      expect(environment.ROLE).toBe(role);
      for (const name of documented.filter((variable) => !embeddedOnly.includes(variable))) {
        expect(Object.keys(environment), `${role} ${name}`).toContain(name);
        if (fixedByCompose.includes(name)) continue;
        expect(String(environment[name]), `${role} ${name}`).toMatch(
          new RegExp(`^\\$\\{${name}(:?[-?][^}]*)?\\}$`),
        );
      }
      expect(healthCheckCommand(compose.services[role]!)).toEqual(['node', 'scripts/healthcheck.mjs']);
    }
  });
});

describe('the roles started as their containers start them', () => {
  let database: TestDatabase;
  const started: AppProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('fault_deploy', allMigrations);
  }, 60_000);
  afterAll(async () => {
    for (const process of started) await process.stop('SIGKILL');
    await database?.drop();
  });

  /** The container's environment: the image's, compose's, and this machine's database, Redis and ports. */
  async function containerEnv(role: string, operator: Record<string, string> = operatorEnv) {
    const {
      DATABASE_URL: _url,
      REDIS_URL: _redis,
      ...environment
    } = serviceEnvironment(compose, role, operator);
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...imageOf().env,
      ...environment,
      DATABASE_URL: database.url,
      ...(testRedisUrl() ? { REDIS_URL: testRedisUrl()! } : {}),
      PORT: String(await freePort()),
      HEALTH_PORT: String(await freePort()),
    };
  }

  /** The service's health check, run once in its container's environment: its exit code and output. */
  async function healthCheck(env: NodeJS.ProcessEnv, role: string) {
    const check = spawnNodeProcess(healthCheckCommand(compose.services[role]!).slice(1), env);
    return { code: await check.exited, output: check.output() };
  }

  async function untilHealthy(env: NodeJS.ProcessEnv, role: string, app: AppProcess) {
    const deadline = Date.now() + 240_000; // a loaded 2-core machine took over 90 s
    for (;;) {
      const result = await healthCheck(env, role);
      if (result.code === 0) return result;
      if (app.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`${role} is not healthy: ${result.output}\n${app.output()}`);
      }
      await new Promise((done) => setTimeout(done, 500));
    }
  }

  it("starts api, projections and workers in production; each one's health check passes, a stopped one's fails", async () => {
    const { command } = imageOf();
    expect(command.slice(0, 1)).toEqual(['node']);
    const running: Record<string, { env: NodeJS.ProcessEnv; app: AppProcess }> = {};
    for (const role of ['projections', 'workers', 'api']) {
      const env = await containerEnv(role);
      const app = spawnNodeProcess(command.slice(1), env);
      started.push(app);
      running[role] = { env, app };
    }
    for (const role of ['projections', 'workers', 'api']) {
      const { env, app } = running[role]!;
      const { output } = await untilHealthy(env, role, app);
      expect(output).toMatch(role === 'api' ? /\/api\/health: 200/ : /\/health: 200 \{"status":"ok"/);
      if (role === 'projections') expect(output).toMatch(/"owned":\["[a-zA-Z]/);
      if (role === 'workers') expect(output).toMatch(/"workers":\{"running":true\}/);
    }
    const { env, app } = running.workers!;
    expect(await app.stop()).toBe(0);
    expect((await healthCheck(env, 'workers')).code).toBe(1);
  }, 300_000);

  it('refuses to start in production without its settings, naming each one', async () => {
    const { SAML_ENTRY_POINT: _entry, SAML_IDP_CERT: _cert, ...withoutSaml } = operatorEnv;
    const { DATABASE_URL: _database, ...env } = await containerEnv('api', {
      ...withoutSaml,
      PUBLIC_URL: 'http://tams.test',
    });
    // were it not refused, it would start an embedded database: in a throwaway folder, on a free port
    const dataDir = mkdtempSync(join(tmpdir(), 'tams-deploy-'));
    const app = spawnNodeProcess(imageOf().command.slice(1), {
      ...env,
      TAMS_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    started.push(app);
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/MODE=production needs these settings/);
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SAML_ENTRY_POINT', 'AUTH0_ISSUER_URL']) {
      expect(app.output()).toContain(name);
    }
    expect(app.output()).not.toMatch(/\n\s+at /);
    expect(readdirSync(dataDir)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
