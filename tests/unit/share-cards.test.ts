/**
 * What the build draws for shared links and podcast apps: a card with a title (any title: long, of
 * markup, of spaces), a drawing made a JPEG, each of the size asked, drawn once and then linked; and
 * which picture a page's link shows.
 */
import { copyFile, mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { placeDrawing } from '../../app/site-build/pictures/share-cards.ts';
import { shareImageOf } from '../../pages/head/share-image.ts';
import type { Page } from '../../generated/types/content.ts';
import { ROOT } from '../support/build.ts';
import { discard } from '../support/discard.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => discard(d))));
const temp = async () => {
  const d = await mkdtemp(join(tmpdir(), 'share-'));
  dirs.push(d);
  return d;
};

describe('share cards and drawings', () => {
  it('draws a card of the size asked for any title, once, then links it', async () => {
    const [root, out] = [await temp(), await temp()];
    const card = { siteName: 'Museo Nacional', lang: 'es' };
    for (const title of ['Radio', 'Una conversación muy larga '.repeat(12), '<span foreground="red">&amp; "x"</span>', '   ']) {
      const d = { card: { ...card, title }, size: { width: 1200, height: 630 } };
      expect(await placeDrawing(root, out, 'share/a.jpg', d)).toBe(true);
      const meta = await sharp(join(out, 'share/a.jpg')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      // Kept: the same card again is a link to the drawing already made.
      expect(await placeDrawing(root, out, 'share/b.jpg', d)).toBe(false);
      expect((await stat(join(out, 'share/b.jpg'))).ino).toBe((await stat(join(out, 'share/a.jpg'))).ino);
    }
    const square = await placeDrawing(root, out, 'feeds/artwork/radio.jpg', {
      card: { ...card, title: 'Radio' },
      size: { width: 1400, height: 1400 },
    });
    expect(square).toBe(true);
    const meta = await sharp(join(out, 'feeds/artwork/radio.jpg')).metadata();
    expect([meta.width, meta.height]).toEqual([1400, 1400]);
  });

  it('draws a card asked for by several pages at once one time, and every page gets it', async () => {
    const [root, out] = [await temp(), await temp()];
    const d = { card: { siteName: 'Museo Nacional', lang: 'es', title: 'Dos páginas, un título' }, size: { width: 1200, height: 630 } };
    const rels = ['share/a.jpg', 'share/b.jpg', 'share/c.jpg'];
    const drawn = await Promise.all(rels.map((rel) => placeDrawing(root, out, rel, d)));
    expect(drawn.filter(Boolean)).toHaveLength(1);
    const inodes = await Promise.all(rels.map(async (rel) => (await stat(join(out, rel))).ino));
    expect(new Set(inodes).size).toBe(1);
  });

  it('makes a drawing a JPEG at the size a shared link shows, and never writes outside the site', async () => {
    const [root, out] = [await temp(), await temp()];
    const drawing = join(ROOT, 'content/media/artworks/geometria-azul.svg');
    expect(await placeDrawing(root, out, 'share/media/artworks/geometria-azul.jpg', { drawing, size: { width: 1200, height: 800 } })).toBe(
      true,
    );
    const meta = await sharp(join(out, 'share/media/artworks/geometria-azul.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
    await expect(placeDrawing(root, out, '../escape.jpg', { drawing, size: { width: 1200, height: 800 } })).rejects.toThrow(
      /outside the output folder/,
    );
  });
});

describe('drawings shared as JPEGs', () => {
  it('puts one at the address a visitor asks for, its escapes decoded, once for every page showing it', async () => {
    const { shareImages } = await import('../../app/site-build/pictures/share-images.ts');
    const [root, out, media] = [await temp(), await temp(), await temp()];
    await copyFile(join(ROOT, 'content/media/artworks/geometria-azul.svg'), join(media, 'árbol.svg'));
    const site = JSON.parse(await readFile(join(ROOT, 'content/site/config.json'), 'utf8'));
    const { mediaFileOf } = await import('../../app/site-build/pictures/page-pictures.ts');
    const shared = shareImages(site, (address) => mediaFileOf(address, media), root, out);
    const hero = { image: { url: '/media/%C3%A1rbol.svg', alt: 'Un árbol', width: 3000, height: 2000 } };
    const pageAt = (path: string) =>
      ({
        id: path,
        bundle: 'page',
        language: { id: 'es' },
        title: { value: 'x' },
        url: { path },
        translations: [],
        hero,
      }) as unknown as Page;
    expect(shared.of(pageAt('/a'))).toEqual({ drawing: 'share/media/árbol.jpg' });
    expect(shared.of(pageAt('/b'))).toEqual({ drawing: 'share/media/árbol.jpg' });
    expect(await shared.placed()).toBe(1);
    const meta = await sharp(join(out, 'share/media/árbol.jpg')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 800]);
  });
});

describe('the picture a shared link shows', () => {
  const page = (extra: Partial<Page>) =>
    ({
      id: '1',
      bundle: 'page',
      language: { id: 'es' },
      title: { value: 'Una página' },
      url: { path: '/una/pagina' },
      translations: [],
      ...extra,
    }) as Page;
  const image = (url: string) => ({ url, alt: 'Una obra', width: 3000, height: 2000 });

  it("is the picture the build made, the image server's, a drawing made a JPEG, or the page's card", () => {
    const made = {
      ...image('/media/works/a.jpg'),
      renditions: { base: '/pictures/0123456789abcdef0123/', widths: [640, 1280], jpeg: [640, 1280] },
    };
    expect(shareImageOf(page({ hero: { image: made } } as Partial<Page>), undefined)).toEqual({
      url: '/pictures/0123456789abcdef0123/1280.jpg',
      width: 1280,
      height: 853,
      alt: 'Una obra',
      type: 'image/jpeg',
    });
    const served = { host: 'https://media.example', iiifImageService: 'https://iiif.example/iiif/3' };
    expect(shareImageOf(page({ hero: { image: image('https://media.example/works/a.jpg') } } as Partial<Page>), served).url).toBe(
      'https://iiif.example/iiif/3/works%2Fa.jpg/full/1200,/0/default.jpg',
    );
    expect(shareImageOf(page({ hero: { image: image('/media/artworks/a.svg') } } as Partial<Page>), undefined)).toMatchObject({
      url: '/share/media/artworks/a.jpg',
      width: 1200,
      height: 800,
      made: { drawing: '/media/artworks/a.svg' },
    });
    expect(shareImageOf(page({}), undefined)).toMatchObject({
      url: '/share/una/pagina.jpg',
      width: 1200,
      height: 630,
      alt: 'Una página',
      made: { card: true },
    });
    expect(shareImageOf({ ...page({}), url: { path: '/' } }, undefined).url).toBe('/share/index.jpg');
  });
});
