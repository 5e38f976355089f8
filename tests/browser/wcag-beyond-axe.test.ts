/**
 * WCAG 2.2 checks axe cannot make, on the built site in Chromium: focus never hidden behind the
 * sticky bars (2.4.11), pointer targets of at least 24×24 px (2.5.8), reflow at 320 px (1.4.10),
 * forced-colours mode, and no motion when reduced motion is asked for (2.3.3). The same checks run
 * on the components' own stories (design-system/fixtures/story-helpers.ts), in their play functions.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteSession, type OpenOptions } from '../support/site.ts';

// Each check reads a page as it is shown: one tab for the file, cleared between tests (siteSession).
const session = siteSession({ height: 800, keepTab: true });
const open = (path: string, options: OpenOptions = {}): Promise<Page> => session.open(path, options);
const PAGES = [
  '/',
  '/en',
  '/exposiciones/paisajes-abstraccion',
  '/en/exhibitions/landscapes-abstraction',
  '/actividades/visita-paisajes',
  '/busqueda',
];
const LISTING = '/exposiciones-actividades';

/** Scrolls the programme listing into view, which swaps the anchor menu for its filter bar, and opens the date panel. */
async function openDatePanel(page: Page) {
  await page.locator('[data-listing]').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
  const region = page.getByRole('region', { name: 'Filtrar la programación' });
  await region.waitFor();
  await region.getByRole('button', { name: /Fecha/ }).click();
  await region.getByRole('radio', { name: 'Próxima semana' }).waitFor();
  // Measured once the panel has finished opening (mid-animation its radios are a fraction of a pixel small).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

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
      return {
        done: false,
        ok,
        what: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" under ${top?.tagName.toLowerCase()}.${top?.className}`,
      };
    });
    if (r.done) break;
    if (!r.ok) problems.push(r.what!);
  }
  return problems;
}

describe('focus not obscured (2.4.11)', () => {
  for (const width of [1280, 375]) {
    it(`every Tab stop of the exhibition page is visible at ${width} px, never under the sticky header or section menu`, async () => {
      const page = await open('/exposiciones/paisajes-abstraccion', { width, height: 700 });
      expect(await obscuredFocusStops(page)).toEqual([]);
    });
    it(`backwards too (Shift+Tab from the end of the page) at ${width} px`, async () => {
      const page = await open('/exposiciones/paisajes-abstraccion', { width, height: 700 });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await obscuredFocusStops(page, 80, 'Shift+Tab')).toEqual([]);
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
        .map(
          (el) =>
            `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}" ${Math.round(el.getBoundingClientRect().width)}×${Math.round(el.getBoundingClientRect().height)}`,
        ),
    );
  for (const path of PAGES) {
    for (const width of [1280, 375]) {
      it(`${path} at ${width} px`, async () => {
        const page = await open(path, { width });
        expect(await tooSmall(page)).toEqual([]);
      });
    }
  }
  it('the programme filter bar with its date panel open', async () => {
    const page = await open(LISTING);
    await openDatePanel(page);
    expect(await tooSmall(page)).toEqual([]);
  });
});

describe('reflow at 320 px (1.4.10)', () => {
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const path of [...PAGES, LISTING]) {
    it(`${path} scrolls in one direction only`, async () => {
      const page = await open(path, { width: 320, height: 640 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  }
  it('the programme filter bar with its date panel open', async () => {
    const page = await open(LISTING, { width: 320, height: 640 });
    await openDatePanel(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('forced colours', () => {
  it('keeps the chosen filter distinguishable and focus visible', async () => {
    const page = await open(`${LISTING}?bundle=activity&categories=36&q=`, { context: { forcedColors: 'active' } });
    await page.locator('[data-listing]').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
    const region = page.getByRole('region', { name: 'Filtrar la programación' });
    await expect.poll(() => region.getByRole('radio', { name: 'Visitas' }).isChecked()).toBe(true);
    const borders = await region.evaluate((r) =>
      [...r.querySelectorAll('input[type="radio"] + span')].map((s) => {
        const cs = getComputedStyle(s);
        return `${cs.borderTopStyle} ${cs.borderTopWidth}`;
      }),
    );
    const checked = await region.evaluate((r) =>
      [...r.querySelectorAll<HTMLInputElement>('input[type="radio"]')].findIndex((x) => x.checked),
    );
    expect(checked).toBeGreaterThanOrEqual(0);
    expect(new Set(borders.filter((_, i) => i !== checked)).has(borders[checked]!)).toBe(false);
    await region.getByRole('radio', { name: 'Visitas' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!.nextElementSibling ?? document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
  });

  it('site pages keep every control visible', async () => {
    const page = await open('/exposiciones/paisajes-abstraccion', { context: { forcedColors: 'active' } });
    const invisible = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('header a, header button, footer a')].filter(
          (el) => el.getClientRects().length && getComputedStyle(el).color === getComputedStyle(el).backgroundColor,
        ).length,
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
  it('the slow-page spinner does not spin', async () => {
    const page = await open('/', { clock: 'paused', context: { reducedMotion: 'reduce' } });
    await page.route('**/page-data/museo/page-data.json', () => undefined); // never answers
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/museo', textContent: 'museo' });
      document.querySelector('main')!.append(a);
      a.click();
    });
    await page.clock.runFor(1001);
    await page.getByText('Cargando la página…').waitFor();
    expect(await runningMotion(page)).toEqual([]);
  });
  /** The date panel's animation as declared for this visitor, read from the style: never raced against the animation itself. */
  const panelAnimation = (page: Page) =>
    page.getByRole('region', { name: 'Filtrar la programación' }).evaluate((region) => {
      const toggle = region.querySelector<HTMLButtonElement>('button[aria-controls]')!;
      const cs = getComputedStyle(document.getElementById(toggle.getAttribute('aria-controls')!)!);
      return `${cs.animationName === 'none' ? 'none' : 'reveal'} ${cs.animationDuration}`;
    });
  it('the filter panel opens without animation', async () => {
    const page = await open(LISTING, { context: { reducedMotion: 'reduce' } });
    await openDatePanel(page);
    expect(await panelAnimation(page)).toMatch(/^none /);
  });
  it('but animates (0.1 s) when motion is fine', async () => {
    const page = await open(LISTING, { context: { reducedMotion: 'no-preference' } });
    await openDatePanel(page);
    expect(await panelAnimation(page)).toBe('reveal 0.1s');
  });
});
