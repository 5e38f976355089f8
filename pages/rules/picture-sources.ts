/**
 * The files a picture is served as: the sizes the build made of a picture under /media/ (its
 * renditions), or the sizes an IIIF image server makes of a picture on the media host; a picture
 * elsewhere is served as it is. The design system's Picture lets the browser choose among them.
 */
import type { Image } from '../../generated/types/content.ts';
import type { PictureImage } from '../../design-system/index.ts';
import { iiifImage, type MediaServers } from './iiif.ts';

/**
 * The widths a layout may ask for: each 1.22× the one before (160 × 1.22ⁿ), so the file the browser
 * picks (the smallest at least as wide as the screen needs) is never more than 1.5× the pixels it
 * paints; from a portrait in a list on a desktop (10rem) to a wide hero at 2×.
 */
export const PICTURE_WIDTHS: readonly number[] = [160, 195, 238, 291, 354, 432, 528, 644, 785, 958, 1169, 1426, 1740, 2000];
/** The widths also made in JPEG, for a browser without WebP (and the `src` of any browser without `srcset`). */
export const JPEG_WIDTHS: readonly number[] = [640, 1280];

/** The widths made of a master `width` pixels wide: those below it, and the master's own (at most the largest). */
export function widthsFor(width: number, ladder: readonly number[] = PICTURE_WIDTHS): number[] {
  const below = ladder.filter((w) => w < width);
  const top = Math.min(width, ladder.at(-1)!);
  return below.includes(top) ? below : [...below, top];
}

const srcset = (widths: readonly number[], address: (w: number) => string) => widths.map((w) => `${address(w)} ${w}w`).join(', ');

/** A content picture as the design system shows it: its fallback address, text alternative, size and sizes. */
export function pictureOf(image: Image, media: MediaServers): PictureImage {
  const shown = { alt: image.alt, width: image.width, height: image.height };
  const r = image.renditions;
  if (r) {
    const fallback = r.jpeg.filter((w) => w <= 1280).at(-1) ?? r.jpeg[0];
    return {
      ...shown,
      src: `${r.base}${fallback}.jpg`,
      sources: {
        webp: srcset(r.widths, (w) => `${r.base}${w}.webp`),
        jpeg: srcset(r.jpeg, (w) => `${r.base}${w}.jpg`),
        ...(r.placeholder ? { placeholder: r.placeholder } : {}),
      },
    };
  }
  const served = iiifImage(image.url, media);
  if (served && image.width) {
    const widths = widthsFor(image.width);
    const at = (w: number) => `${served}/full/${w},/0/default.jpg`;
    return { ...shown, src: at(widths.filter((w) => w <= 1280).at(-1) ?? widths[0]!), sources: { jpeg: srcset(widths, at) } };
  }
  return { ...shown, src: image.url };
}
