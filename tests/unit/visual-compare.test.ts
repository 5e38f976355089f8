/**
 * The visual run's comparer (tests/visual/compare.ts): a change of colour counts; rendering noise (a
 * shade on an edge, a shade of a level or two) does not; a change of size always does; and references are lossless, so a picture
 * read back from its reference is the picture that was taken.
 */
import { describe, expect, it } from 'vitest';
import { comparePixels, decodePicture, encodeReference, type Pixels } from '../visual/compare.ts';

const WHITE = [255, 255, 255, 255];

/** A white picture with a black square from (8, 8) to (23, 23), its left edge drawn as anti-aliasing (grey). */
function square(width = 32, height = 32, edge = 128): Pixels {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = x >= 8 && x < 24 && y >= 8 && y < 24;
      const rgb = x === 8 && inside ? [edge, edge, edge, 255] : inside ? [0, 0, 0, 255] : WHITE;
      data.set(rgb, (y * width + x) * 4);
    }
  return { data, width, height };
}

const paint = (p: Pixels, [x0, y0, x1, y1]: number[], rgba: number[]) => {
  const data = Buffer.from(p.data);
  for (let y = y0!; y < y1!; y++) for (let x = x0!; x < x1!; x++) data.set(rgba, (y * p.width + x) * 4);
  return { ...p, data };
};

describe('comparing two pictures', () => {
  it('finds nothing between a picture and itself', () => {
    expect(comparePixels(square(), square())).toEqual({ changed: 0, noise: 0, resized: false });
  });

  it('counts every pixel of a recoloured area, as a share of the picture, and draws them', () => {
    const brandRed = paint(square(), [0, 0, 4, 4], [200, 16, 46, 255]);
    const otherRed = paint(square(), [0, 0, 4, 4], [190, 20, 60, 255]);
    const c = comparePixels(brandRed, otherRed);
    expect(c.changed).toBe(16 / (32 * 32));
    expect(c.resized).toBe(false);
    // The difference image marks them in pixelmatch's red.
    const at = (x: number, y: number) => [...c.diff!.data.subarray((y * 32 + x) * 4, (y * 32 + x) * 4 + 3)];
    expect(at(1, 1)).toEqual([255, 0, 0]);
  });

  it('counts a shade on an edge apart, as anti-aliasing, and not as a change', () => {
    const c = comparePixels(square(32, 32, 128), square(32, 32, 131));
    expect(c.changed).toBe(0);
    expect(c.noise).toBeGreaterThan(0);
  });

  it('counts a change of a flat colour by six levels, the smallest step of a token that counts', () => {
    const c = comparePixels(square(), paint(square(), [26, 26, 30, 30], [249, 249, 249, 255]));
    expect(c.changed).toBe(16 / (32 * 32));
  });

  it('takes a shade within a few levels for noise: a video frame or a blended border decoded apart', () => {
    const c = comparePixels(square(), paint(square(), [26, 26, 30, 30], [253, 252, 254, 255]));
    expect(c.changed).toBe(0);
    expect(c.noise).toBe(16 / (32 * 32));
  });

  it('counts a change of size as a change, whatever the pixels', () => {
    const c = comparePixels(square(32, 32), square(32, 40));
    expect(c.resized).toBe(true);
    expect(c.changed).toBeGreaterThan(0);
  });
});

describe('a reference file', () => {
  it('is lossless WebP: read back, the same pixels', async () => {
    const picture = paint(square(), [2, 2, 6, 30], [200, 16, 46, 255]);
    const file = await encodeReference(picture);
    expect(file.subarray(0, 4).toString()).toBe('RIFF');
    expect(file.subarray(8, 16).toString()).toBe('WEBPVP8L');
    const back = await decodePicture(file);
    expect(comparePixels(picture, back)).toEqual({ changed: 0, noise: 0, resized: false });
  });
});
