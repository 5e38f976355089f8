/**
 * The built sample site, served like production, in the full Chromium visitors run (/usr/bin/chromium;
 * the other browser tests drive its headless shell): language switching, calendar, errors, menus.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { releaseBrowser, workerFullBrowser } from '../support/chromium.ts';
import { hydrated as hydratedPage, markDocument, openSite, sameDocument } from '../support/site.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await workerFullBrowser();
});
afterAll(() => releaseBrowser(browser));

async function fresh(width = 1280) {
  ({ context, page, errors } = await openSite(browser, null, { width, serviceWorkers: 'allow' }));
}
afterEach(async () => context?.close());

/** Resolves once React has hydrated the page (the language button answers clicks). */
const hydrated = () => hydratedPage(page);

describe('the built site', () => {
  // Every page's status, language, hydration and axe check: every-view.test.ts.

  // Search (query, facets, address, messages): search.test.ts.

  it('on a phone, an anchor of the section menu scrolls its section under the bars and focuses it', async () => {
    await fresh(390);
    await page.goto(inject('siteUrl') + '/exposiciones-actividades');
    await hydrated();
    await page.getByRole('navigation', { name: 'En esta página' }).getByRole('button').click();
    await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: 'Boletín' }).click();
    await page.waitForFunction(() => window.location.hash === '#boletin');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('boletin');
    // It ends under the sticky header and bar (its scroll margin), neither hidden under them nor far below.
    const top = () => page.evaluate(() => Math.round(document.getElementById('boletin')!.getBoundingClientRect().top));
    await expect
      .poll(async () => {
        const t = await top();
        return t >= 100 && t <= 125;
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it('highlights the anchor of the section being read as the visitor scrolls', async () => {
    await fresh();
    await page.goto(inject('siteUrl') + '/exposiciones/paisajes-abstraccion');
    await hydrated();
    const menu = page.getByRole('navigation', { name: 'En esta página' });
    for (const [id, name] of [
      ['galeria', 'Galería'],
      ['exposiciones-relacionadas', 'Exposiciones relacionadas'],
      ['detalles', 'Detalles'],
    ] as const) {
      // Bring the section's heading to a quarter of the way down the viewport.
      await page.evaluate(
        (i) => window.scrollTo(0, document.getElementById(i)!.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.25),
        id,
      );
      await expect.poll(() => menu.getByRole('link', { name }).first().getAttribute('aria-current')).toBe('location');
    }
  });

  it('switches language from the header, to the translation of the same page', async () => {
    await fresh();
    await page.goto(inject('siteUrl') + '/exposiciones/paisajes-abstraccion');
    await hydrated();
    await markDocument(page);
    await page.getByRole('button', { name: /Idioma: Español/ }).click();
    const english = page.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await english.getAttribute('hreflang')).toBe('en');
    await english.click();
    await page.waitForURL('**/en/exhibitions/landscapes-abstraction');
    await page.locator('h1', { hasText: 'Landscapes of abstraction' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toBe('Landscapes of abstraction | National Museum of Modern and Contemporary Art');
    // Navigated in the client: the same document is still loaded, and the interface text came with the
    // page (a Spanish page loads only the Spanish catalogue).
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole('button', { name: /Language: English/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('offers an activity to calendars: a downloadable .ics in Madrid time, Google and Office 365 links', async () => {
    await fresh();
    await page.goto(inject('siteUrl') + '/actividades/visita-paisajes');
    await hydrated();
    await page.getByRole('button', { name: 'Añadir al calendario' }).click();
    const apple = page.getByRole('link', { name: 'Apple Calendar (.ics)' });
    const href = await apple.getAttribute('href');
    const ics = await page.request.get(inject('siteUrl') + href);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const body = await ics.text();
    expect(body).toContain('SUMMARY:Visita comentada: Paisajes de la abstracción');
    expect(body).toContain('DTSTART:20261128T110000Z');
    expect(await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toMatch(
      /^https:\/\/calendar\.google\.com\/.*dates=20261128T110000Z%2F20261128T120000Z/,
    );
    expect(await page.getByRole('link', { name: /Office 365/ }).getAttribute('href')).toMatch(/^https:\/\/outlook\.office\.com\//);
  });

  it('answers an unknown path with a 404 and the 404 page, and strips trailing slashes', async () => {
    await fresh();
    const res = await page.goto(inject('siteUrl') + '/no-existe');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('Página no encontrada');
    const redirected = await page.goto(inject('siteUrl') + '/en/');
    expect(redirected?.url()).toBe(inject('siteUrl') + '/en');
    expect(redirected?.request().redirectedFrom()?.url()).toBe(inject('siteUrl') + '/en/');
  });

  it("reserves a video's frame before its poster or metadata arrive, so nothing below it moves", async () => {
    await fresh(390);
    // The poster never arrives: the frame must already have its 16:9 height.
    await page.route(/\.(svg|jpe?g|png|webp)$/, (r) => r.abort());
    await page.goto(inject('siteUrl') + '/multimedia/como-se-monta-una-exposicion');
    const box = await page.locator('main video').first().boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.height - (box!.width * 9) / 16)).toBeLessThan(1);
  });

  it('opens the main menu on a phone and closes it with Escape, focus back on the button', async () => {
    await fresh(375);
    await page.goto(inject('siteUrl') + '/');
    await hydrated();
    const button = page.getByRole('button', { name: 'Menú' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menú' }).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menú' }).isVisible()).resolves.toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});
