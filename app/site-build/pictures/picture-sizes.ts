/**
 * The sizes of a picture that the site serves instead of its master: each width a layout may paint
 * (PICTURE_WIDTHS, up to the master's own), in WebP with a JPEG beside it for browsers without WebP,
 * and a placeholder of a few hundred bytes to show while it loads. Made once per picture *content*:
 * kept under the SHA-256 of the master's bytes, so a build of unchanged media, or an edit, encodes only
 * pictures it has not seen; a picture that changes gets a new key.
 *
 * WebP, not AVIF: on this machine a 3,600 px photographic master took 7.1 s to AVIF at 1,920 px and
 * 0.41 s to WebP (85 and 98 KiB), 1.24 and 0.16 s at 640 px (docs/performance.md, Pictures).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { mapBounded } from '../support/map-bounded.ts';

/** The widths a layout may ask for, from a phone's card to a wide screen's hero at twice its pixels. */
const PICTURE_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280, 1920, 2560];

interface PictureSizes {
  /** The key: the first 20 hex digits of the master's SHA-256. */
  key: string;
  width: number;
  height: number;
  /** Each width made, with its files' names in the picture's folder. */
  sizes: { width: number; height: number; webp: string; jpeg: string }[];
  /** A tiny WebP of the picture, as a data: address (a few hundred bytes). */
  placeholder: string;
}

const RECORD = 'sizes.json';

/** The widths made of a master `width` pixels wide: those below it, and the master's own (at most the largest). */
export function widthsFor(width: number): number[] {
  const below = PICTURE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, PICTURE_WIDTHS.at(-1)!);
  return below.includes(top) ? below : [...below, top];
}

/** The sizes of the master at `file`, from `cache` when its content was seen before; `encoded` says whether they were made now. */
async function pictureSizes(file: string, cache: string): Promise<{ sizes: PictureSizes; encoded: boolean }> {
  const bytes = await readFile(file);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const folder = join(cache, key);
  const kept = await readFile(join(folder, RECORD), 'utf8').then(
    (text) => JSON.parse(text) as PictureSizes,
    () => null,
  );
  if (kept) return { sizes: kept, encoded: false };

  // Made in a folder of its own, renamed into place whole: a build that dies half way leaves no half picture.
  const making = `${folder}.${process.pid}.tmp`;
  await rm(making, { recursive: true, force: true });
  await mkdir(making, { recursive: true });
  try {
    return { sizes: await encode(file, bytes, key, making, folder), encoded: true };
  } catch (err) {
    await rm(making, { recursive: true, force: true });
    throw err;
  }
}

async function encode(file: string, bytes: Buffer, key: string, making: string, folder: string): Promise<PictureSizes> {
  const master = sharp(bytes, { failOn: 'error' }).rotate();
  const meta = await master.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`${file}: not a picture sharp can read`);
  const sizes: PictureSizes['sizes'] = [];
  for (const w of widthsFor(width)) {
    const h = Math.round((height * w) / width);
    const resized = master.clone().resize(w, h);
    await resized
      .clone()
      .webp({ quality: 75, effort: 4 })
      .toFile(join(making, `${w}.webp`));
    await resized
      .clone()
      .jpeg({ quality: 78, mozjpeg: true })
      .toFile(join(making, `${w}.jpg`));
    sizes.push({ width: w, height: h, webp: `${w}.webp`, jpeg: `${w}.jpg` });
  }
  const tiny = await master.clone().resize(16).webp({ quality: 40 }).toBuffer();
  const sizesRecord: PictureSizes = { key, width, height, sizes, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  await writeFile(join(making, RECORD), JSON.stringify(sizesRecord));
  await rename(making, folder).catch(async (err: NodeJS.ErrnoException) => {
    // Another build made the same picture meanwhile: theirs is as good.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    await rm(making, { recursive: true, force: true });
  });
  return sizesRecord;
}

/** Every master's sizes, `threads` pictures at a time (libvips works on one thread per picture here). */
export async function allPictureSizes(files: readonly string[], cache: string, threads: number) {
  let encoded = 0;
  const sizes = await mapBounded(files, threads, async (file) => {
    const made = await pictureSizes(file, cache);
    if (made.encoded) encoded++;
    return made.sizes;
  });
  return { sizes, encoded, reused: files.length - encoded };
}
