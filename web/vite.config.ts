import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (Koa) serves web/dist in production; in dev, vite proxies /api to it. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: { '/api': { target: process.env.TAMS_API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
