/** The built sample site, served like production, in Chromium: pages, languages, hydration, axe. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const pages = [
  { path: '/', lang: 'es', h1: 'Museo Nacional de Arte Moderno y Contemporáneo' },
  { path: '/en', lang: 'en', h1: 'National Museum of Modern and Contemporary Art' },
  { path: '/exposiciones/paisajes-abstraccion', lang: 'es', h1: 'Paisajes de la abstracción' },
  { path: '/en/exhibitions/landscapes-abstraction', lang: 'en', h1: 'Landscapes of abstraction' },
  { path: '/actividades/visita-paisajes', lang: 'es', h1: 'Visita comentada: Paisajes de la abstracción' },
  { path: '/en/activities/landscapes-tour', lang: 'en', h1: 'Guided tour: Landscapes of abstraction' },
  { path: '/coleccion/obra/noche-meseta', lang: 'es', h1: 'Noche en la meseta' },
  { path: '/en/collection/artwork/night-plateau', lang: 'en', h1: 'Night on the plateau' },
  { path: '/publicaciones/catalogo-paisajes', lang: 'es', h1: 'Catálogo: Paisajes de la abstracción' },
  { path: '/en/publications/landscapes-catalogue', lang: 'en', h1: 'Catalogue: Landscapes of abstraction' },
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function fresh(width = 1280) {
  context = await browser.newContext({ viewport: { width, height: 900 } });
  page = await context.newPage();
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}
afterEach(async () => context?.close());

/** Resolves once React has hydrated the page (the language button answers clicks). */
async function hydrated() {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

describe('the built site', () => {
  for (const p of pages) {
    it(`serves ${p.path} prerendered, in ${p.lang}, hydrated, with no axe violation`, async () => {
      await fresh();
      const res = await page.goto(inject('siteUrl') + p.path);
      expect(res?.status()).toBe(200);
      // Prerendered: the heading is in the HTML before any script runs.
      expect(await res?.text()).toContain(`>${p.h1}</h1>`);
      expect(await page.getAttribute('html', 'lang')).toBe(p.lang);
      await hydrated();
      await expect(page.locator('h1').innerText()).resolves.toBe(p.h1);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('switches language from the header, to the translation of the same page', async () => {
    await fresh();
    await page.goto(inject('siteUrl') + '/exposiciones/paisajes-abstraccion');
    await hydrated();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('button', { name: /Idioma: Español/ }).click();
    const english = page.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await english.getAttribute('hreflang')).toBe('en');
    await english.click();
    await page.waitForURL('**/en/exhibitions/landscapes-abstraction');
    await page.locator('h1', { hasText: 'Landscapes of abstraction' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.title()).toBe('Landscapes of abstraction | Museo Nacional de Arte Moderno y Contemporáneo');
    // Navigated in the client: the same document is still loaded.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
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
    expect(await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/.*dates=20261128T110000Z%2F20261128T120000Z/);
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
