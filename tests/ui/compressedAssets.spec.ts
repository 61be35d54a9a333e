import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, useUiSuite } from './uiSession.js';

/*
 * Issue 37: the built app's scripts and styles go out compressed. The build makes a brotli and a gzip copy
 * of each (web/vite.config.ts) and the API serves the one the browser accepts, cached for a year as
 * immutable and varying by Accept-Encoding (services/api/src/web/staticWeb.ts). Before, a cold load moved
 * 1.2-1.5 MB as it was.
 */

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly this Accept-Encoding (fetch would add its own and decode the answer). */
const get = (url: string, acceptEncoding: string) =>
  new Promise<Fetched>((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

describeInBrowser('The built app is served compressed', () => {
  const suite = useUiSuite('ui-compressed-assets', { sharedServer: true, freshContext: true });

  it('answers each script in brotli, gzip or as it is, as asked, the same bytes once decoded, immutable for a year', async () => {
    const base = suite.environment.url;
    const index = await get(`${base}/`, 'identity');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index.body.toString('utf8'))?.[1];
    expect(script, 'the entry script in index.html').toBeTruthy();

    const plain = await get(`${base}${script}`, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await get(`${base}${script}`, `${encoding}, identity`);
      expect(answer.status, encoding).toBe(200);
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(String(answer.headers.vary), encoding).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control'], encoding).toMatch(/max-age=31536000/);
      expect(answer.headers['cache-control'], encoding).toMatch(/immutable/);
      expect(answer.body.length, encoding).toBeLessThan(plain.body.length * 0.4);
      expect(decode(answer.body).equals(plain.body), `${encoding} decodes to the script`).toBe(true);
    }
  });

  it('moves a cold load of the dashboard in less than 40% of its decoded script and style bytes', async () => {
    const { page } = suite.session;
    const assets: Promise<{ encoded: number; decoded: number }>[] = [];
    const onFinished = (finished: Request) => {
      if (!new URL(finished.url()).pathname.startsWith('/assets/')) return;
      assets.push(
        (async () => {
          const [sizes, response] = await Promise.all([finished.sizes(), finished.response()]);
          return { encoded: sizes.responseBodySize, decoded: (await response!.body()).length };
        })(),
      );
    };
    page.on('requestfinished', onFinished);
    await suite.session.signIn('admin');
    await suite.session.goto('/');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem', { name: 'Dashboard' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    // A chunk the page asks for later would be read after the context closed, an unhandled rejection:
    // the load measured is what arrived until the network went quiet.
    page.off('requestfinished', onFinished);
    const loaded = await Promise.all(assets);
    const encoded = loaded.reduce((sum, asset) => sum + asset.encoded, 0);
    const decoded = loaded.reduce((sum, asset) => sum + asset.decoded, 0);
    console.log(`cold load: ${loaded.length} assets, ${encoded} bytes moved for ${decoded} decoded`);
    expect(loaded.length).toBeGreaterThan(10);
    expect(encoded).toBeLessThan(decoded * 0.4);
  });
});
