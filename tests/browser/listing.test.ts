/**
 * The programme listing on the built site, with the clock fixed at 22 Nov 2026 10:00 in Madrid (the sample's moment):
 * the anchor menu ↔ filter bar swap, filters by mouse and keyboard, the address, back and forward.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { workerBrowser } from '../support/chromium.ts';
import { hydrated, openSite, siteSession, siteUrl } from '../support/site.ts';

let page: Page;
const NOW = new Date('2026-11-22T10:00:00+01:00');
// The listing as a visitor uses it: tabs kept for the file, cleared between tests (siteSession).
const session = siteSession({ height: 800, clock: 'fixed', now: NOW, keepTab: true });

async function open(query = '', width = 1280) {
  page = await session.open(`/exposiciones-actividades${query}`, { width });
  await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
}
const cards = () => page.locator('[data-listing] article h3').allInnerTexts();
const params = () => Object.fromEntries(new URL(page.url()).searchParams);
const anchorsShown = () => page.locator('[data-dynamic-menu="anchors"]').isVisible();

describe('the programme listing', () => {
  it('swaps the anchor menu for the filter bar while the listing is in view, and back', async () => {
    await open();
    expect(await anchorsShown()).toBe(true);
    await page.locator('[data-listing]').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
    await expect.poll(anchorsShown).toBe(false);
    await expect(page.getByRole('region', { name: 'Filtrar la programación' }).isVisible()).resolves.toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(anchorsShown).toBe(true);
  });

  it('comes with its code when reached by a link from a page without one: no full load, and it filters', async () => {
    // A context of its own: what the page fetches is the point, so nothing may come from a tab's caches.
    const opened = await openSite(await workerBrowser(), null, { width: 1280, height: 800, clock: 'fixed', now: NOW });
    onTestFinished(() => opened.context.close());
    page = opened.page;
    // The listing's chunk is not part of a page without a listing: it is fetched when one is shown.
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    const listingChunk = () => scripts.some((s) => /\/activities-and-exhibitions-list-[\w-]+\.js$/.test(s));
    await page.goto(siteUrl('/museo'));
    await hydrated(page);
    await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
    // This page neither names the listing's chunk nor has fetched it.
    expect(await page.locator('link[rel="modulepreload"][href*="activities-and-exhibitions-list-"]').count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(listingChunk()).toBe(false);
    expect(await page.locator('[data-listing]').count()).toBe(0);
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { href: '/exposiciones-actividades', textContent: 'programme' });
      document.querySelector('main')!.append(a);
      a.click();
    });
    await page.waitForURL('**/exposiciones-actividades');
    await expect.poll(cards).toHaveLength(9);
    expect(await listingChunk()).toBe(true);
    await page.getByRole('radio', { name: 'Exposiciones' }).click();
    await expect.poll(cards).toHaveLength(3);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true);
  });

  it('filters by type with the mouse, writing the address without a reload', async () => {
    await open();
    await expect.poll(cards).toHaveLength(9);
    await page.getByRole('radio', { name: 'Exposiciones' }).click();
    await expect.poll(params).toEqual({ bundle: 'exhibition', q: '' });
    await expect.poll(cards).toEqual(['Paisajes de la abstracción', 'Elena Asins: cálculo y poesía', 'La ciudad moderna']);
    await page.getByRole('radio', { name: 'Visitas' }).click();
    await expect.poll(params).toEqual({ bundle: 'activity', categories: '36', q: '' });
    await expect.poll(cards).toEqual(['Visita comentada: Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true);
  });

  it('works with the keyboard: arrows move the type, the date panel opens and picks', async () => {
    await open();
    await page.getByRole('radio', { name: 'Todo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(params).toEqual({ bundle: 'exhibition', q: '' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(params).toEqual({ bundle: 'activity', q: '' });
    await page.getByRole('button', { name: /Fecha/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'Próxima semana' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(params).toEqual({ bundle: 'activity', date: 'future', q: '' });
    // Next week (23–29 Nov) holds the guided tour of the 28th and the collection's daily tours, not the lecture of 3 Dec.
    await expect.poll(cards).toEqual(['Visita comentada: Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
  });

  it('keeps both choices when the second comes before the first has rendered', async () => {
    await open();
    await page.getByRole('button', { name: /Fecha/ }).click();
    // Two changes in one task: the second must start from the address the first wrote.
    await page.evaluate(() => {
      (document.querySelector('input[type=radio][value="exhibition"]') as HTMLInputElement).click();
      (document.querySelector('input[type=radio][value="today"]') as HTMLInputElement).click();
    });
    await expect.poll(params).toEqual({ bundle: 'exhibition', date: 'current', q: '' });
  });

  it('reads the view back from a shared address, including visitas and the date', async () => {
    await open('?bundle=activity&categories=36&date=future&q=');
    await expect.poll(() => page.getByRole('radio', { name: 'Visitas' }).isChecked()).toBe(true);
    await expect(page.getByRole('button', { name: /Próxima semana/ }).count()).resolves.toBe(1);
    await expect.poll(cards).toEqual(['Visita comentada: Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
  });

  it('says "Sin resultados" when nothing matches, and back/forward restore the filters', async () => {
    await open();
    await page.getByRole('radio', { name: 'Visitas' }).click();
    await expect.poll(params).toEqual({ bundle: 'activity', categories: '36', q: '' });
    await page.getByRole('button', { name: /Fecha/ }).click();
    await page.getByRole('radio', { name: 'Pasadas' }).click();
    await expect.poll(params).toEqual({ bundle: 'activity', categories: '36', date: 'past', q: '' });
    await page.locator('[data-listing]').getByText('Sin resultados', { exact: true }).waitFor();
    await page.goBack();
    await expect.poll(params).toEqual({ bundle: 'activity', categories: '36', q: '' });
    await expect.poll(cards).toEqual(['Visita comentada: Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
    await page.goBack();
    await expect.poll(cards).toHaveLength(9);
    await page.goForward();
    await expect.poll(cards).toEqual(['Visita comentada: Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true);
  });

  it('has something under every date filter: past, today, tomorrow and next week', async () => {
    await open('?date=past&q=');
    await expect.poll(cards).toEqual(['Concierto: música para un paisaje', 'La ciudad moderna']);
    // Today, Sunday 22 Nov, the collection tour at 12:00; the next 24 hours hold the same session.
    await open('?date=current&q=');
    await expect.poll(cards).toEqual(['Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
    await open('?date=tomorrow&q=');
    await expect.poll(cards).toEqual(['Paisajes de la abstracción', 'Visita a la Colección: diez obras del siglo XX']);
    await open('?date=future&q=');
    await expect
      .poll(cards)
      .toEqual([
        'Paisajes de la abstracción',
        'Visita comentada: Paisajes de la abstracción',
        'Visita a la Colección: diez obras del siglo XX',
      ]);
  });

  it('swaps on a phone too', async () => {
    await open('', 390);
    await page.locator('[data-listing]').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 60));
    await expect.poll(anchorsShown).toBe(false);
  });
});
