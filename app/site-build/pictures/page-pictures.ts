/**
 * The pictures of the pages a build renders, served in sizes: every picture under /media/ in a raster
 * format gets the renditions the build made of it (./picture-sizes.ts), set on the picture itself, so
 * the page's HTML and its page data name the same files; any `renditions` the CMS sent are taken away
 * (only the build says what it made). The sizes are copied into the site's /pictures/<key>/.
 */
import { cp, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Image } from '../../../generated/types/content.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { allPictureSizes, PICTURES_DIR, type PictureSizes } from './picture-sizes.ts';

/** The formats the build makes sizes of; a drawing (SVG) is served as it is, at every size. */
const RASTER = /\.(?:jpe?g|png|webp|tiff?)$/i;

/** The master's file under the media folder of a picture's address, when it is one of the site's raster pictures. */
function masterOf(url: string, mediaDir: string): string | null {
  if (!url.startsWith('/media/')) return null;
  const path = decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0]!);
  return RASTER.test(path) ? join(mediaDir, path) : null;
}

/** Every object of `node` that looks like an Image (an address and a text alternative), with any `renditions` taken away. */
function imagesOf(node: unknown, found: Image[]): Image[] {
  if (Array.isArray(node)) for (const v of node) imagesOf(v, found);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if ('renditions' in o) delete o.renditions;
    if (typeof o.url === 'string' && typeof o.alt === 'string') found.push(o as unknown as Image);
    for (const v of Object.values(o)) if (v && typeof v === 'object') imagesOf(v, found);
  }
  return found;
}

export interface PagePictures {
  /** The keys of every picture given renditions (their folders go into the site). */
  keys: Set<string>;
  encoded: number;
  reused: number;
}

/**
 * Sets the renditions of every raster picture under /media/ in `documents` (pages and their search
 * records), making the sizes not yet in `cache`, `threads` pictures at a time. A picture whose file is
 * missing keeps its master's address alone (the link check reports it).
 */
export async function givePicturesSizes(
  documents: unknown[],
  mediaDir: string | undefined,
  cache: string,
  threads: number,
): Promise<PagePictures> {
  const images = imagesOf(documents, []);
  const byFile = new Map<string, Image[]>();
  if (mediaDir)
    for (const image of images) {
      const file = masterOf(image.url, mediaDir);
      if (file) byFile.set(file, [...(byFile.get(file) ?? []), image]);
    }
  const files = (await mapBounded([...byFile.keys()], 16, async (f) => ((await stat(f).catch(() => null))?.isFile() ? f : null))).filter(
    (f): f is string => f !== null,
  );
  const made = await allPictureSizes(files, cache, threads);
  const keys = new Set<string>();
  made.sizes.forEach((sizes: PictureSizes, i) => {
    keys.add(sizes.key);
    for (const image of byFile.get(files[i]!)!) {
      image.renditions = { base: `/${PICTURES_DIR}/${sizes.key}/`, ...sizes.renditions };
      // The master's own size, which the page's layout reserves before the picture arrives.
      image.width = sizes.width;
      image.height = sizes.height;
    }
  });
  return { keys, encoded: made.encoded, reused: made.reused };
}

/**
 * Copies the sizes of `keys` from `cache` into `dir`/pictures, leaving out any already in `published`
 * (an edit's published build: a folder named by its content never changes). Returns how many were copied.
 */
export async function copyPictures(dir: string, keys: Iterable<string>, cache: string, published: string | null): Promise<number> {
  const copied = await mapBounded([...keys], 8, async (key): Promise<number> => {
    if (published && (await stat(join(published, PICTURES_DIR, key)).catch(() => null))) return 0;
    await cp(join(cache, key), join(dir, PICTURES_DIR, key), { recursive: true, filter: (src) => !src.endsWith('sizes.json') });
    return 1;
  });
  return copied.reduce((a, b) => a + b, 0);
}
