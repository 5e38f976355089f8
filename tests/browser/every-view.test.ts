/**
 * Every view of the built sample site, in every language it exists in: served prerendered with the
 * page's language, hydrated without errors, and clean under axe (WCAG 2.2 AA tags). A view's markup is
 * the same in every language, so axe runs in full on each view in one language (the languages taken in
 * turn, so each has its share) and its language rules on the others; the page views' stories run axe
 * in full on every view besides. The axe results go to the accessibility report (npm run test:a11y,
 * which runs every page, each in full).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { samplePage, samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import type { Page } from '../../generated/types/content.ts';
import type { Language } from '../../generated/types/constants.ts';
import { siteRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { usesDarkTheme } from '../../pages/rules/theme.ts';
import { themeClass } from '../../design-system/index.ts';
import { releaseBrowser, runAxe, runLanguageAxe, workerBrowser } from '../support/chromium.ts';
import { escapeHtml } from '../../design-system/html/escape-html.ts';
import { hydrated, openSite, siteUrl, type OpenedPage } from '../support/site.ts';
import { recordAxe } from '../support/a11y-report.ts';

/**
 * Every view in every language it exists in: the first page (lowest CMS id) of each bundle and
 * language, the search pages and the preview. With A11Y_ALL_PAGES=1 (npm run test:a11y, the auditors'
 * report) every page of the sample site. Every page is also crawled and run through the Nu Html
 * Checker by tests/unit/site-crawl.test.ts and html-valid.test.ts.
 */
const allPages = process.env.A11Y_ALL_PAGES === '1';
const cmsPages = Object.values(samplePagesByFile);
/** samplePage: per bundle and language, the first in the CMS (lowest id). */
const firstOfEachView = (pages: Page[]) =>
  [...new Set(pages.map((p) => `${p.bundle} ${p.language.id}`))].map((key) => {
    const [bundle, lang] = key.split(' ') as [Page['bundle'], Language];
    return samplePage(bundle, lang);
  });
const pages: SitePage[] = [...(allPages ? cmsPages : firstOfEachView(cmsPages)), ...siteRoutes()].sort((a, b) =>
  a.url.path.localeCompare(b.url.path),
);

/** The page of each view that axe checks in full: one language per view, the languages in turn from view to view. */
const views = [...new Set(pages.map((p) => p.bundle))].sort();
const fullAxe = new Set(
  views.map((bundle, i) => {
    const ofView = pages.filter((p) => p.bundle === bundle);
    return ofView[i % ofView.length]!;
  }),
);

let browser: Browser;
/** A few prepared pages, each opened by one test at a time: a fresh browser context per page costs more than the page itself. */
let idle: OpenedPage[] = [];
const waiting: ((p: OpenedPage) => void)[] = [];
const CONCURRENCY = 3;
async function borrow(): Promise<OpenedPage> {
  return idle.pop() ?? new Promise((ok) => waiting.push(ok));
}
function giveBack(p: OpenedPage) {
  p.errors.length = 0;
  const next = waiting.shift();
  if (next) next(p);
  else idle.push(p);
}
beforeAll(async () => {
  browser = await workerBrowser();
  idle = await Promise.all(Array.from({ length: CONCURRENCY }, () => openSite(browser, null)));
});
afterAll(() => releaseBrowser(browser));

// Pages are independent (a context each): a few at a time keep both cores busy while one waits on the network.
describe.concurrent('every built view', () => {
  it('covers every bundle, the search page, the visit plan, the explore and collection data pages and the preview, in all five languages', ({
    expect,
  }) => {
    expect(new Set(pages.map((p) => p.bundle)).size).toBe(28);
    expect(new Set(pages.map((p) => p.language.id))).toEqual(new Set(['es', 'en', 'ca', 'eu', 'gl']));
  });
  it('runs axe in full on every view, and in every language on some view', ({ expect }) => {
    expect(new Set([...fullAxe].map((p) => p.bundle)).size).toBe(views.length);
    expect(new Set([...fullAxe].map((p) => p.language.id))).toEqual(new Set(['es', 'en', 'ca', 'eu', 'gl']));
  });

  for (const p of pages) {
    it(`${p.url.path} (${p.bundle}, ${p.language.id})`, async ({ task, expect }) => {
      const opened = await borrow();
      const { page, errors } = opened;
      try {
        const res = await page.goto(siteUrl(p.url.path));
        expect(res?.status()).toBe(200);
        const html = (await res?.text()) ?? '';
        expect(html).toContain(`<html lang="${p.language.id}"`);
        expect(html).not.toMatch(/<script>alert|onerror=/i);
        // Prerendered: the heading is in the HTML before any script runs.
        expect(html).toContain(`>${escapeHtml(p.title.value)}</h1>`);
        await hydrated(page);
        await expect(page.locator('h1').innerText()).resolves.toBe(p.title.value);
        const dark = usesDarkTheme(p.bundle, p.forceDarkTheme);
        // Production class names are the hash of the development ones (themes_darkTheme__x → x).
        const expected = themeClass(dark ? 'dark' : 'light')
          .split('__')
          .pop()!;
        expect((await page.evaluate(() => document.documentElement.className)).split(' ')).toContain(expected);
        const full = allPages || fullAxe.has(p);
        const axe = full ? await runAxe(page) : await runLanguageAxe(page);
        if (full) recordAxe(task, { target: p.url.path, kind: 'page', theme: dark ? 'dark' : 'light', viewport: '1280×900', results: axe });
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        giveBack(opened);
      }
    });
  }
});
