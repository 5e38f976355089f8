/**
 * WCAG 2.2 checks axe cannot make, in Chromium: focus never hidden behind the sticky bars (2.4.11),
 * pointer targets of at least 24×24 px (2.5.8), reflow at 320 px (1.4.10), forced-colours mode, and
 * no motion when reduced motion is asked for (2.3.3).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());
afterEach(async () => context?.close());

async function open(url: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  return page;
}
const site = (path: string) => inject('siteUrl') + path;
const story = (id: string) => `${inject('storybookUrl')}/iframe.html?id=${id}&viewMode=story`;
const PAGES = ['/', '/en', '/exposiciones/paisajes-abstraccion', '/en/exhibitions/landscapes-abstraction'];

/** Tabs through the whole page; for each stop, is the focused element's centre covered by something else? */
async function obscuredFocusStops(page: Page, maxStops = 80, key = 'Tab') {
  const problems: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press(key);
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { done: true };
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return { done: false, ok: true };
      const x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 10), 1), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const ok = !!top && (el === top || el.contains(top) || top.contains(el));
      return { done: false, ok, what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" under ${top?.tagName.toLowerCase()}.${top?.className}` };
    });
    if (r.done) break;
    if (!r.ok) problems.push(r.what!);
  }
  return problems;
}

describe('focus not obscured (2.4.11)', () => {
  for (const width of [1280, 375]) {
    it(`every Tab stop of the exhibition page is visible at ${width} px, never under the sticky header`, async () => {
      const page = await open(site('/exposiciones/paisajes-abstraccion'), { viewport: { width, height: 700 } });
      expect(await obscuredFocusStops(page)).toEqual([]);
    });
  }
  for (const width of [1280, 375]) {
    it(`forwards and backwards under the header and the sticky anchor menu at ${width} px`, async () => {
      const page = await open(story('menus-anchormenu--under-header'), { viewport: { width, height: 600 } });
      expect(await obscuredFocusStops(page, 40)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await obscuredFocusStops(page, 40, 'Shift+Tab')).toEqual([]);
    });
  }
});

describe('target size (2.5.8)', () => {
  const tooSmall = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="button"]')]
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || el.closest('[hidden]') || el.getClientRects().length === 0) return false;
          // Exception: links inline in a sentence.
          if (el.tagName === 'A' && style.display === 'inline') return false;
          const box = el.getBoundingClientRect();
          return box.width < 24 || box.height < 24;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`),
    );
  for (const path of PAGES) {
    for (const width of [1280, 375]) {
      it(`${path} at ${width} px`, async () => {
        const page = await open(site(path), { viewport: { width, height: 800 } });
        expect(await tooSmall(page)).toEqual([]);
      });
    }
  }
  for (const id of ['menus-filterbar--date-panel-open', 'search-facetgroup--default', 'content-addtocalendar--closed', 'paragraphs-gallery--carousel', 'menus-anchormenu--desktop']) {
    it(`story ${id}`, async () => {
      expect(await tooSmall(await open(story(id)))).toEqual([]);
    });
  }
});

describe('reflow at 320 px (1.4.10)', () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of PAGES) {
    it(`${path} scrolls in one direction only`, async () => {
      const page = await open(site(path), { viewport: { width: 320, height: 640 } });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }
  for (const id of ['menus-filterbar--mobile-date-panel-open', 'content-hero--long-title-reflow', 'content-contentcard--result-row', 'search-searchbox--empty']) {
    it(`story ${id}`, async () => {
      expect(await overflow(await open(story(id), { viewport: { width: 320, height: 640 } }))).toBeLessThanOrEqual(0);
    });
  }
});

describe('forced colours', () => {
  it('keeps the chosen filter distinguishable and focus visible', async () => {
    const page = await open(story('menus-filterbar--visits'), { forcedColors: 'active' });
    const borders = await page.evaluate(() =>
      [...document.querySelectorAll('input[type="radio"] + span')].map((s) => {
        const cs = getComputedStyle(s);
        return `${cs.borderTopStyle} ${cs.borderTopWidth}`;
      }),
    );
    const checked = await page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].findIndex((r) => r.checked));
    expect(new Set(borders.filter((_, i) => i !== checked)).has(borders[checked]!)).toBe(false);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling ?? document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });

  it('site pages keep every control visible', async () => {
    const page = await open(site('/exposiciones/paisajes-abstraccion'), { forcedColors: 'active' });
    const invisible = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('header a, header button, footer a')].filter((el) => el.getClientRects().length && getComputedStyle(el).color === getComputedStyle(el).backgroundColor).length,
    );
    expect(invisible).toBe(0);
  });
});

describe('reduced motion (2.3.3)', () => {
  const runningMotion = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number((a.effect?.getComputedTiming().duration as number) ?? 0) > 1)
        .map((a) => (a as CSSAnimation).animationName ?? 'transition'),
    );
  it('the loading spinner does not spin', async () => {
    const page = await open(story('feedback-states--loading'), { reducedMotion: 'reduce' });
    expect(await runningMotion(page)).toEqual([]);
  });
  it('the filter panel opens without animation', async () => {
    const page = await open(story('menus-filterbar--all-types-all-dates'), { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: /Fecha/ }).click();
    expect(await runningMotion(page)).toEqual([]);
  });
  it('but animates (0.1 s) when motion is fine', async () => {
    const page = await open(story('menus-filterbar--all-types-all-dates'));
    await page.getByRole('button', { name: /Fecha/ }).click();
    const durations = await page.evaluate(() => document.getAnimations().map((a) => a.effect?.getComputedTiming().duration));
    expect(durations).toContain(100);
  });
});
