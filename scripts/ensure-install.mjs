// Installs the dependencies when they are missing or older than package-lock.json. Uses only Node's
// standard library: it runs before anything is installed. `npm start`, `npm test` and `npm run bench`
// call it first, so both front-door commands work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function ensureNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `TAMS needs Node.js 20.19 or newer; this is ${process.version}. Install it from https://nodejs.org and retry.`,
    );
    process.exit(1);
  }
}

export function ensureInstall() {
  ensureNodeVersion();
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.tams-install-stamp');
  const wanted = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      'npm ci failed. Check the network access to the npm registry, then run `npm ci` yourself to see why.',
    );
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, wanted);
}

/** Builds web/dist when it is missing or older than the web sources (or the shared code they import). */
export function ensureWebBuild() {
  const index = join(root, 'web', 'dist', 'index.html');
  if (
    existsSync(index) &&
    !newerThan(index, [
      'web/src',
      'web/index.html',
      'web/vite.config.ts',
      'services/domain/src',
      'services/access/src',
    ])
  ) {
    return;
  }
  console.log('Building the web app (vite build)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@tams/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newerThan(file, paths) {
  const built = statTime(file);
  const walk = (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return false;
    const stats = statSync(full);
    if (stats.isDirectory()) return readdirSync(full).some((entry) => walk(join(path, entry)));
    return stats.mtimeMs > built;
  };
  return paths.some(walk);
}

import { readdirSync, statSync } from 'node:fs';

const statTime = (file) => statSync(file).mtimeMs;

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
