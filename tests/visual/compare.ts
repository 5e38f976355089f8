/**
 * Two pictures compared pixel by pixel, with pixelmatch (the comparer of Vitest's toMatchScreenshot and
 * of Playwright's snapshots). What Chromium's software rasteriser does differently between two runs of
 * the same page is noise, not a change, and never makes a picture changed:
 *
 * - a pixel pixelmatch recognises as anti-aliasing: the edge of a rounded corner or a glyph drawn a
 *   shade differently (a new Chromium does it everywhere);
 * - a shade within NOISE_THRESHOLD: a video frame decoded one or two levels apart (224,221,214 in one
 *   take, 223,220,213 in the next: 2 of 12 takes of a player's story with both cores busy).
 *
 * Everything else counts: a moved, resized, recoloured or missing thing changes hundreds of pixels by
 * far more than that. The noise is counted apart and shown in yellow (anti-aliasing) in the difference image.
 */
import { readFile } from 'node:fs/promises';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** A picture's pixels: RGBA, 4 bytes a pixel, row after row. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * pixelmatch's colour threshold: two pixels whose colours are closer than this (a step of about 5 of
 * 255 levels of grey, invisible) are the same. The smallest change of a colour token that counts is a
 * step of 6 levels.
 */
export const NOISE_THRESHOLD = 0.02;

export interface Comparison {
  /** The share of pixels that changed beyond noise, over the larger of the two sizes: 0 when the pictures match. */
  changed: number;
  /** The share of pixels that differ only as rendering noise (anti-aliasing, a shade). */
  noise: number;
  /** The two pictures are not the same size (a change of layout): changed, whatever the pixels. */
  resized: boolean;
  /** The reference faded, changed pixels in red and anti-aliased ones in yellow (when any pixel differs). */
  diff?: Pixels;
}

/** A picture's pixels from its file (PNG or WebP) or bytes, always as RGBA. */
export async function decodePicture(png: Buffer | string): Promise<Pixels> {
  // A file is read here rather than by sharp, whose cache would give back a file's old pixels after
  // it was rewritten in the same process (a reference accepted, then compared again).
  const bytes = typeof png === 'string' ? await readFile(png) : png;
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const rawInput = (pixels: Pixels) => ({ raw: { width: pixels.width, height: pixels.height, channels: 4 as const } });

/** A picture as a PNG file, quickly (the report's difference images). */
export function encodePng(pixels: Pixels): Promise<Buffer> {
  return sharp(pixels.data, rawInput(pixels)).png({ compressionLevel: 3 }).toBuffer();
}

/**
 * A reference: lossless WebP, without the alpha channel a screenshot never uses. About 85 ms of CPU
 * for a 1280 × 900 picture, paid only when a picture is accepted.
 */
export function encodeReference(pixels: Pixels): Promise<Buffer> {
  return sharp(pixels.data, rawInput(pixels)).removeAlpha().webp({ lossless: true, effort: 4 }).toBuffer();
}

/** `pixels` on a canvas of `width` × `height`, the rest transparent black (a pixel only one picture has then differs). */
function onCanvas(pixels: Pixels, width: number, height: number): Buffer {
  if (pixels.width === width && pixels.height === height) return pixels.data;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < pixels.height; y++) pixels.data.copy(out, y * width * 4, y * pixels.width * 4, (y + 1) * pixels.width * 4);
  return out;
}

export function comparePixels(reference: Pixels, actual: Pixels): Comparison {
  const resized = reference.width !== actual.width || reference.height !== actual.height;
  if (!resized && reference.data.equals(actual.data)) return { changed: 0, noise: 0, resized: false };
  const width = Math.max(reference.width, actual.width);
  const height = Math.max(reference.height, actual.height);
  const a = onCanvas(reference, width, height);
  const b = onCanvas(actual, width, height);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) differing++;
  }
  const diff = Buffer.alloc(width * height * 4);
  // includeAA false: what looks like anti-aliasing is drawn in yellow and left out of the count.
  const beyond = pixelmatch(a, b, diff, width, height, { threshold: NOISE_THRESHOLD, includeAA: false, alpha: 0.2 });
  const counted = resized ? Math.max(beyond, 1) : beyond;
  const area = width * height;
  return {
    changed: counted / area,
    noise: (differing - counted) / area,
    resized,
    diff: { data: diff, width, height },
  };
}
