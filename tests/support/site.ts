/**
 * Opening pages of the built site in Chromium as a visitor would, without depending on the
 * machine's speed or date: prefetching is off unless a test asks for it (as for a visitor with data saving
 * on, which the runtime honours, SPEC §9); the page's clock shows the sample's moment, the one the
 * test build renders at, unless a test names another (so what is past, on now or coming is the same
 * on any day the suite runs); and time can be held still so that timers fire only when a test moves
 * the clock.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SAMPLE_RENDERED_AT } from './build.ts';
import { releaseBrowser, workerBrowser } from './chromium.ts';
import { hydrated } from './hydration.ts';

/** The moment a test page's clock shows unless the test names another: the sample's, at which the test build renders. */
export const SAMPLE_MOMENT = new Date(SAMPLE_RENDERED_AT * 1000);

export interface OpenOptions {
  width?: number;
  height?: number;
  /**
   * 'fixed' (the default): Date shows `now` and stays there, timers run; 'paused': no timer fires until
   * the test calls page.clock.runFor(); 'real': the machine's own clock, for a test that needs the
   * browser's timers and clock untouched (a service worker's), which must then not depend on the date.
   */
  clock?: 'real' | 'paused' | 'fixed';
  /** The clock's time (default: the sample's moment, SAMPLE_MOMENT). */
  now?: Date;
  /** Let the runtime prefetch links in view (off by default). */
  prefetch?: boolean;
  /** The service worker fetches on its own and would bypass routes: blocked unless a test needs it. */
  serviceWorkers?: 'allow' | 'block';
  /** Wait for React to hydrate the page (default true). */
  hydrate?: boolean;
  context?: BrowserContextOptions;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors, in order. */
  errors: string[];
}

export const siteUrl = (path = '') => inject('siteUrl') + path;

export { hydrated, isHydrated } from './hydration.ts';

/** Marks the document, to tell a client-side navigation (mark kept) from a full page load (mark gone). */
export const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
export const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

function listenForErrors(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}

/** A fresh context and page, prepared as the options say; navigates to `path` when it is given. */
export async function openSite(browser: Browser, path: string | null, options: OpenOptions = {}): Promise<OpenedPage> {
  const {
    width = 1280,
    height = 900,
    clock = 'fixed',
    now = SAMPLE_MOMENT,
    prefetch = false,
    serviceWorkers = 'block',
    hydrate = true,
  } = options;
  const context = await browser.newContext({ viewport: { width, height }, serviceWorkers, ...options.context });
  if (!prefetch) {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g' }),
      });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  listenForErrors(page, errors);
  if (clock === 'fixed') await page.clock.setFixedTime(now);
  if (clock === 'paused') {
    // The clock runs from install until pauseAt, which cannot go back: install a while before `now`
    // (no page and no timer exists yet), so that however slow this machine is, `now` is still ahead.
    await page.clock.install({ time: now.getTime() - 10 * 60_000 });
    await page.clock.pauseAt(now);
  }
  if (path !== null) {
    await page.goto(siteUrl(path));
    if (hydrate) await hydrated(page);
  }
  return { context, page, errors };
}

/**
 * A probe for expect.poll that first moves a paused clock on: for chains of timers (retry back-off)
 * whose next timer is only set once a response has arrived, however long that takes.
 */
export const advancing =
  <T>(page: Page, probe: () => Promise<T>, stepMs = 250) =>
  async () => {
    await page.clock.runFor(stepMs);
    return probe();
  };

/** What a session's kept tab needs to be the same for: what only a context of its own can change. */
const tabKey = (o: OpenOptions) => JSON.stringify([o.prefetch ?? false, o.serviceWorkers ?? 'block', o.context ?? {}]);

/** Pages and contexts are Node-style event emitters at run time (Playwright's types name only on, once and off). */
interface Emitter {
  eventNames(): string[];
  listeners(name: string): unknown[];
  off(name: string, listener: unknown): unknown;
}
const emitter = (e: Page | BrowserContext) => e as unknown as Emitter;
/** The listeners on a page or context now (Playwright's own among them), to take off later only those added since. */
const listenersOf = (e: Page | BrowserContext) =>
  new Set(
    emitter(e)
      .eventNames()
      .flatMap((n) => emitter(e).listeners(n)),
  );
