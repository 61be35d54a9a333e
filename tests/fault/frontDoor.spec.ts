import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/appProcess.js';
import { privateClone } from '../support/privateClone.js';

// `npm start` as a new user runs it: on a clone in a private folder (mode 700; under /root when root,
// where the embedded PostgreSQL runs as the postgres user, who cannot enter it), stopped by SIGTERM to npm
// alone, by Ctrl-C (SIGINT to the process group), and after a kill -9 that left its PostgreSQL running.
const isRoot = process.getuid?.() === 0;
let folder: string;
let clone: string;
let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  ({ folder, clone } = privateClone());
  // root's embedded PostgreSQL runs as postgres, so its data folder must be one that user can enter
  dataDir = isRoot ? mkdtempSync(join(tmpdir(), 'tams-front-door-data-')) : join(folder, 'data');
  if (isRoot) chmodSync(dataDir, 0o755);
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) kill(-child.pid!, 'SIGKILL');
  const leftover = postmasterPid();
  if (leftover && running(leftover)) kill(leftover, 'SIGINT');
  await until(() => !leftover || !running(leftover), 20_000).catch(() => {});
  rmSync(folder, { recursive: true, force: true });
  if (isRoot) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh clone in a private folder', () => {
  let pgPort: number;

  it('starts, and SIGTERM to npm alone stops the app and its embedded PostgreSQL', async () => {
    pgPort = await freePort();
    const app = await npmStart(pgPort);
    const postgres = postmasterPid()!;
    expect(running(postgres)).toBe(true);

    kill(app.child.pid!, 'SIGTERM'); // npm only: not its process group
    await until(() => !running(postgres) && !anyRunning(app.child.pid!), 60_000);
    expect(await listening(pgPort)).toBe(false);
    expect(app.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('starts again on the same data, and Ctrl-C (SIGINT to the process group) stops everything', async () => {
    const app = await npmStart(pgPort);
    const postgres = postmasterPid()!;
    kill(-app.child.pid!, 'SIGINT');
    await until(() => !running(postgres) && !anyRunning(app.child.pid!), 60_000);
    expect(await listening(pgPort)).toBe(false);
    expect(app.output()).not.toMatch(/\n\s+at /);
  });

  it('after a kill -9 left PostgreSQL running, the next start takes it over and stops it', async () => {
    const first = await npmStart(pgPort);
    const postgres = postmasterPid()!;
    kill(-first.child.pid!, 'SIGKILL');
    await until(() => !anyRunning(first.child.pid!), 10_000);
    expect(running(postgres)).toBe(true); // the server outlives the app: it runs in its own session

    const second = await npmStart(pgPort);
    expect(postmasterPid()).toBe(postgres);
    kill(second.child.pid!, 'SIGTERM');
    await until(() => !running(postgres) && !anyRunning(second.child.pid!), 60_000);
    expect(await listening(pgPort)).toBe(false);
  });

  it.runIf(isRoot)('refuses, in one line, a data folder the postgres user cannot enter', async () => {
    const child = spawnNpmStart({
      TAMS_DATA_DIR: join(folder, 'private-data'),
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toMatch(/"postgres" user, who cannot enter .*private-data.*Set TAMS_DATA_DIR/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});

function spawnNpmStart(env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true, // its own process group, as a terminal gives it
    env: { ...inherited, MODE: 'local', LOG_LEVEL: 'warn', TAMS_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return child;
}

async function npmStart(pgPort: number) {
  const port = await freePort();
  const child = spawnNpmStart({ PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort) });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    return health?.status === 200 && ((await health.json()) as { status: string }).status === 'ok';
  }, 120_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return { child, output: () => output };
}

function postmasterPid(): number | undefined {
  const file = join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : undefined;
}

/** Alive and not a zombie (an orphan whose reaper has not collected it yet has stopped). */
function running(pid: number): boolean {
  const stat = processStat(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** Any live process left in the group npm leads (npm, its shell, start.mjs, the app). */
function anyRunning(groupLeader: number): boolean {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .some((pid) => {
      const stat = processStat(Number(pid));
      return stat?.group === groupLeader && stat.state !== 'Z';
    });
}

/** From /proc/<pid>/stat: "pid (name) state ppid pgrp ...", the name may hold spaces and parentheses. */
function processStat(pid: number): { state: string; group: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, , group] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: state!, group: Number(group) };
  } catch {
    return undefined;
  }
}

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => done(!socket.destroy()));
    socket.once('error', () => done(false));
  });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 200));
  }
}
