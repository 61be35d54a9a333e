import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import rootPackage from '../package.json' with { type: 'json' };

/** The API (Koa) serves web/dist in production; in dev, vite proxies /api to it. */
export default defineConfig({
  plugins: [react()],
  // the client's version (web/src/version/clientVersion.ts), compared with the server's (spec §2 Update dialog)
  define: { __TAMS_VERSION__: JSON.stringify(rootPackage.version) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      '/api': { target: process.env.TAMS_API_URL ?? 'http://localhost:3000', changeOrigin: false, ws: true },
    },
  },
});
