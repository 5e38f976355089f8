/**
 * The picture a shared link shows (Open Graph's og:image): the page's main picture in the size the build
 * made for it (a JPEG: every app takes one), or its image server's; a drawing (SVG, which no app shows)
 * made a JPEG by the build; else a share card the build draws for the page (1200×630, the museum's
 * identity and the page's title: app/site-build/pictures/share-cards.ts).
 */
import { mainImage } from '../rules/main-image.ts';
import { iiifImage, type MediaServers } from '../rules/iiif.ts';
import { isSiteRoute, type SitePage } from '../routes/search-route.ts';

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** The widest picture a shared link needs: apps show it at most 1200 px wide. */
const SHARED_WIDTH = 1200;

interface ShareImage {
  /** Site path, or absolute on the image server. */
  url: string;
  width: number;
  height: number;
  alt: string;
  type: 'image/jpeg';
  /** What the build makes for it: the page's card, or a drawing of the media folder (its address) made a JPEG. */
  made?: { card: true } | { drawing: string };
}

/** Where the build puts a page's share card: beside its HTML under /share/ (`/share/index.jpg` for `/`). */
const shareCardPath = (path: string) => `/share/${path === '/' ? 'index' : path.slice(1)}.jpg`;
/** Where it puts a drawing made a JPEG: once per drawing, at its media address under /share/. */
const sharedDrawingPath = (url: string) => `/share${url.split(/[?#]/)[0]!.replace(/\.svg$/i, '')}.jpg`;

export function shareImageOf(page: SitePage, media: MediaServers): ShareImage {
  const image = isSiteRoute(page) ? undefined : mainImage(page);
  if (image?.width && image.height) {
    const scaled = (w: number) => ({ width: w, height: Math.round((image.height! * w) / image.width!) });
    const alt = image.alt || page.title.value;
    const r = image.renditions;
    if (r?.jpeg.length) {
      const w = r.jpeg.filter((x) => x <= 1280).at(-1) ?? r.jpeg[0]!;
      return { url: `${r.base}${w}.jpg`, ...scaled(w), alt, type: 'image/jpeg' };
    }
    const served = iiifImage(image.url, media);
    if (served) {
      const w = Math.min(SHARED_WIDTH, image.width);
      return { url: `${served}/full/${w},/0/default.jpg`, ...scaled(w), alt, type: 'image/jpeg' };
    }
    if (/^\/media\/[^?#]+\.svg(?:[?#]|$)/i.test(image.url))
      return { url: sharedDrawingPath(image.url), ...scaled(SHARED_WIDTH), alt, type: 'image/jpeg', made: { drawing: image.url } };
  }
  return { url: shareCardPath(page.url.path), ...SHARE_CARD_SIZE, alt: page.title.value, type: 'image/jpeg', made: { card: true } };
}
