/**
 * A picture's IIIF Image API address: on the site's image server when there is one and the picture is
 * on the media host (its path there, URL-encoded, is its identifier), or the static tile pyramid the
 * build made of a picture under /media/; else none (the viewer zooms the picture itself).
 */
import type { Image } from '../../generated/types/content.ts';

export type MediaServers = { host: string; iiifImageService?: string } | undefined;

/** The picture's address on the image server (`{service}/{identifier}`), when it is there. */
export function iiifImage(imageUrl: string, media: MediaServers): string | undefined {
  if (!media?.iiifImageService) return undefined;
  const host = media.host.replace(/\/+$/, '');
  if (!imageUrl.startsWith(`${host}/`)) return undefined;
  let identifier: string;
  try {
    identifier = decodeURIComponent(imageUrl.slice(host.length + 1).split(/[?#]/)[0]!);
  } catch {
    return undefined; // an escape that does not decode names no picture of the server's
  }
  if (!identifier) return undefined;
  return `${media.iiifImageService.replace(/\/+$/, '')}/${encodeURIComponent(identifier)}`;
}

/** Where the image viewer reads the picture's tiles and sizes: the image server's, else the build's tiles. */
export function iiifInfo(image: Pick<Image, 'url' | 'renditions'>, media: MediaServers): string | undefined {
  const served = iiifImage(image.url, media);
  if (served) return `${served}/info.json`;
  return image.renditions?.tiles ? `${image.renditions.base}iiif/info.json` : undefined;
}
