/**
 * The runtime tests' visit (tests/browser/runtime*.test.ts): one browser per file, one page at a time in
 * a context of its own, closed after each test. The page is handed to the file as it opens (`onPage`),
 * which keeps it in a variable of its own, as the tests read it on almost every line.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { releaseBrowser, workerBrowser } from './chromium.ts';
import { markDocument, openSite, sameDocument, type OpenedPage, type OpenOptions } from './site.ts';

export function runtimeVisit(onPage: (page: Page) => void) {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(() => releaseBrowser(browser));
  afterEach(() => close());
  const close = async () => {
    await context?.close();
    context = undefined;
  };
  const current = () => {
    if (!page) throw new Error('runtimeVisit: open a page first');
    return page;
  };
  /** A page of the built site (openSite's options as given), the one before closed. */
  const openPage = async (path: string | null, options: OpenOptions = {}): Promise<OpenedPage> => {
    await close();
    const opened = await openSite(browser, path, options);
    ({ context, page } = opened);
    onPage(opened.page);
    return opened;
  };
  return {
    openPage,
    close,
    /** Fault tests intercept requests in the page, so the service worker (which would fetch on its own) is kept out; the clock is still. */
    async open(path: string, options: OpenOptions = {}) {
      await openPage(path, { height: 800, clock: 'paused', ...options });
      await markDocument(current());
    },
    /** Whether the page is still the document `open` marked (no full load since). */
    sameDocument: () => sameDocument(current()),
    /** Clicks an internal link as a visitor would, to any path (one the page may not link to). */
    async followLink(path: string) {
      await current().evaluate((href) => {
        const a = Object.assign(document.createElement('a'), { href, textContent: 'test link' });
        document.querySelector('main')!.append(a);
        a.click();
      }, path);
    },
    h1: () => current().locator('h1').first().innerText(),
  };
}
