/**
 * The language marks hold after the pages come alive in the browser: what the view renders there (search
 * results, the saved list, the opening state at the visitor's moment) keeps Spanish interface text marked
 * on Catalan, Basque and Galician pages, as the built HTML does (tests/unit/text-language.test.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { openSite } from '../support/site.ts';
import { untaggedSpanish } from '../support/text-language.ts';

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));
afterEach(async () => {
  await context?.close();
  context = undefined;
});

it.each([
  ['/ca/search?q=paisatges', '[data-search-state="results"] ol li'],
  ['/eu/search?q=zzzxqj', '[data-search-state="results"]'],
  ['/gl/visit/my-visit', 'main h1'],
  ['/eu', '[data-opening]'],
  ['/ca/exposicions/paisatges-abstraccio', 'main h1'],
])('marks Spanish interface text on %s once it has hydrated', async (path, ready) => {
  ({ context, page } = await openSite(browser, path, { clock: 'fixed', now: new Date('2026-11-24T12:00:00+01:00') }));
  await page.locator(ready).first().waitFor();
  expect(untaggedSpanish(await page.evaluate(() => document.documentElement.outerHTML))).toEqual([]);
});
