/**
 * Image rights on the built site in Chromium: a visitor sees why a work has no picture, in
 * Spanish and English, and finds a download only under an open licence, by keyboard.
 */
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';

const session = siteSession({ keepTab: true });

describe('image rights', () => {
  it('says why a work has no picture, in Spanish and English', async () => {
    for (const [path, reason] of [
      ['/coleccion/obra/reticula-7', 'Sin imagen: los derechos de reproducción de esta obra aún no están cedidos al museo.'],
      ['/en/collection/artwork/grid-7', 'No image: the reproduction rights of this work have not been cleared for the museum yet.'],
    ] as const) {
      const page = await session.open(path);
      await page.getByText(reason).waitFor({ state: 'visible' });
      expect(await page.locator('main [data-treatment] img').count()).toBe(0);
    }
  });

  it('offers a download under an open licence, reached by keyboard, and none when all rights are reserved', async () => {
    let page = await session.open('/en/collection/artwork/composition-red-blue');
    const download = page.getByRole('link', { name: 'Download the image (JPEG)' });
    await download.focus();
    expect(await download.evaluate((a) => a === document.activeElement && a.hasAttribute('download'))).toBe(true);
    expect(await page.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe('https://creativecommons.org/licenses/by/4.0/');
    page = await session.open('/coleccion/obra/estudio-amarillo');
    await page.getByText('Todos los derechos reservados').waitFor({ state: 'visible' });
    expect(await page.getByRole('link', { name: /Descargar la imagen/ }).count()).toBe(0);
  });

  it('offers each gallery picture under an open licence for download, named by the picture, by keyboard', async () => {
    const page = await session.open('/exposiciones/paisajes-abstraccion');
    const links = page.locator('main figure figcaption a[download]');
    await links.first().waitFor();
    // The exhibition's gallery is a carousel: one picture, and its link, at a time.
    const first = await links.first().getAttribute('aria-label');
    expect(first).toMatch(/^Descargar la imagen \(JPEG\): \S/);
    await page.getByRole('button', { name: 'Imagen siguiente' }).click();
    await expect.poll(() => links.first().getAttribute('aria-label')).not.toBe(first);
    expect(await links.first().getAttribute('aria-label')).toMatch(/^Descargar la imagen \(JPEG\): \S/);
    await links.first().focus();
    expect(await links.first().evaluate((a) => a === document.activeElement)).toBe(true);
  });
});
