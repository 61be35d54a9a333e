// npm test [suite ...]: installs what is missing, finds or starts the test services, builds the web app
// for the browser suite, then runs the suites with vitest (unit, int, e2e, fault, ui; bench is separate).
// Services: TEST_DATABASE_URL / TEST_REDIS_URL when set; else the local servers on 127.0.0.1 (started
// with pg_ctlcluster / redis-server when installed but down); else an embedded PostgreSQL for the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureInstall, ensureWebBuild, root } from './ensure-install.mjs';

const allSuites = ['unit', 'int', 'e2e', 'fault', 'ui'];
ensureInstall();
const suites = process.argv.slice(2).filter((arg) => allSuites.includes(arg));
// anything else narrows the run to those test files (e.g. npm run fuzz: one file of the fault suite)
const files = process.argv.slice(2).filter((arg) => !allSuites.includes(arg));
const selected = suites.length > 0 ? suites : allSuites;

const { default: pg } = await import('pg');
/** `use(client)` on a connection to `url`, or `fallback` when it cannot connect or the query fails. */
const withClient = async (url, use, fallback) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return await use(client);
  } catch {
    return fallback;
  } finally {
    await client.end().catch(() => {});
  }
};
const canConnect = (url) => withClient(url, () => true, false);
/** PostgreSQL's max_connections, or 0 when it cannot be read. */
const maxConnections = (url) =>
  withClient(
    url,
    async (client) => Number((await client.query('show max_connections')).rows[0].max_connections),
    0,
  );
const run = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

let embedded;
async function findPostgres() {
  if (process.env.TEST_DATABASE_URL) {
    if (await canConnect(process.env.TEST_DATABASE_URL)) return process.env.TEST_DATABASE_URL;
    throw new Error(
      `TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}) does not answer`,
    );
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await canConnect(local)) return local;
  if (existsSync('/etc/postgresql') && run('which', ['pg_ctlcluster'])) {
    const version = readdirSync('/etc/postgresql').sort((a, b) => Number(b) - Number(a))[0];
    console.log(`Starting the local PostgreSQL ${version} cluster...`);
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    for (let i = 0; i < 20; i++) {
      if (await canConnect(local)) return local;
      await sleep(500);
    }
  }
  console.log('No PostgreSQL on 127.0.0.1:5432: starting an embedded one for this run...');
  const { register } = await import('tsx/esm/api');
  register();
  const { startEmbeddedPostgres, createLogger } = await import('../services/platform/src/index.ts');
  embedded = await startEmbeddedPostgres({
    dataDir: '/var/tmp/tams-test-pg',
    port: 54330,
    logger: createLogger({ logLevel: 'warn' }),
    adopt: true,
  });
  return embedded.url.replace(/\/tams$/, '/postgres');
}

async function findRedis() {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const ping = () => run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping']);
  if (ping()) return 'redis://127.0.0.1:6379';
  if (run('which', ['redis-server'])) {
    console.log('Starting redis-server on 127.0.0.1:6379...');
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    for (let i = 0; i < 20; i++) {
      if (ping()) return 'redis://127.0.0.1:6379';
      await sleep(250);
    }
  }
  console.log(
    'No Redis: the Redis-backed job tests are skipped (BullMQ runs on PostgreSQL then). Install: apt-get install -y redis-server',
  );
  return undefined;
}

const env = { ...process.env };
env.TEST_DATABASE_URL = await findPostgres();
// two e2e workers where the cluster has room for their servers (vitest.config.ts; .ci/run sets 300)
env.TAMS_E2E_WORKERS ??= (await maxConnections(env.TEST_DATABASE_URL)) >= 250 ? '2' : '1';
const redis = await findRedis();
if (redis) env.TEST_REDIS_URL = redis;
if (selected.includes('ui')) ensureWebBuild();
const chromiumMissing = selected.includes('ui') && !existsSync(env.CHROMIUM_PATH ?? '/usr/bin/chromium');
const chromiumNote =
  'Chromium is missing: the browser suite (ui) was SKIPPED. Install it (apt-get install -y chromium) and run npm test again.';
if (chromiumMissing) console.log(chromiumNote);

const args = ['vitest', 'run', ...selected.flatMap((suite) => ['--project', suite]), ...files];
const child = spawn(process.execPath, [`${root}/node_modules/.bin/vitest`, ...args.slice(1)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((done) => child.on('exit', (exitCode) => done(exitCode ?? 1)));
await embedded?.stop();
if (code !== 0) console.error('Some tests failed: see above.');
// said again last, where it is read: a green run without the browser suite is not a full one
if (chromiumMissing) console.log(chromiumNote);
process.exit(code);
