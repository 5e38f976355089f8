/**
 * Looking closely at a work on the built site, in Chromium, in Spanish and English: the picture opens
 * full-screen from its button, zooms by keyboard, reading the photograph's tiles (never its master),
 * shows its credit and licence, closes with Escape and gives focus back; the viewer's code (OpenSeadragon) is fetched only then, never with the page; and the
 * console stays clean under the site's Content Security Policy.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { hydrated, openSite, siteUrl } from '../support/site.ts';

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(() => releaseBrowser(browser));
afterEach(async () => {
  // The site's own Content Security Policy holds with the viewer open: no inline style, no error.
  expect(errors).toEqual([]);
  await context?.close();
  context = undefined;
});

const cases = [
  {
    lang: 'es',
    path: '/coleccion/obra/noche-meseta',
    open: 'Ampliar la imagen',
    dialog: 'Noche en la meseta, ampliada',
    close: 'Cerrar',
    credit: 'Dominio público',
  },
  {
    lang: 'en',
    path: '/en/collection/artwork/night-plateau',
    open: 'Enlarge the image',
    dialog: 'Night on the plateau, enlarged',
    close: 'Close',
    credit: 'Public domain',
  },
] as const;

describe.each(cases)('the image viewer ($lang)', (c) => {
  it('opens from its button, zooms by keyboard, and closes back to the button; its code comes only then', async () => {
    ({ context, page, errors } = await openSite(browser, null));
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto(siteUrl(c.path));
    await hydrated(page);
    const button = page.getByRole('button', { name: c.open });
    await button.waitFor();
    const viewerCode = () => fetched.filter((u) => /ZoomDialog|openseadragon/i.test(u));
    expect(viewerCode()).toEqual([]);

    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: c.dialog });
    await dialog.waitFor();
    expect(viewerCode().length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(c.close);
    await expect.poll(() => dialog.getByText(c.credit, { exact: false }).isVisible()).toBe(true);
    const area = dialog.locator('[data-viewer-area]');
    await expect.poll(() => area.getAttribute('data-ready')).toBe('true');
    const home = Number(await area.getAttribute('data-home'));
    await page.keyboard.press('+');
    await expect.poll(async () => Number(await area.getAttribute('data-zoom'))).toBeGreaterThan(home);
    // The photograph is read in tiles from its IIIF pyramid, never whole: its master is not fetched.
    await expect.poll(() => fetched.filter((u) => /\/pictures\/[0-9a-f]{20}\/iiif\/.+\/default\.jpg$/.test(u)).length).toBeGreaterThan(0);
    // (The footer's logos, SVGs in /media too, may load lazily meanwhile: the master is the artwork's photograph.)
    expect(fetched.filter((u) => /\/media\/.+\.jpe?g$/i.test(u))).toEqual([]);
    await page.keyboard.press('0');
    await expect.poll(async () => Number(await area.getAttribute('data-zoom'))).toBe(home);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
  });
});

it('opens from an exhibition gallery, its button named by the picture', async () => {
  ({ context, page, errors } = await openSite(browser, '/exposiciones/paisajes-abstraccion'));
  const button = page.getByRole('button', { name: 'Ampliar la imagen: Sin título, 1958' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Sin título, 1958, ampliada' });
  await dialog.waitFor();
  await expect.poll(() => dialog.locator('[data-viewer-area]').getAttribute('data-ready')).toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
});

// A gallery paragraph on a page of the CMS's own (the museum's page): its view does not show the
// collection, yet the viewer's words come with the page because it holds a gallery.
it.each([
  { path: '/museo', picture: 'Edificio Nouvel, 2005', open: 'Ampliar la imagen', enlarged: 'ampliada', close: 'Cerrar' },
  { path: '/en/museo', picture: 'Nouvel building, 2005', open: 'Enlarge the image', enlarged: 'enlarged', close: 'Close' },
])('opens from a gallery paragraph of a generic page ($path)', async (c) => {
  ({ context, page, errors } = await openSite(browser, c.path));
  await hydrated(page);
  const button = page.getByRole('button', { name: `${c.open}: ${c.picture}` });
  await button.click();
  const dialog = page.getByRole('dialog', { name: `${c.picture}, ${c.enlarged}` });
  await dialog.waitFor();
  await expect.poll(() => dialog.locator('[data-viewer-area]').getAttribute('data-ready'), { timeout: 10_000 }).toBe('true');
  await dialog.getByRole('button', { name: c.close }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
});
