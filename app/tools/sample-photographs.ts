/**
 * The sample's drawings photographed: each drawing rasterised at a photograph's size (3,000 px on its
 * long side), softened a little as a lens would, lit unevenly as a gallery wall is, and given the
 * sensor grain and canvas weave that make a photograph compress as one does (JPEG, about 0.4–0.6 MB).
 * Seeded by the picture's address, so running it again writes the same bytes with the same libvips.
 */
import sharp from 'sharp';
import { rng } from './sample-drawings.ts';

/** The long side of a sample photograph, in pixels: the lower end of what museums' CMSs send (3,000–6,000); larger
 * would only make the sample heavier to clone. */
const PHOTO_LONG_SIDE = 3000;

/** The size a drawing of `width`×`height` is photographed at. */
export function photoSize(width: number, height: number): { width: number; height: number } {
  const scale = PHOTO_LONG_SIDE / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Grain and weave around mid-grey (128), one byte a pixel per channel, for a soft-light blend. */
function texture(width: number, height: number, seed: string): Buffer {
  const random = rng(seed).next;
  const out = Buffer.alloc(width * height * 3);
  const period = 5 + Math.floor(random() * 3);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i += 3) {
      // Roughly normal sensor noise (sum of three uniforms), a canvas weave, and a faint colour cast per pixel.
      const grain = (random() + random() + random() - 1.5) * 16;
      const weave = (x % period < period / 2 !== y % period < period / 2 ? 5 : -5) * (0.6 + 0.4 * Math.sin((x + y) / 37));
      const v = 128 + grain + weave;
      out[i] = clamp(v + (random() - 0.5) * 4);
      out[i + 1] = clamp(v + (random() - 0.5) * 4);
      out[i + 2] = clamp(v + (random() - 0.5) * 4);
    }
  return out;
}
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** Uneven light: brighter where the lamp points, falling off to the corners. */
function lighting(width: number, height: number, seed: string): Buffer {
  const random = rng(`${seed}/light`).next;
  const cx = (0.3 + random() * 0.4) * 100;
  const cy = (0.25 + random() * 0.3) * 100;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="l" cx="${cx}%" cy="${cy}%" r="85%">` +
      `<stop offset="0" stop-color="#fff"/><stop offset="0.6" stop-color="#ebe7e0"/><stop offset="1" stop-color="#a9a49c"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
}

/** The JPEG photograph of an SVG drawing of `width`×`height` CSS pixels, seeded by `seed`. */
export async function photograph(
  drawing: string,
  width: number,
  height: number,
  seed: string,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const size = photoSize(width, height);
  const density = (72 * size.width) / width;
  const flat = await sharp(Buffer.from(drawing), { density })
    .resize(size.width, size.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .blur(1.1)
    .toBuffer();
  const jpeg = await sharp(flat)
    .composite([
      { input: lighting(size.width, size.height, seed), blend: 'multiply' },
      { input: texture(size.width, size.height, seed), raw: { width: size.width, height: size.height, channels: 3 }, blend: 'soft-light' },
    ])
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { jpeg, ...size };
}
