/**
 * The museum's face in the built site (issue 16): its typeface self-hosted and preloaded within the
 * font budget, its mark in the header and footer and as the icon, artworks shown whole, the phone
 * menu that holds the whole header, and media controls in the dark theme.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.ts';
import { openSite } from '../support/site.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe('the visual identity', () => {
  it('self-hosts its fonts as woff2 within 120 KB, and every page preloads the upright face it shows first', () => {
    const dir = inject('siteDir');
    const fonts = readdirSync(join(dir, 'assets')).filter((f) => /\.(woff2?|ttf|otf)$/.test(f));
    expect(fonts.every((f) => f.endsWith('.woff2'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    const bytes = fonts.reduce((n, f) => n + statSync(join(dir, 'assets', f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(120 * 1024);
    for (const page of ['index.html', 'en.html', 'coleccion/obra/noche-meseta.html', '404.html']) {
      const html = readFileSync(join(dir, page), 'utf8');
      const preloads = [...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      expect(preloads, page).toEqual([expect.stringMatching(/^\/assets\/archivo-latin-wght-normal-[\w-]+\.woff2$/)]);
    }
  });

  it('sets headings and text in Archivo, with the metric-matched fallback behind it, and the mark in header and footer', async () => {
    const { context, page, errors } = await openSite(browser, '/');
    await page.evaluate(() => document.fonts.ready);
    const family = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily);
    expect(family).toMatch(/^Archivo, "Archivo Fallback"/);
    expect(await page.evaluate(() => document.fonts.check('700 40px Archivo'))).toBe(true);
    const home = page.getByRole('banner').getByRole('link', { name: 'Museo Nacional de Arte Moderno y Contemporáneo, inicio' });
    await expect.poll(() => home.locator('svg').count()).toBe(1);
    expect(await home.locator('svg').getAttribute('aria-hidden')).toBe('true');
    expect(await page.getByRole('contentinfo').getByRole('img', { name: 'Museo Nacional de Arte Moderno y Contemporáneo' }).count()).toBe(
      1,
    );
    expect(await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'))).toBe('/favicon.svg');
    const manifest = await page.evaluate(async () =>
      (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json(),
    );
    expect(manifest.icons.map((i: { src: string }) => i.src)).toEqual(['/favicon.svg', '/app-icon.svg']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an artwork first and whole, at its own proportions, on a phone and on a desktop', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await openSite(browser, '/coleccion/obra/horizonte-quebrado', { width });
      const img = page.locator('[data-treatment="artwork"] img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      const { ratio, natural, fit } = await img.evaluate((i: HTMLImageElement) => {
        const box = i.getBoundingClientRect();
        return { ratio: box.width / box.height, natural: i.naturalWidth / i.naturalHeight, fit: getComputedStyle(i).objectFit };
      });
      expect(Math.abs(ratio - natural)).toBeLessThan(0.02);
      expect(fit).not.toBe('cover');
      const imgBox = (await img.boundingBox())!;
      const h1Box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // First: to the left of the title on a desktop, above it on a phone.
      expect(width > 1023 ? imgBox.x + imgBox.width <= h1Box.x : imgBox.y + imgBox.height <= h1Box.y).toBe(true);
      await context.close();
    }
  });

  it('on a phone, the menu holds search, the main links, tickets, the museum’s other links and every language of the page', async () => {
    const { context, page, errors } = await openSite(browser, '/exposiciones/paisajes-abstraccion', { width: 390 });
    // The bar has room for the mark alone: it is cut to a square and nothing of the wordmark shows over the tools.
    const mark = page
      .getByRole('banner')
      .getByRole('link', { name: /inicio$/ })
      .locator('svg');
    expect(await mark.evaluate((svg) => getComputedStyle(svg).overflow)).toBe('hidden');
    const markBox = (await mark.boundingBox())!;
    const searchBox = (await page.getByRole('banner').getByRole('link', { name: 'Buscar en el museo' }).boundingBox())!;
    expect(markBox.width).toBeLessThanOrEqual(markBox.height + 1);
    expect(markBox.x + markBox.width).toBeLessThan(searchBox.x);
    await page.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('searchbox').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Colecciones' }).getAttribute('href')).toBe('/colecciones');
    expect(await menu.getByRole('link', { name: 'Comprar entradas' }).isVisible()).toBe(true);
    expect(await menu.getByRole('navigation', { name: 'El museo' }).getByRole('link', { name: 'Prensa' }).getAttribute('href')).toBe(
      '/prensa',
    );
    const english = menu.getByRole('navigation', { name: 'Idioma' }).getByRole('link', { name: 'English' });
    expect(await english.getAttribute('lang')).toBe('en');
    await english.click();
    await page.waitForURL(/\/en\/exhibitions\//);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the media controls dark on the dark pages (podcast, radio, multimedia) and light elsewhere', async () => {
    for (const [path, scheme] of [
      ['/radio/voces-del-paisaje/episodio-1', 'dark'],
      ['/multimedia/video/montaje-paisajes', 'dark'],
      ['/', 'light'],
    ] as const) {
      const { context, page } = await openSite(browser, path, { hydrate: false });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe(scheme);
      if (scheme === 'dark')
        expect(
          await page
            .locator('audio, video')
            .first()
            .evaluate((m) => getComputedStyle(m).colorScheme),
        ).toBe('dark');
      await context.close();
    }
  });
});
