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

/**
 * True once React has hydrated the prerendered page: every part the page has (the view, and the
 * site footer where the layout has one) has committed and marked <html data-hydrated> (pages/hydration-mark.tsx).
 * Hydration is a transition, so the root existing is not enough.
 */
const pageHydrated = () => {
  const parts = (document.documentElement.dataset.hydrated ?? '').split(' ');
  return (
    parts.includes('view') && (parts.includes('footer') || ![...document.querySelectorAll('#root footer')].some((f) => !f.closest('main')))
  );
};
export const isHydrated = (page: Page) => page.evaluate(pageHydrated);
export const hydrated = (page: Page) => page.waitForFunction(pageHydrated);

/** Marks the document, to tell a client-side navigation (mark kept) from a full page load (mark gone). */
export const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
export const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

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
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
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

/**
 * A browser for one test file and a fresh context per test, closed after it: `session.open(path)`
 * opens a page of the built site and waits for it to hydrate; `session.page` is that page.
 */
export function siteSession(defaults: OpenOptions = {}) {
  let browser: Browser | undefined;
  let opened: OpenedPage | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(() => releaseBrowser(browser));
  afterEach(async () => {
    await opened?.context.close();
    opened = undefined;
  });
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
      await opened?.context.close();
      opened = await openSite(browser!, path, { ...defaults, ...options });
      await hydrated(opened.page);
      return opened.page;
    },
  };
}
