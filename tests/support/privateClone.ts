import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const checkout = resolve(import.meta.dirname, '../..');

/**
 * This checkout's working tree (tracked and new files, as `git ls-files` sees them) copied into a folder
 * of mode 700 (under root's home when root, like a clone in /root): what a user has after `git clone`
 * into a private folder. The install is borrowed from the checkout to save `npm ci` (minutes): its
 * node_modules is hard-linked (copied across file systems) into the clone, so the clone resolves modules,
 * its own workspaces and the embedded PostgreSQL programs inside the private folder, as a real clone does,
 * and nothing done in the clone (an `npm ci` unlinks, never writes in place) touches the checkout's files.
 * The web build is copied when the checkout has one, else a placeholder page stands in (start.mjs builds
 * only when web/dist/index.html is missing or older than the sources).
 */
export function privateClone(): { folder: string; clone: string } {
  const folder = mkdtempSync(join(process.getuid?.() === 0 ? homedir() : tmpdir(), 'tams-private-'));
  chmodSync(folder, 0o700);
  const clone = join(folder, 'tams');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: checkout,
    encoding: 'utf8',
  });
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(checkout, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    cpSync(join(checkout, file), join(clone, file), { preserveTimestamps: true });
  }

  const { workspaces } = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const dir of ['.', ...workspaces]) {
    const modules = join(checkout, dir, 'node_modules');
    if (!existsSync(modules)) continue;
    try {
      execFileSync('cp', ['-al', modules, join(clone, dir, 'node_modules')], { stdio: 'pipe' });
    } catch {
      rmSync(join(clone, dir, 'node_modules'), { recursive: true, force: true });
      execFileSync('cp', ['-a', modules, join(clone, dir, 'node_modules')], { stdio: 'pipe' });
    }
  }
  // the borrowed install stands for this lock file: start.mjs must not reinstall (a new file, not a
  // write through the hard link into the checkout's stamp)
  const stamp = join(clone, 'node_modules', '.tams-install-stamp');
  rmSync(stamp, { force: true });
  writeFileSync(
    stamp,
    createHash('sha256')
      .update(readFileSync(join(clone, 'package-lock.json')))
      .digest('hex'),
  );

  const webDist = join(clone, 'web', 'dist');
  if (existsSync(join(checkout, 'web', 'dist', 'index.html')))
    cpSync(join(checkout, 'web', 'dist'), webDist, { recursive: true });
  else {
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>TAMS</title>\n');
  }
  return { folder, clone };
}
