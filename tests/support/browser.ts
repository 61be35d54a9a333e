import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);

/**
 * Debian's Chromium, headless (DESIGN §13): never a downloaded browser; Playwright gives it a fresh profile. The flags keep it from reaching
 * for the network at start (this machine's network is closed) and let it run as root.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
