import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { acquireTab, releaseTab } from './contextPool.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import {
  chromiumPath,
  exitWithVitest,
  hasChromium,
  launchBrowser,
  sharedTestServer,
  startTestServer,
} from '../support/index.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const screenshotDir = join(repoRoot, 'test-results', 'ui');

/** Browser suites need Debian's Chromium; without it they are skipped, saying how to get it. */
export function describeInBrowser(name: string, suite: () => void): void {
  if (hasChromium()) describe(name, suite);
  else describe.skip(`${name} (skipped: no Chromium at ${chromiumPath}; apt-get install -y chromium)`, suite);
}

export interface UiEnvironment {
  url: string;
  browser: Browser;
  stop(): Promise<void>;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * One Chromium per worker: the ui project keeps its modules between files (`isolate: false`), and every
 * test gets a context of its own (cookies, storage), so files need no browser of their own. A browser that
 * went away is launched again for the next file.
 */
function sharedBrowser(): Promise<Browser> {
  exitWithVitest();
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  workerBrowser.catch(() => (workerBrowser = undefined));
  return workerBrowser;
}

/**
 * The whole app (API + web/dist) with the demo data, and the worker's Chromium. The app is on a fresh
 * database, or with `sharedServer` the worker's (tests/support/sharedTestServer.ts: for files that change
 * no demo data others read and find their own rows by their own names). `env` sets the server's settings
 * (e.g. FEATURE_FLAGS). With TAMS_UI_TEST_URL set, the suites drive that running app instead (its data is
 * changed by them, and its flags are its own).
 */
export async function startUiEnvironment(
  label: string,
  env: Record<string, string> = {},
  options: { sharedServer?: boolean } = {},
): Promise<UiEnvironment> {
  mkdirSync(screenshotDir, { recursive: true });
  const external = process.env.TAMS_UI_TEST_URL;
  const webDist = process.env.WEB_DIST ?? join(repoRoot, 'web', 'dist');
  if (!external && !existsSync(join(webDist, 'index.html'))) {
    throw new Error('web/dist is missing: build the web app first (npm run build -w @tams/web)');
  }
  const start = options.sharedServer
    ? () => sharedTestServer({ env })
    : () => startTestServer({ label, env });
  const [server, browser] = await Promise.all([external ? undefined : start(), sharedBrowser()]);
  return {
    url: external ?? server!.url,
    browser,
    async stop() {
      await server?.stop();
    },
  };
}

interface ExpectedHttpError {
  status: number;
  path: RegExp;
}

/**
 * One browser context (its own cookies) and page that records every console error and page error. Chromium
 * logs each 4xx response as a console error, so a test names the ones it provokes on purpose (a 400 for a
 * duplicate, a 412 for a stale save); the sign-in check's 401 on /api/auth is expected everywhere.
 */
export class UiSession {
  readonly problems: string[] = [];
  private readonly expected: ExpectedHttpError[] = [{ status: 401, path: /^\/api\/auth$/ }];

  private constructor(
    readonly baseUrl: string,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
  }

  /**
   * A session in a tab of the worker's pool (`fresh`: a new context, e.g. to measure a cold load or to
   * install a fake clock): a tab's compiled scripts and HTTP cache outlive the sessions that used it, their
   * cookies, storage and listeners do not (contextPool.ts).
   */
  static async open(
    browser: Browser,
    baseUrl: string,
    options: { fresh?: boolean } = {},
  ): Promise<UiSession> {
    const { context, page } = await acquireTab(browser, options);
    return new UiSession(baseUrl, context, page);
  }

  /** This test provokes `status` from a path matching `path`: its console line is not a failure. */
  expectHttpError(status: number, path: RegExp): void {
    this.expected.push({ status, path });
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    const url = message.location().url;
    const path = url ? new URL(url, this.baseUrl).pathname : '';
    if (status && this.expected.some((e) => e.status === Number(status) && e.path.test(path))) return;
    this.problems.push(`console error: ${message.text()} (${url})`);
  }

  /** Signs in without the login page (the API's dev sign-in, cookies kept by this context). */
  async signIn(username: string): Promise<void> {
    const response = await this.page.request.post(`${this.baseUrl}/api/auth/dev`, { data: { username } });
    if (!response.ok()) throw new Error(`sign-in as ${username} failed: ${response.status()}`);
  }

  /** The API with this page's session. */
  api(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    data?: unknown,
    headers?: Record<string, string>,
  ) {
    return this.page.request.fetch(`${this.baseUrl}${path}`, {
      method,
      ...(data === undefined ? {} : { data }),
      ...(headers ? { headers } : {}),
    });
  }

  goto(path: string) {
    return this.page.goto(`${this.baseUrl}${path}`);
  }

  /**
   * Opens `path` in the app already showing, through its router (as its links do, without reloading the
   * scripts: a reload costs the page's thread ~1.2 s even with everything cached); loads it when the app
   * is not showing. The caller waits for what the page shows.
   */
  async navigate(path: string): Promise<void> {
    if (!this.page.url().startsWith(this.baseUrl)) {
      await this.goto(path);
      return;
    }
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async close(): Promise<void> {
    await releaseTab({ context: this.context, page: this.page }, new URL(this.baseUrl).origin);
  }
}

/**
 * The hooks every browser suite shares: the app (the file's own, or with `sharedServer` the worker's) and
 * the worker's Chromium, a fresh signed-in (or anonymous) session per test, and no console or page error
 * left at the end of a test.
 */
export function useUiSuite(
  label: string,
  options: {
    signInAs?: string;
    env?: Record<string, string>;
    sharedServer?: boolean;
    /** each test in a new browser context (a cold cache), not one of the pool's */
    freshContext?: boolean;
  } = {},
) {
  let environment: UiEnvironment;
  let session: UiSession;
  beforeAll(async () => {
    environment = await startUiEnvironment(label, options.env, { sharedServer: options.sharedServer });
  });
  afterAll(async () => {
    await environment?.stop();
  });
  beforeEach(async () => {
    session = await UiSession.open(environment.browser, environment.url, { fresh: options.freshContext });
    if (options.signInAs) await session.signIn(options.signInAs);
  });
  afterEach(async () => {
    await session.close();
    expect(session.problems).toEqual([]);
  });
  return {
    get environment() {
      return environment;
    },
    get session() {
      return session;
    },
  };
}
