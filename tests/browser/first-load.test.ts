/**
 * What a page downloads before it runs, and how its view hydrates after: every view of the built site
 * within its first-load budget (sizes, as `npm run bench:first-load` measures them), the view's chunks
 * fetched once the page has loaded (or at the visitor's first key press), and its HTML hydrated in
 * place, never rendered anew.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { join } from 'node:path';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { hydrated, isHydrated, openSite, siteUrl } from '../support/site.ts';
import { FIRST_LOAD_BUDGET_KIB, firstLoad, overBudget } from '../../app/tools/first-load.ts';
import { ROOT } from '../support/build.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));

const EXHIBITION = '/exposiciones/paisajes-abstraccion';
const viewChunksOf = (html: string) => /<meta name="deferred-modules" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];

describe('the first load', () => {
  // Compressing every first-load file at the best levels is CPU work: the timeout is a safety net for a busy machine.
  it(
    'keeps every public view within 90 KB of JavaScript (gzip), the visit page included, and /preview within 110 KB',
    { timeout: 600_000 },
    () => {
      const { byView } = firstLoad(inject('siteDir'), join(ROOT, 'content'));
      expect(Object.keys(byView)).toEqual(
        expect.arrayContaining(['homepage', 'exhibition', 'artwork', 'search', 'visit', 'explore', 'data', 'preview']),
      );
      for (const [view, load] of Object.entries(byView)) {
        expect(overBudget(view, load.jsKiB), `${view} ${load.path}: ${load.jsKiB} KiB`).toBe(false);
        expect(load.cssKiB, view).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB.css);
      }
    },
  );

  it("fetches the view's chunks once the page has loaded, and hydrates the view's HTML in place", async () => {
    // The browser's own clock: a page clock replaces the performance timeline this test reads (its dates play no part).
    const { context, page } = await openSite(browser, null, { clock: 'real' });
    const html = await (await fetch(siteUrl(EXHIBITION))).text();
    const chunks = viewChunksOf(html);
    expect(chunks.length).toBeGreaterThan(0);
    // Held until the page's own nodes are marked: hydration cannot begin before.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${chunks[0]}`, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(EXHIBITION));
    await page.evaluate(() => {
      (document.querySelector('main h1') as HTMLElement & { __server?: boolean }).__server = true;
    });
    expect(await isHydrated(page)).toBe(false);
    release();
    await hydrated(page);
    expect(await page.evaluate(() => (document.querySelector('main h1') as HTMLElement & { __server?: boolean }).__server)).toBe(true);
    // Every chunk of the view was asked for after the load event, none with the page.
    const starts = await page.evaluate((files) => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return files.map((f) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(f));
        return { f, afterLoad: entry ? entry.startTime >= loaded : null };
      });
    }, chunks);
    for (const s of starts) expect(s.afterLoad, s.f).not.toBe(false);
    expect(starts.some((s) => s.afterLoad === true)).toBe(true);
    await context.close();
  });

  it("fetches the view's chunks at the visitor's first key press, before the page has finished loading", async () => {
    // The browser's own clock: a page clock replaces the performance timeline this test reads (its dates play no part).
    const { context, page } = await openSite(browser, null, { clock: 'real' });
    // The page's font (preloaded) and pictures never arrive, so the page never finishes loading.
    await page.route(/\.woff2$|\/media\//, () => undefined);
    await page.goto(siteUrl(EXHIBITION), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await page.keyboard.press('Shift');
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await context.close();
  });
});

describe('what a visitor enters before the view has hydrated', () => {
  // The view's chunks are held until the visitor has acted, so the act always lands before hydration.
  const holdView = async (page: Page, path: string) => {
    const [first] = viewChunksOf(await (await fetch(siteUrl(path))).text());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${first!}`, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    return release;
  };

  it.each([
    { path: '/colecciones/explora', box: 'En sala ahora' },
    { path: '/en/collections/explore', box: 'On view now' },
  ])('$path: a box ticked stays ticked and chooses', async ({ path, box }) => {
    // The browser's own clock: a page clock replaces the performance timeline this test reads (its dates play no part).
    const { context, page } = await openSite(browser, null, { clock: 'real' });
    const release = await holdView(page, path);
    expect(await isHydrated(page)).toBe(false);
    await page.getByLabel(box).check();
    release();
    await hydrated(page);
    await page.waitForURL(/[?&]exposed=yes/);
    expect(await page.getByLabel(box).isChecked()).toBe(true);
    await context.close();
  });

  it.each([
    { path: '/busqueda', words: 'paisaje' },
    { path: '/en/search', words: 'landscape' },
  ])('$path: words typed are searched for', async ({ path, words }) => {
    // The browser's own clock: a page clock replaces the performance timeline this test reads (its dates play no part).
    const { context, page } = await openSite(browser, null, { clock: 'real' });
    const release = await holdView(page, path);
    expect(await isHydrated(page)).toBe(false);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill(words);
    release();
    await hydrated(page);
    await page.waitForURL(new RegExp(`[?&]q=${words}`));
    expect(await box.inputValue()).toBe(words);
    await context.close();
  });
});
