/**
 * In the pictures compared, every raster picture (a photograph, a video's poster, a zoom tile, a
 * partner's mark) is a box of its own average colour at its own size. The servers of the visual run
 * answer a request for a JPEG, PNG, WebP, AVIF or GIF file with that box, as an SVG of the file's
 * width and height, and every other request as the real server does. So the page lays out exactly as
 * with the real file (the same intrinsic size, the same `srcset` choice, crop and place), and nothing
 * about the picture's own pixels, which are the picture tests' concern (tests/browser/pictures.test.ts),
 * reaches the references.
 *
 * Why: the sample's photographs carry film grain, which no lossless format compresses. Taken as they
 * are, the pictures of the stories and pages come to over 120 MB; with the boxes, about a fifth. Decision 92.
 */
import { realpath } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import sharp from 'sharp';

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;

/** The box standing for a picture file: its size as a browser shows it (EXIF orientation applied) and its average colour. */
export async function flatBox(file: string): Promise<string> {
  const meta = await sharp(file).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 1;
  const height = (turned ? meta.width : meta.height) ?? 1;
  const { data } = await sharp(file)
    .flatten({ background: '#808080' })
    .resize(1, 1, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const colour = `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;
}

/**
 * A request listener that answers raster pictures under `root` with their boxes and hands every other
 * request (and any picture it cannot read) to `next`.
 */
export function flatPictures(root: string, next: RequestListener): RequestListener {
  const boxes = new Map<string, Promise<string | null>>();
  const rootReal = realpath(root);
  const boxFor = (pathname: string) => {
    let box = boxes.get(pathname);
    if (!box) {
      box = (async () => {
        const base = await rootReal;
        let decoded: string;
        try {
          decoded = decodeURIComponent(pathname);
        } catch {
          return null;
        }
        const file = await realpath(join(base, decoded)).catch(() => null);
        if (!file || !file.startsWith(base + sep)) return null;
        return flatBox(file).catch(() => null);
      })();
      boxes.set(pathname, box);
    }
    return box;
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'GET' || !RASTER.test(pathname)) return next(req, res);
    void boxFor(pathname).then((svg) => {
      if (svg === null) return next(req, res);
      res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg), 'Cache-Control': 'max-age=3600' });
      res.end(svg);
    });
  };
}
