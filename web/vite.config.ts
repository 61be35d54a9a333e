import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import rootPackage from '../package.json' with { type: 'json' };

/**
 * Brotli and gzip copies of each text asset, made once at build time (best compression: it costs the build
 * seconds, never a request): the API serves `x.js.br` or `x.js.gz` for `x.js` to a browser that accepts it
 * (services/api/src/web/staticWeb.ts). A cold load moved 1.2-1.5 MB uncompressed (issue 37).
 */
function precompressedAssets(): Plugin {
  return {
    name: 'tams-precompressed-assets',
    apply: 'build',
    // from the files as written: in generateBundle a chunk's code still holds placeholders (__VITE_PRELOAD__)
    // that vite's own plugins fill in later
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|html|json)$/.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** The API (Koa) serves web/dist in production; in dev, vite proxies /api to it. */
export default defineConfig({
  plugins: [react(), precompressedAssets()],
  // the client's version (web/src/version/clientVersion.ts), compared with the server's (spec §2 Update dialog)
  define: { __TAMS_VERSION__: JSON.stringify(rootPackage.version) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': { target: process.env.TAMS_API_URL ?? 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
