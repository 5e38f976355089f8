/**
 * The pictures of the pages a build renders, served in sizes: every picture in a raster format whose file
 * the build has (under /media/, or fetched from the media host) gets the renditions the build made of it (./picture-sizes.ts), set on the picture itself, so
 * the page's HTML and its page data name the same files; any `renditions` the CMS sent are taken away
 * (only the build says what it made). The sizes are hard-linked into the site's /pictures/<key>/.
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { filesUnder, linkOrCopy } from '../support/files.ts';
import type { Image } from '../../../generated/types/content.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { isImage } from '../../../pages/content/media-addresses.ts';
import { allPictureSizes, PICTURES_DIR, RECORD, type PictureSizes } from './picture-sizes.ts';

/** The formats the build makes sizes of; a drawing (SVG) is served as it is, at every size. */
const RASTER = /\.(?:jpe?g|png|webp|tiff?)$/i;

/**
 * The file under the media folder of a media address (`/media/…`). The address was checked with the
 * content (no dot segment, no escaped separator); an escape that does not decode, or a path that would
 * leave the folder, is no file of the site's.
 */
export function mediaFileOf(url: string, mediaDir: string): string | null {
  if (!url.startsWith('/media/')) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = join(mediaDir, path);
  return file.startsWith(join(mediaDir, sep)) ? file : null;
}

/** The local file of a media address (content/media-files.ts MediaFiles.fileOf), or null when the build has none. */
export type MediaFileOf = (address: string) => string | null;

/** The master of a picture's address, when it is a raster picture the build has the file of. */
const masterOf = (url: string, fileOf: MediaFileOf) => (RASTER.test(url.split(/[?#]/)[0]!) ? fileOf(url) : null);

/** Every object of `node` that looks like an Image (an address and a text alternative), with any `renditions` taken away. */
function imagesOf(node: unknown, found: Image[]): Image[] {
  if (Array.isArray(node)) for (const v of node) imagesOf(v, found);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if ('renditions' in o) delete o.renditions;
    if (isImage(o)) found.push(o as unknown as Image);
    for (const v of Object.values(o)) if (v && typeof v === 'object') imagesOf(v, found);
  }
  return found;
}

interface PagePictures {
  /** The keys of every picture given renditions (their folders go into the site). */
  keys: Set<string>;
  /** The keys of each page's pictures, by its address. */
  byPage: Map<string, string[]>;
  encoded: number;
  reused: number;
}

/**
 * Sets the renditions of every raster picture of `pages` whose file the build has (each page and its search
 * record), making the sizes not yet in `cache`, `threads` pictures at a time. A picture whose file is
 * missing keeps its master's address alone (the link check reports it).
 */
export async function givePicturesSizes(
  pages: readonly { page: { url: { path: string } }; record?: unknown }[],
  fileOf: MediaFileOf,
  cache: string,
  threads: number,
): Promise<PagePictures> {
  const byFile = new Map<string, { image: Image; path: string }[]>();
  for (const { page, record } of pages)
    for (const image of imagesOf([page, record], [])) {
      const file = masterOf(image.url, fileOf);
      if (!file) continue;
      const shown = byFile.get(file);
      if (shown) shown.push({ image, path: page.url.path });
      else byFile.set(file, [{ image, path: page.url.path }]);
    }
  const files = (await mapBounded([...byFile.keys()], 16, async (f) => ((await stat(f).catch(() => null))?.isFile() ? f : null))).filter(
    (f): f is string => f !== null,
  );
  const made = await allPictureSizes(files, cache, threads);
  const keys = new Set<string>();
  const byPage = new Map<string, string[]>();
  made.sizes.forEach((sizes: PictureSizes, i) => {
    keys.add(sizes.key);
    for (const { image, path } of byFile.get(files[i]!)!) {
      // The master's own size, which the page's layout reserves before the picture arrives; set before
      // the renditions, so a picture's keys come in one order however it was made (a search record's too).
      image.width = sizes.width;
      image.height = sizes.height;
      image.renditions = { base: `/${PICTURES_DIR}/${sizes.key}/`, ...sizes.renditions };
      const shown = byPage.get(path);
      if (!shown) byPage.set(path, [sizes.key]);
      else if (!shown.includes(sizes.key)) shown.push(sizes.key);
    }
  });
  return { keys, byPage, encoded: made.encoded, reused: made.reused };
}

/** The files of the published build's pictures that no page shows any more (`shown`: whether a page shows a picture, by key, after an edit). */
export async function picturesNoneShows(published: string, shown: (key: string) => boolean): Promise<string[]> {
  const there = await readdir(join(published, PICTURES_DIR)).catch(() => [] as string[]);
  const unshown = there.filter((key) => !shown(key));
  const files = await mapBounded(unshown, 8, async (key) =>
    (await filesUnder(join(published, PICTURES_DIR, key))).map((f) => `${PICTURES_DIR}/${key}/${f}`),
  );
  return files.flat();
}

/**
 * Puts the sizes of `keys` from `cache` into `dir`/pictures, leaving out any already in `published` (an
 * edit's published build: a folder named by its content never changes). Each file is a hard link to
 * the cache's (never written again: a picture's folder is made whole and renamed into place), or a copy
 * where the two are on different disks; but the tiles' `info.json`, which names its service by its
 * absolute address on the site (`siteUrl`) when there is one: a IIIF viewer on another site builds the
 * tiles' addresses from it (the cache's names it by its path, whatever the site). Returns how many
 * pictures were put in.
 */
export async function linkPictures(
  dir: string,
  keys: Iterable<string>,
  cache: string,
  published: string | null,
  siteUrl = '',
): Promise<number> {
  const copied = await mapBounded([...keys], 8, async (key): Promise<number> => {
    if (published && (await stat(join(published, PICTURES_DIR, key)).catch(() => null))) return 0;
    const files = (await filesUnder(join(cache, key))).filter((f) => f !== RECORD);
    for (const f of files) {
      const [from, to] = [join(cache, key, f), join(dir, PICTURES_DIR, key, f)];
      await mkdir(dirname(to), { recursive: true });
      if (siteUrl && f === TILES_INFO) await writeFile(to, absoluteTilesInfo(await readFile(from, 'utf8'), siteUrl));
      else await linkOrCopy(from, to);
    }
    return 1;
  });
  return copied.reduce((a, b) => a + b, 0);
}

/** The tiles' description inside a picture's folder (picture-sizes.ts). */
const TILES_INFO = 'iiif/info.json';

/** A tiles' info.json whose service is named by its path, named by its address on the site instead. */
function absoluteTilesInfo(text: string, siteUrl: string): string {
  const info = JSON.parse(text) as { id?: unknown };
  if (typeof info.id === 'string' && info.id.startsWith('/')) info.id = siteUrl + info.id;
  return JSON.stringify(info, null, 2);
}