function removeListenersSince(e: Page | BrowserContext, before: Set<unknown>) {
  const em = emitter(e);
  for (const name of em.eventNames()) for (const fn of em.listeners(name)) if (!before.has(fn)) em.off(name, fn);
}

interface KeptTab {
  tab: OpenedPage;
  /** The page's and the context's listeners when the tab was opened (Playwright's own, and the error list's). */
  pageListeners: Set<unknown>;
  contextListeners: Set<unknown>;
}

/**
 * Clears a kept tab of what the last test may have left, as a fresh context would be: the listeners
 * and routes it added, cookies, permissions, the page itself (so nothing of it reports an error into the
 * next test's list), the site's storage and emulated media.
 */
async function clearTab({ tab: opened, pageListeners, contextListeners }: KeptTab, o: OpenOptions) {
  const { context, page } = opened;
  removeListenersSince(page, pageListeners);
  removeListenersSince(context, contextListeners);
  await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), context.unrouteAll({ behavior: 'ignoreErrors' })]);
  await Promise.all([context.clearCookies(), context.clearPermissions()]);
  // Left for a document of the site without scripts, so that what the last page writes as it goes (the
  // runtime keeps scroll positions in sessionStorage) is written before the storage is cleared.
  await page.goto(siteUrl('/robots.txt'));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const c = o.context ?? {};
  await page.emulateMedia({
    media: null,
    colorScheme: c.colorScheme ?? 'light',
    reducedMotion: c.reducedMotion ?? 'no-preference',
    forcedColors: c.forcedColors ?? 'none',
  });
  opened.errors.length = 0;
}

/**
 * A browser for one test file and a page per test: `session.open(path)` opens a page of the built site
 * and waits for it to hydrate (unless `hydrate: false`); `session.page` is that page. Each test gets a
 * fresh context, closed after it, unless the session keeps its tabs (`keepTab: true`, for tests that read
 * and use what pages show, not how they load): then each open() navigates a tab kept for the file, one
 * per set of context options, cleared of what the test before left (clearTab), its viewport and clock
 * set as the test asks. A page loaded in an open tab costs about 0.21 core-seconds against 0.50 in a
 * fresh context (a new renderer and its first compile), and a file of browser tests opens dozens. A test
 * whose clock is not the fixed one gets a context of its own.
 */
export function siteSession(defaults: OpenOptions & { keepTab?: boolean } = {}) {
  const { keepTab = false, ...openDefaults } = defaults;
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;
  const kept = new Map<string, KeptTab>();
  const closeOwn = async () => {
    if (opened && ![...kept.values()].some((k) => k.tab === opened)) await opened.context.close();
    opened = undefined;
  };
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    await Promise.all([...kept.values()].map((k) => k.tab.context.close()));
    kept.clear();
    await releaseBrowser(browser);
  });
  afterEach(closeOwn);

  async function reuse(path: string, o: OpenOptions): Promise<OpenedPage> {
    const key = tabKey(o);
    const k = kept.get(key);
    if (!k || k.tab.page.isClosed()) {
      const tab = await openSite(browser!, path, o);
      kept.set(key, { tab, pageListeners: listenersOf(tab.page), contextListeners: listenersOf(tab.context) });
      return tab;
    }
    await clearTab(k, o);
    const { page } = k.tab;
    const size = page.viewportSize();
    const [width, height] = [o.width ?? 1280, o.height ?? 900];
    if (size?.width !== width || size.height !== height) await page.setViewportSize({ width, height });
    await page.clock.setFixedTime(o.now ?? SAMPLE_MOMENT);
    await page.goto(siteUrl(path));
    return k.tab;
  }

  return {
    get page(): Page {
      if (!opened) throw new Error('siteSession: open a page first');
      return opened.page;
    },
    /** The open page's uncaught errors and console errors, in order. */
    get errors(): string[] {
      return opened?.errors ?? [];
    },
    async open(path: string, options: OpenOptions = {}) {
      await closeOwn();
      const o = { ...openDefaults, ...options };
      opened = keepTab && (o.clock ?? 'fixed') === 'fixed' ? await reuse(path, o) : await openSite(browser!, path, o);
      if (o.hydrate ?? true) await hydrated(opened.page);
      return opened.page;
    },
  };
}
