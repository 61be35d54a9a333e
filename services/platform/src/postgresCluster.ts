import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from './logger.js';
import type { PostgresBinaries } from './postgresBinaries.js';

interface Outcome {
  ok: boolean;
  output: string;
}

/**
 * One PostgreSQL data folder run through initdb and pg_ctl, as the postgres user when we are root. pg_ctl
 * starts the server in its own session (setsid), so a Ctrl-C to `npm start`'s process group does not
 * reach it: the app stops it last, after its own shutdown. A server outliving a killed app is found again
 * through postmaster.pid (see stopLeftover).
 */
export class PostgresCluster {
  readonly logFile: string;

  constructor(
    private readonly binaries: PostgresBinaries,
    readonly databaseDir: string,
    private readonly logger: Logger,
  ) {
    this.logFile = join(databaseDir, 'postgres.log');
  }

  get initialised() {
    return existsSync(join(this.databaseDir, 'PG_VERSION'));
  }

  /** initdb with a scram-sha-256 superuser; the password goes through a file only that user can read. */
  async initialise(user: string, password: string): Promise<void> {
    const { runAs } = this.binaries;
    await mkdir(this.databaseDir, { recursive: true, mode: 0o700 });
    const passwordFile = join(this.databaseDir, '..', `.initdb-password-${process.pid}`);
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    try {
      if (runAs) {
        await chown(this.databaseDir, runAs.uid, runAs.gid);
        await chown(passwordFile, runAs.uid, runAs.gid);
      }
      const init = await this.run(this.binaries.initdb, [
        `--pgdata=${this.databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ]);
      if (!init.ok) throw new Error(`initdb failed: ${init.output.trim()}`);
    } finally {
      await rm(passwordFile, { force: true });
    }
  }

  /** Starts the server and waits until it accepts connections; a failure carries the server's log. */
  async start(port: number): Promise<void> {
    const started = await this.run(this.binaries.pgCtl, [
      'start',
      '--wait',
      '--timeout=60',
      `--pgdata=${this.databaseDir}`,
      `--log=${this.logFile}`,
      `--options=-p ${port}`,
    ]);
    if (!started.ok) {
      const log = await readFile(this.logFile, 'utf8').catch(() => '');
      const lastLines = log.trim().split('\n').slice(-5).join(' | ');
      throw new Error(`${started.output.trim()} ${lastLines}`.trim());
    }
  }

  /** Fast shutdown (running transactions roll back), waiting until the server has exited. */
  async stop(): Promise<void> {
    if (!existsSync(join(this.databaseDir, 'postmaster.pid'))) return;
    const stopped = await this.run(this.binaries.pgCtl, [
      'stop',
      '--wait',
      '--timeout=60',
      '--mode=fast',
      `--pgdata=${this.databaseDir}`,
    ]);
    if (!stopped.ok && existsSync(join(this.databaseDir, 'postmaster.pid'))) {
      this.logger.warn(
        { databaseDir: this.databaseDir, pgCtl: stopped.output.trim() },
        'could not stop PostgreSQL',
      );
    }
  }

  /**
   * Before a start: a server of this folder still running from a killed app (on another port, or not
   * answering us) is stopped, and a postmaster.pid naming a process that is not this folder's server (the
   * pid was reused after a crash or a container restart) is removed; PostgreSQL would refuse to start.
   */
  async stopLeftover(): Promise<void> {
    const pidFile = join(this.databaseDir, 'postmaster.pid');
    const pid = Number.parseInt((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
    if (!pid) return;
    if (await this.isOurServer(pid)) {
      this.logger.info({ postmasterPid: pid }, 'stopping the PostgreSQL left running by an earlier start');
      await this.stop();
    } else {
      await rm(pidFile, { force: true });
    }
  }

  private async isOurServer(pid: number): Promise<boolean> {
    try {
      process.kill(pid, 0);
    } catch {
      return false; // gone, or another user's process (root may signal any)
    }
    // where /proc exists, the process must be a postgres started on this folder (-D <databaseDir>)
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
    return commandLine === undefined
      ? !existsSync('/proc/self')
      : commandLine.split('\0').includes(this.databaseDir);
  }

  private run(program: string, args: string[]): Promise<Outcome> {
    return new Promise((done) => {
      execFile(
        program,
        args,
        // as root: run as postgres, from a folder it can enter (the cwd may be a private clone)
        {
          ...this.binaries.runAs,
          cwd: join(this.databaseDir, '..'),
          env: { ...process.env, LC_MESSAGES: 'C' },
        },
        (error, stdout, stderr) =>
          done({ ok: !error, output: `${stdout}${stderr}`.trim() || (error ? String(error) : '') }),
      );
    });
  }
}
