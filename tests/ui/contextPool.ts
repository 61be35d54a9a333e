import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Browser tabs kept between tests. A cold load of the app compiles some 1.3 MB of scripts from 137 files:
 * 3.5-4 s on this machine, most of it on the page's one thread, and Chromium keeps what it compiled in the
 * tab's renderer process only (a new tab, even in the same context, pays it again). The same load in a tab
 * that loaded the app before takes 1.1-1.5 s. So a finished session's tab is kept, with nothing of the
 * session: its other tabs closed, its listeners, routes and emulation removed, the app's local and session
 * storage and the context's cookies cleared, on about:blank. The next test starts signed
 * out with default preferences, as in a new context. A session that installed what cannot be removed (a
 * fake clock, an init script) asks for a new context instead (`fresh`).
 */
interface Tab {
  context: BrowserContext;
  page: Page;
}
const idle = new WeakMap<Browser, Tab[]>();
/** A tab serves this many sessions, then a new one takes its place (its caches grow with each server). */
const usesPerTab = 40;
/** The pool's tabs (a fresh one is not among them) and how many sessions each has served. */
const uses = new WeakMap<Page, number>();
const viewport = { width: 1280, height: 900 };

async function newTab(browser: Browser): Promise<Tab> {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  return { context, page: await context.newPage() };
}

export async function acquireTab(browser: Browser, options: { fresh?: boolean } = {}): Promise<Tab> {
  if (options.fresh) return newTab(browser);
  const tab = idle.get(browser)?.pop() ?? (await newTab(browser));
  uses.set(tab.page, (uses.get(tab.page) ?? 0) + 1);
  return tab;
}

/**
 * Clears the session from the tab. Not with setStorageState: it clears the renderer's compiled scripts as
 * well (a load after it took 2.6-3.2 s, after this 1.2-1.4 s). The app keeps local storage (react-admin's
 * store) on its own origin only, cleared there, and no IndexedDB.
 */
async function reset({ context, page }: Tab, origin: string): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  await page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  // elsewhere (about:blank, an error page): the origin's storage is reached from a page of its own
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/api/health`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('about:blank');
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  await page.setViewportSize(viewport);
  await context.clearCookies();
}

/** Back to the pool, cleared, or closed; `origin` is the app's the session used. */
export async function releaseTab(tab: Tab, origin: string): Promise<void> {
  const browser = tab.context.browser();
  const served = uses.get(tab.page);
  if (browser?.isConnected() && served !== undefined && served < usesPerTab && !tab.page.isClosed()) {
    try {
      await reset(tab, origin);
      const tabs = idle.get(browser) ?? [];
      idle.set(browser, tabs);
      tabs.push(tab);
      return;
    } catch {
      // a tab that cannot be reset is not kept
    }
  }
  await tab.context.close().catch(() => {});
}
