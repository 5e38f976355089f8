/**
 * Pictures as a visitor's screen gets them, in Chromium, on a phone (390×844 at 3 device pixels per
 * CSS pixel) and a desktop (1280×800 at 1): every photograph is a size the build made, in WebP, never
 * its master, and no larger than 1.5× the pixels it paints (the sizes step by 1.22× in width, and
 * the browser takes the smallest as wide as the screen needs); the hero's picture is fetched first and eagerly, the rest
 * lazily, each with a preview of a few hundred bytes under it; and the page keeps the site's Content
 * Security Policy (the preview is an image, not a style).
 */
import { describe, expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, scale: 3 },
  { name: 'desktop', width: 1280, height: 800, scale: 1 },
] as const;

/** Each page with the components whose pictures it must show (so a page without them fails, not passes). */
const PAGES = [
  { path: '/', shows: ['hero', 'teaser'] },
  { path: '/exposiciones/paisajes-abstraccion', shows: ['hero', 'gallery', 'card'] },
  { path: '/en/collection/artwork/night-plateau', shows: ['artwork', 'card'] },
  { path: '/colecciones/explora', shows: ['card'] },
  { path: '/museo', shows: ['gallery'] },
  { path: '/actividades/concierto-musica-paisaje', shows: ['hero', 'card'] },
] as const;

interface Painted {
  component: string;
  src: string;
  /** The file's own pixels (its width is in its name; naturalWidth is divided by the density the browser chose). */
  file: [number, number];
  /** The picture's size as painted, in device pixels (scaled as its object-fit scales it). */
  painted: [number, number];
  loading: string | null;
  priority: string | null;
  placeholderBytes: number | null;
}

const session = siteSession();

describe.each(VIEWPORTS)('pictures on a $name', (viewport) => {
  it.each(PAGES)('$path: each a made size, at most 1.5× the pixels it paints', async ({ path, shows }) => {
    const page = await session.open(path, {
      width: viewport.width,
      height: viewport.height,
      context: { deviceScaleFactor: viewport.scale, isMobile: viewport.scale > 1, hasTouch: viewport.scale > 1 },
    });
    const pictures = page.locator('main picture img');
    // The explorer's works come from the search index, after the page.
    await pictures.first().waitFor();
    const count = await pictures.count();
    expect(count).toBeGreaterThan(0);
    // Each picture brought into view (a lazy one loads only then) and loaded.
    for (let i = 0; i < count; i++) {
      const img = pictures.nth(i);
      if (!(await img.isVisible())) continue;
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: `${path} #${i}` })
        .toBe(true);
    }
    const painted: Painted[] = await pictures.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs
        .filter((img) => img.getBoundingClientRect().width > 0)
        .map((img) => {
          const box = img.getBoundingClientRect();
          const fit = getComputedStyle(img).objectFit;
          const scaleBy = fit === 'contain' ? Math.min : Math.max;
          const scale = scaleBy(box.width / img.naturalWidth, box.height / img.naturalHeight);
          const hero = img.closest('[data-treatment]')?.getAttribute('data-treatment');
          const component = hero
            ? hero === 'artwork'
              ? 'artwork'
              : 'hero'
            : img.closest('article[data-kind]')
              ? 'card'
              : img.closest('article')
                ? 'teaser'
                : 'gallery';
          const placeholder = img.closest('picture')?.parentElement?.querySelector(':scope > svg[aria-hidden="true"] image');
          return {
            component,
            src: img.currentSrc,
            file: [
              Number(/\/(\d+)\.\w+$/.exec(img.currentSrc)?.[1]),
              (Number(/\/(\d+)\.\w+$/.exec(img.currentSrc)?.[1]) * img.naturalHeight) / img.naturalWidth,
            ] as [number, number],
            painted: [img.naturalWidth * scale * devicePixelRatio, img.naturalHeight * scale * devicePixelRatio] as [number, number],
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
            placeholderBytes: placeholder?.getAttribute('href')?.startsWith('data:image/webp')
              ? placeholder.getAttribute('href')!.length
              : null,
          };
        }),
    );
    expect([...new Set(painted.map((p) => p.component))]).toEqual(expect.arrayContaining([...shows]));
    for (const p of painted) {
      const where = `${path} ${p.component} ${p.src}`;
      expect(p.src, where).toMatch(/\/pictures\/[0-9a-f]{20}\/\d+\.webp$/);
      const ratio = (p.file[0] * p.file[1]) / (p.painted[0] * p.painted[1]);
      expect(ratio, `${where}: ${p.file.map(Math.round).join('×')} for ${p.painted.map(Math.round).join('×')}`).toBeLessThanOrEqual(1.5);
      expect(p.placeholderBytes, where).not.toBeNull();
      expect(p.placeholderBytes!, where).toBeLessThan(600);
      if (p.component === 'hero' || p.component === 'artwork') expect([p.loading, p.priority], where).toEqual([null, 'high']);
      if (p.component === 'card' || p.component === 'teaser') expect([p.loading, p.priority], where).toEqual(['lazy', null]);
    }
    expect(session.errors).toEqual([]);
  });
});
