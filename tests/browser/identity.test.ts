/**
 * The museum's face in the built site: its typeface self-hosted and preloaded within the
 * font budget, its mark in the header and footer and as the icon, artworks shown whole, the phone
 * menu that holds the whole header, and the media players' own controls in the page's theme and language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { openSite, siteSession, siteUrl } from '../support/site.ts';
import { pictureKey } from '../../app/site-build/pictures/picture-sizes.ts';
import { ROOT } from '../support/build.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));
// Most checks read a page as it is shown: tabs kept for the file, cleared between tests (siteSession).
const session = siteSession({ keepTab: true });

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
    const page = await session.open('/');
    const errors = session.errors;
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
    // In every language the home link's name begins with the word the logo shows (WCAG 2.5.3), for speech input.
    for (const [path, name] of [
      ['/en', 'Museo, National Museum of Modern and Contemporary Art, home'],
      ['/eu', 'Museo Nacional de Arte Moderno y Contemporáneo, inicio'],
    ] as const) {
      await page.goto(siteUrl(path));
      const link = page.getByRole('banner').getByRole('link', { name, exact: true });
      expect(await link.count(), path).toBe(1);
      expect(await link.locator('svg text').textContent(), path).toBe('MUSEO');
    }
  });

  it('shows an artwork (and a publication’s cover) first and whole, at its own proportions, on a phone and on a desktop', async () => {
    for (const [path, width] of [
      ['/coleccion/obra/horizonte-quebrado', 1280],
      ['/coleccion/obra/horizonte-quebrado', 390],
      ['/publicaciones/catalogo-paisajes', 1280],
    ] as const) {
      const page = await session.open(path, { width });
      const img = page.locator('[data-treatment="artwork"] img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      const { ratio, natural, fit } = await img.evaluate((i: HTMLImageElement) => {
        const box = i.getBoundingClientRect();
        return { ratio: box.width / box.height, natural: i.naturalWidth / i.naturalHeight, fit: getComputedStyle(i).objectFit };
      });
      // Whole: the box keeps the picture's proportions, or the picture is contained in its box (never cropped).
      expect(fit === 'contain' || Math.abs(ratio - natural) < 0.02).toBe(true);
      expect(fit).not.toBe('cover');
      const imgBox = (await img.boundingBox())!;
      const h1Box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // First: to the left of the title on a desktop, above it on a phone.
      expect(width > 1023 ? imgBox.x + imgBox.width <= h1Box.x : imgBox.y + imgBox.height <= h1Box.y).toBe(true);
    }
  });

  it('on a phone, the menu holds search, the main links, tickets, the museum’s other links and every language of the page', async () => {
    const page = await session.open('/exposiciones/paisajes-abstraccion', { width: 390 });
    const errors = session.errors;
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
  });

  it('draws the media controls dark on the dark pages (podcast, radio, multimedia) and light elsewhere', async () => {
    for (const [path, scheme] of [
      ['/radio/voces-del-paisaje/episodio-1', 'dark'],
      ['/multimedia/video/montaje-paisajes', 'dark'],
      ['/', 'light'],
    ] as const) {
      const page = await session.open(path, { hydrate: false });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe(scheme);
      if (scheme === 'dark')
        expect(
          await page
            .locator('audio, video')
            .first()
            .evaluate((m) => getComputedStyle(m).colorScheme),
        ).toBe('dark');
    }
  });

  it('swaps the browser controls for its own once the page runs, without moving the page, and keeps them without JavaScript', async () => {
    const path = '/multimedia/video/montaje-paisajes';
    const below = (page: Page) =>
      page.evaluate('document.fonts.ready.then(() => document.querySelector("main h2").getBoundingClientRect().top)');
    const off = { page: await session.open(path, { hydrate: false, context: { javaScriptEnabled: false } }) };
    expect(await off.page.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    // Without JavaScript the bar's place is kept (so nothing moves later), but there is nothing in it to see or reach.
    const place = off.page.locator('video + [data-ready="false"]');
    expect(await place.evaluate((e) => [getComputedStyle(e).visibility, e.childElementCount])).toEqual(['hidden', 0]);
    expect(await off.page.locator('[role="group"][aria-label^="Controles de"]').count()).toBe(0);
    const before = await below(off.page);

    const page = await session.open(path);
    const errors = session.errors;
    const bar = page.getByRole('group', { name: 'Controles de «Montaje de Paisajes de la abstracción»' });
    await bar.waitFor();
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
    expect(await below(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  it('plays, seeks, mutes and toggles captions and transcript by keyboard alone, in the page language', async () => {
    const page = await session.open('/en/multimedia/video/installing-landscapes');
    const errors = session.errors;
    const bar = page.getByRole('group', { name: /^Controls for “/ });
    await bar.waitFor();
    const video = page.locator('video');
    await video.evaluate((v: HTMLVideoElement) => (v.muted = true));
    const position = bar.getByRole('slider', { name: 'Position' });
    await expect.poll(() => position.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await position.getAttribute('aria-valuetext')).toMatch(/^0:00 of 0:0\d$/);

    await bar.getByRole('button', { name: 'Play' }).focus();
    await page.keyboard.press('Space');
    await bar.getByRole('button', { name: 'Pause' }).waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Play' }).waitFor();
    // The same button, relabelled: focus stays on it.
    expect(await bar.getByRole('button', { name: 'Play' }).evaluate((e) => e === document.activeElement)).toBe(true);

    await page.keyboard.press('Tab');
    expect(await position.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime === v.duration), { timeout: 30_000 }).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0), { timeout: 30_000 }).toBe(true);

    await page.keyboard.press('Tab');
    const mute = bar.getByRole('button', { name: 'Mute' });
    expect(await mute.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    // The button follows the media element's volumechange event: waited for, never raced.
    await expect.poll(() => mute.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('false');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    const captions = bar.getByRole('button', { name: 'Captions' });
    await expect.poll(() => captions.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await captions.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => captions.getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('false');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]!.mode), { timeout: 30_000 }).toBe('hidden');
    await page.keyboard.press('Tab');
    expect(await bar.getByRole('button', { name: 'Full screen' }).evaluate((e) => e === document.activeElement)).toBe(true);

    // The transcript's toggle comes next in the tab order, and opens with the keyboard.
    await page.keyboard.press('Tab');
    const summary = page.locator('summary', { hasText: 'Transcript' });
    expect(await summary.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.locator('details').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('gives the podcast episode its channel cover art first and its audio player the same controls in the dark theme', async () => {
    const page = await session.open('/radio/voces-del-paisaje/episodio-1', { width: 390 });
    const errors = session.errors;
    const bar = page.getByRole('group', { name: /^Controles de «La línea del horizonte»/ });
    await bar.waitFor();
    expect(
      await page
        .locator('audio')
        .first()
        .evaluate((a: HTMLAudioElement) => a.controls),
    ).toBe(false);
    expect(await bar.evaluate((b) => getComputedStyle(b).colorScheme)).toBe('dark');
    expect(await bar.getByRole('button', { name: 'Reproducir' }).isVisible()).toBe(true);
    // Phones keep mute and drop the volume slider.
    expect(await bar.locator('input[aria-label="Volumen"]').isVisible()).toBe(false);
    // The channel's cover, in the sizes the build made of it (their folder is named by the cover's content).
    const cover = page.locator('main img').first();
    const channelCover = pictureKey(readFileSync(join(ROOT, 'content/media/covers/podcast_channel-9001.jpg')));
    expect(await cover.getAttribute('src')).toMatch(new RegExp(`^/pictures/${channelCover}/\\d+\\.jpg$`));
    expect(errors).toEqual([]);
  });

  it('keeps the five main links on one line from the narrowest desktop up, the menu button named where it shows its icon only', async () => {
    for (const width of [1024, 1119, 1280]) {
      const page = await session.open('/exposiciones/paisajes-abstraccion', { width, hydrate: false });
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Navegación principal' }).first();
      const tops = await nav
        .getByRole('link')
        .evaluateAll((links) => new Set(links.map((l) => Math.round(l.getBoundingClientRect().top))).size);
      expect(tops, `${width} px`).toBe(1);
      expect(await page.getByRole('banner').getByRole('button', { name: 'Menú' }).count(), `${width} px`).toBe(1);
    }
  });

  it("sets an artwork's text on 7 of 12 columns with its technical sheet beside it on a desktop, and below it on a phone", async () => {
    for (const width of [1280, 390]) {
      const page = await session.open('/coleccion/obra/noche-meseta', { width, hydrate: false });
      const text = await page.locator('#mas-sobre-la-obra ~ * p, #mas-sobre-la-obra + * p').first().boundingBox();
      const sheet = await page.getByRole('heading', { name: 'Ficha técnica' }).boundingBox();
      if (width === 1280) {
        expect(sheet!.x).toBeGreaterThan(text!.x + text!.width);
        expect(text!.width).toBeLessThan(720);
      } else expect(sheet!.y).toBeGreaterThan(text!.y + text!.height);
    }
  });

  it("sets an exhibition's opening text on 7 of 12 columns with its details beside it on a desktop, after it on a phone", async () => {
    for (const width of [1280, 390]) {
      const page = await session.open('/exposiciones/paisajes-abstraccion', { width, hydrate: false });
      const main = page.getByRole('main');
      const text = await main.getByText('Entre 1945 y 1975').boundingBox();
      const quote = await main.getByText('No pinto el paisaje').boundingBox();
      const details = await main.getByRole('heading', { name: 'Detalles', level: 2 }).boundingBox();
      const cards = await main.getByRole('heading', { name: 'Planifica tu visita' }).boundingBox();
      if (width === 1280) {
        // Beside the text, level with its first heading, and the wide cards below both.
        expect(details!.x).toBeGreaterThan(text!.x + text!.width);
        expect(details!.y).toBeLessThan(text!.y);
        expect(text!.width).toBeLessThan(720);
        expect(cards!.y).toBeGreaterThan(quote!.y + quote!.height);
      } else {
        expect(details!.y).toBeGreaterThan(quote!.y + quote!.height);
        expect(cards!.y).toBeGreaterThan(details!.y);
      }
      // The anchor menu still reaches it, and the headings still read in the SPEC's order.
      expect(await page.locator('#detalles').count()).toBe(1);
      const headings = await main.locator('h2').allTextContents();
      expect(headings.indexOf('Detalles')).toBeLessThan(headings.indexOf('Galería'));
    }
  });

  it('keeps a section heading from the CMS one step from its text, and gives the other rooms of a floor a band of their own', async () => {
    const page = await session.open('/aviso-legal', { width: 1280, hydrate: false });
    const gaps = await page.evaluate(`[...document.querySelectorAll('main section > h2:only-child')].map((h) => {
      const next = h.parentElement.nextElementSibling;
      const first = next && next.querySelector('p, ul, ol, h3');
      return first ? Math.round(first.getBoundingClientRect().top - h.getBoundingClientRect().bottom) : null;
    }).filter((g) => g !== null)`);
    expect((gaps as number[]).length).toBeGreaterThan(1);
    for (const gap of gaps as number[]) expect(gap).toBeLessThan(48);

    const showroom = { page: await session.open('/coleccion/sala-205', { width: 1280, hydrate: false }) };
    const rooms = showroom.page.getByRole('heading', { name: 'Otras salas de la planta' });
    expect(await rooms.evaluate((h) => h.tagName)).toBe('H2');
    const menu = showroom.page.getByRole('navigation', { name: 'En esta página' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Obras', 'Artistas']);
  });

  it('shows a person without a portrait by their initials beside the name, hidden from assistive technology', async () => {
    const page = await session.open('/personas/lucia-ferrer', { width: 1280, hydrate: false });
    const disc = page.locator('main [data-placeholder]').first();
    expect(await disc.textContent()).toBe('LF');
    expect(await disc.getAttribute('aria-hidden')).toBe('true');
    const box = await disc.boundingBox();
    const name = await page.getByRole('heading', { level: 1, name: 'Lucía Ferrer' }).boundingBox();
    expect(box!.x).toBeGreaterThan(name!.x + name!.width);
  });

  it('moves nothing when an artwork’s or a cover’s picture arrives late (the mat keeps its height)', async () => {
    for (const [path, width] of [
      ['/coleccion/obra/noche-meseta', 1280],
      ['/coleccion/obra/noche-meseta', 390],
      ['/radio/voces-del-paisaje', 390],
    ] as const) {
      const { context, page } = await openSite(browser, null, { width });
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/pictures\//, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(siteUrl(path), { waitUntil: 'domcontentloaded' });
      const below = () => page.evaluate('document.fonts.ready.then(() => document.querySelector("main h2").getBoundingClientRect().top)');
      const before = await below();
      release();
      const img = page.locator('[data-treatment="artwork"] img');
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      expect(await below(), `${path} at ${width} px`).toBe(before);
      await context.close();
    }
  });
});
