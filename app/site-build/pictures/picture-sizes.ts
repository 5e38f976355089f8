/**
 * The sizes of a picture that the site serves instead of its master: each width a layout may paint
 * (pages/rules/picture-sources.ts), in WebP, two of them in JPEG for browsers without WebP, a
 * placeholder of a few hundred bytes to show while it loads, and, for a picture larger than the
 * largest size, a static IIIF tile pyramid for the zoom viewer. Made once per picture *content*: kept
 * under the SHA-256 of the master's bytes, so a build of unchanged media, or an edit, encodes only
 * pictures it has not seen; a picture that changes gets a new key.
 *
 * WebP, not AVIF: on this machine a 3,600 px photographic master took 7.1 s to AVIF at 1,920 px and
 * 0.41 s to WebP (85 and 98 KiB), 1.24 and 0.16 s at 640 px (docs/performance.md, Pictures). WebP at
 * effort 2: half the time of effort 4 for 3 % more bytes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictureRenditions } from '../../../generated/types/content.ts';
import { JPEG_WIDTHS, PICTURE_WIDTHS, widthsFor } from '../../../pages/rules/picture-sources.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { singleFlight } from '../support/single-flight.ts';
import { sweepTempsOnce, tempName } from '../support/processes.ts';
import { loadSharp } from './sharp-on-demand.ts';

/** What the cache keeps of a picture: its renditions (without their base, which is its key) and its size. */
export interface PictureSizes {
  /** The first 20 hex digits of the SHA-256 of the master (and the encoding): the name of its folder. */
  key: string;
  width: number;
  height: number;
  renditions: Omit<PictureRenditions, 'base'>;
}

/** The record of a picture's sizes in its cache folder (never served). */
export const RECORD = 'sizes.json';
/** The folder of the tile pyramid inside a picture's folder (its info.json names it `/pictures/<key>/iiif`). */
const TILES = 'iiif';
/** The site's folder of every picture's sizes, one folder per key. */
export const PICTURES_DIR = 'pictures';

/** What the sizes are made with: a change here makes every picture's sizes again (under new keys). */
const ENCODING = `2;webp72e2 ${PICTURE_WIDTHS.join(',')};jpeg78p ${JPEG_WIDTHS.join(',')};tiles512`;
/** The key of a master's content (and of how its sizes are made). */
export const pictureKey = (bytes: Uint8Array) => createHash('sha256').update(`${ENCODING}\n`).update(bytes).digest('hex').slice(0, 20);

/** The sizes being made now, by folder: two files of one content (a photograph under two names) make them once. */
const makingSizes = singleFlight<PictureSizes>();

/** The sizes of the master at `file`, from `cache` when its content was seen before; `encoded` says whether they were made now. */
async function pictureSizes(file: string, cache: string): Promise<{ sizes: PictureSizes; encoded: boolean }> {
  const bytes = await readFile(file);
  const key = pictureKey(bytes);
  const folder = join(cache, key);
  const kept = await readFile(join(folder, RECORD), 'utf8').then(
    (text) => JSON.parse(text) as PictureSizes,
    () => null,
  );
  if (kept) return { sizes: kept, encoded: false };
  // A file of the same content that got here first (its sizes not yet kept) is waited for.
  const { result, first } = makingSizes(folder, () => makeSizes(file, bytes, key, folder));
  return { sizes: await result, encoded: first };
}

async function makeSizes(file: string, bytes: Buffer, key: string, folder: string): Promise<PictureSizes> {
  // Made in a folder of its own (unique to the call: another build may share the cache), renamed into
  // place whole: a build that dies half way leaves no half picture.
  const making = tempName(folder);
  await rm(making, { recursive: true, force: true });
  await mkdir(making, { recursive: true });
  try {
    const sizes = await encode(file, bytes, key, making);
    await rename(making, folder).catch(async (err: NodeJS.ErrnoException) => {
      // Another build made the same picture meanwhile: theirs is as good.
      if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
      await rm(making, { recursive: true, force: true });
    });
    return sizes;
  } catch (err) {
    await rm(making, { recursive: true, force: true });
    throw err;
  }
}

async function encode(file: string, bytes: Buffer, key: string, making: string): Promise<PictureSizes> {
  const sharp = await loadSharp();
  const master = sharp(bytes, { failOn: 'error' }).rotate();
  const meta = await master.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`${file}: not a picture sharp can read`);
  // Decoded once, at the largest width made: every size is resized from these pixels, not from the file again.
  const widths = widthsFor(width) as [number, ...number[]];
  const top = widths.at(-1)!;
  const { data, info } = await master
    .clone()
    .resize(top, Math.round((height * top) / width))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const jpeg = widthsFor(width, JPEG_WIDTHS) as [number, ...number[]];
  const heightAt = (w: number) => Math.round((height * w) / width);
  for (const w of widths)
    await pixels()
      .resize(w, heightAt(w))
      .webp({ quality: 72, effort: 2 })
      .toFile(join(making, `${w}.webp`));
  for (const w of jpeg)
    await pixels()
      .resize(w, heightAt(w))
      .jpeg({ quality: 78, progressive: true })
      .toFile(join(making, `${w}.jpg`));
  const tiny = await pixels().resize(16).webp({ quality: 40 }).toBuffer();
  // Larger than the largest size: the zoom viewer reads it in tiles of 512 px, never whole.
  const tiles = width > PICTURE_WIDTHS.at(-1)! || height > PICTURE_WIDTHS.at(-1)!;
  if (tiles)
    await master
      .clone()
      .jpeg({ quality: 80 })
      .tile({ layout: 'iiif3', size: 512, id: `/${PICTURES_DIR}/${key}` })
      .toFile(join(making, TILES));
  const record: PictureSizes = {
    key,
    width,
    height,
    renditions: { widths, jpeg, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, ...(tiles ? { tiles } : {}) },
  };
  await writeFile(join(making, RECORD), JSON.stringify(record));
  return record;
}

/** Every master's sizes, `threads` pictures at a time (libvips works on one thread per picture here). */
export async function allPictureSizes(files: readonly string[], cache: string, threads: number) {
  await sweepTempsOnce(cache);
  let encoded = 0;
  const sizes = await mapBounded(files, threads, async (file) => {
    const made = await pictureSizes(file, cache);
    if (made.encoded) encoded++;
    return made.sizes;
  });
  return { sizes, encoded, reused: files.length - encoded };
}
