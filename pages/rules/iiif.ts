/**
 * Where the image viewer gets a picture's tiles and sizes: from the site's IIIF Image API server when
 * there is one and the picture is on the media host (its path there, URL-encoded, is its identifier),
 * else nowhere (the viewer zooms the picture itself).
 */
export function iiifInfo(imageUrl: string, media: { host: string; iiifImageService?: string } | undefined): string | undefined {
  if (!media?.iiifImageService) return undefined;
  const host = media.host.replace(/\/+$/, '');
  if (!imageUrl.startsWith(`${host}/`)) return undefined;
  const identifier = decodeURIComponent(imageUrl.slice(host.length + 1).split(/[?#]/)[0]!);
  if (!identifier) return undefined;
  return `${media.iiifImageService.replace(/\/+$/, '')}/${encodeURIComponent(identifier)}/info.json`;
}
