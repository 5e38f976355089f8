/**
 * A picture's sizes are made once per content: a build of unchanged media encodes nothing, an edit
 * encodes only its own new picture, and a changed picture gets new sizes (its content, its key).
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPictureSizes, widthsFor } from '../../app/site-build/pictures/picture-sizes.ts';

let dir: string;
const photo = (width: number, height: number, mean: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museo-pictures-'));
  await writeFile(join(dir, 'a.jpg'), await photo(1000, 700, 120));
  await writeFile(join(dir, 'b.jpg'), await photo(500, 800, 90));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('picture sizes', () => {
  it('are the widths below the master and the master’s own, at its proportions, in WebP and JPEG, with a tiny placeholder', async () => {
    expect(widthsFor(1000)).toEqual([320, 480, 640, 960, 1000]);
    expect(widthsFor(640)).toEqual([320, 480, 640]);
    expect(widthsFor(5000)).toEqual([320, 480, 640, 960, 1280, 1920, 2560]);
    const cache = join(dir, 'cache-shape');
    const { sizes } = await allPictureSizes([join(dir, 'a.jpg')], cache, 2);
    const [a] = sizes;
    expect(a!.sizes.map((s) => [s.width, s.height])).toEqual([
      [320, 224],
      [480, 336],
      [640, 448],
      [960, 672],
      [1000, 700],
    ]);
    const files = await readdir(join(cache, a!.key));
    expect(files).toContain('960.webp');
    expect(files).toContain('960.jpg');
    expect((await sharp(join(cache, a!.key, '480.webp')).metadata()).width).toBe(480);
    expect(a!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(a!.placeholder.length).toBeLessThan(1000);
  });

  it('are encoded once per picture content: cold, again unchanged, and after one picture changes', async () => {
    const cache = join(dir, 'cache');
    const files = [join(dir, 'a.jpg'), join(dir, 'b.jpg')];
    const cold = await allPictureSizes(files, cache, 2);
    expect({ encoded: cold.encoded, reused: cold.reused }).toEqual({ encoded: 2, reused: 0 });
    const written = (await stat(join(cache, cold.sizes[0]!.key, '640.webp'))).mtimeMs;

    // Unchanged: nothing is encoded, nothing rewritten.
    const again = await allPictureSizes(files, cache, 2);
    expect({ encoded: again.encoded, reused: again.reused }).toEqual({ encoded: 0, reused: 2 });
    expect(again.sizes).toEqual(cold.sizes);
    expect((await stat(join(cache, cold.sizes[0]!.key, '640.webp'))).mtimeMs).toBe(written);

    // One picture changed: only it is encoded, under a new key.
    await writeFile(join(dir, 'b.jpg'), await photo(500, 800, 150));
    const edited = await allPictureSizes(files, cache, 2);
    expect({ encoded: edited.encoded, reused: edited.reused }).toEqual({ encoded: 1, reused: 1 });
    expect(edited.sizes[0]).toEqual(cold.sizes[0]);
    expect(edited.sizes[1]!.key).not.toBe(cold.sizes[1]!.key);
  });

  it('refuses what is not a picture, naming the file, and leaves no half-made sizes', async () => {
    await writeFile(join(dir, 'broken.jpg'), 'not a picture');
    const cache = join(dir, 'cache-broken');
    await expect(allPictureSizes([join(dir, 'broken.jpg')], cache, 1)).rejects.toThrow();
    expect(await readdir(cache)).toEqual([]);
  });
});
