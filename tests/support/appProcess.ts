import { testFeatureFlags } from './testFlags.js';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

export interface AppProcess {
  child: ChildProcess;
  url: string | undefined;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The app as deployed: its own process running `ROLE` (api | projections | workers | all) against
 * `databaseUrl`. For ROLE api/all it waits until /api/health answers.
 */
export async function startAppProcess(
  databaseUrl: string,
  role: 'all' | 'api' | 'projections' | 'workers',
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const port = await freePort();
  const app = spawnNodeProcess(['--import', 'tsx', 'services/api/src/main.ts'], {
    ...process.env,
    MODE: 'local',
    ROLE: role,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ...env,
    FEATURE_FLAGS: testFeatureFlags(env.FEATURE_FLAGS),
  });
  const serves = role === 'all' || role === 'api';
  const url = serves ? `http://127.0.0.1:${port}` : undefined;
  if (url) {
    for (let attempt = 0; ; attempt++) {
      if (app.child.exitCode !== null) throw new Error(`${role} process exited: ${app.output()}`);
      const healthy = await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      );
      if (healthy) break;
      if (attempt > 600) throw new Error(`${role} process did not start: ${app.output()}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return { ...app, url };
}

/** `node <args>` in the repository with exactly `env` (nothing inherited): its output, and its exit. */
export function spawnNodeProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): AppProcess & { exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    url: undefined,
    exited,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
