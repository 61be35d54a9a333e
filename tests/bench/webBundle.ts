import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './stats.js';

/** DESIGN §12: the JavaScript the browser loads before any resource screen (entry + modulepreload), gzip. */
export function webBundleSize(): BenchRow | undefined {
  const dist = resolve(import.meta.dirname, '../../web/dist');
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const kb = bytes / 1024;
  return {
    what: 'web: initial JavaScript (entry + preloads), gzip',
    measured: `${Math.round(kb)} kB`,
    // DESIGN §12 (lowered from 300 kB on 2026-11-28)
    target: '<= 270 kB',
    met: kb <= 270,
    detail: { files: scripts },
  };
}
