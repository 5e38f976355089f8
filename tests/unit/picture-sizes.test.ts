/**
 * A picture's sizes are made once per content: a build of unchanged media encodes nothing, an edit
 * encodes only its own new picture, and a changed picture gets new sizes (its content, its key).
 */
import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPictureSizes } from '../../app/site-build/pictures/picture-sizes.ts';
import { tempName, TEMP_NAME } from '../../app/site-build/support/processes.ts';
import { discard } from '../support/discard.ts';

let dir: string;
const photo = (width: number, height: number, mean: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean, sigma: 30 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museo-pictures-'));
  await writeFile(join(dir, 'a.jpg'), await photo(1000, 700, 120));
  await writeFile(join(dir, 'b.jpg'), await photo(500, 800, 90));
  await writeFile(join(dir, 'large.jpg'), await photo(2400, 1200, 100));
});
afterAll(() => discard(dir));

describe('picture sizes', () => {
  it('are each width below the master and its own, in WebP, two in JPEG, with a tiny placeholder and, when large, tiles', async () => {
    const cache = join(dir, 'cache-shape');
    const { sizes } = await allPictureSizes([join(dir, 'a.jpg'), join(dir, 'large.jpg')], cache, 2);
    const [a, large] = sizes;
    expect([a!.width, a!.height]).toEqual([1000, 700]);
    expect(a!.renditions.widths).toEqual([160, 195, 238, 291, 354, 432, 528, 644, 785, 958, 1000]);
    expect(a!.renditions.jpeg).toEqual([640, 1000]);
    const files = await readdir(join(cache, a!.key));
    expect(files.sort()).toEqual([
      '1000.jpg',
      '1000.webp',
      '160.webp',
      '195.webp',
      '238.webp',
      '291.webp',
      '354.webp',
      '432.webp',
      '528.webp',
      '640.jpg',
      '644.webp',
      '785.webp',
      '958.webp',
      'sizes.json',
    ]);
    const made = await sharp(join(cache, a!.key, '432.webp')).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 432, 302]);
    expect(a!.renditions.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(a!.renditions.placeholder!.length).toBeLessThan(1000);
    expect(a!.renditions.tiles).toBeUndefined();
    // Larger than the largest size: a IIIF level 0 tile pyramid, which names itself by the site's address.
    expect(large!.renditions.widths.at(-1)).toBe(2000);
    expect(large!.renditions.tiles).toBe(true);
    const info = JSON.parse(await readFile(join(cache, large!.key, 'iiif/info.json'), 'utf8'));
    expect(info).toMatchObject({ id: `/pictures/${large!.key}/iiif`, type: 'ImageService3', width: 2400, height: 1200 });
    expect(await readdir(join(cache, large!.key, 'iiif/0,0,512,512'))).toEqual(['512,512']);
  });

  it('are encoded once per picture content: cold, again unchanged, and after one picture changes', async () => {
    const cache = join(dir, 'cache');
    const files = [join(dir, 'a.jpg'), join(dir, 'b.jpg')];
    const cold = await allPictureSizes(files, cache, 2);
    expect({ encoded: cold.encoded, reused: cold.reused }).toEqual({ encoded: 2, reused: 0 });
    const written = (await stat(join(cache, cold.sizes[0]!.key, '644.webp'))).mtimeMs;

    // Unchanged: nothing is encoded, nothing rewritten.
    const again = await allPictureSizes(files, cache, 2);
    expect({ encoded: again.encoded, reused: again.reused }).toEqual({ encoded: 0, reused: 2 });
    expect(again.sizes).toEqual(cold.sizes);
    expect((await stat(join(cache, cold.sizes[0]!.key, '644.webp'))).mtimeMs).toBe(written);

    // One picture changed: only it is encoded, under a new key.
    await writeFile(join(dir, 'b.jpg'), await photo(500, 800, 150));
    const edited = await allPictureSizes(files, cache, 2);
    expect({ encoded: edited.encoded, reused: edited.reused }).toEqual({ encoded: 1, reused: 1 });
    expect(edited.sizes[0]).toEqual(cold.sizes[0]);
    expect(edited.sizes[1]!.key).not.toBe(cold.sizes[1]!.key);
  });

  it('makes the sizes of one content once when two files hold it (the same photograph under two names), however many threads', async () => {
    const cache = join(dir, 'cache-twice');
    await writeFile(join(dir, 'copy-of-a.jpg'), await readFile(join(dir, 'a.jpg')));
    const both = await allPictureSizes([join(dir, 'a.jpg'), join(dir, 'copy-of-a.jpg')], cache, 2);
    expect({ encoded: both.encoded, reused: both.reused }).toEqual({ encoded: 1, reused: 1 });
    expect(both.sizes[1]).toEqual(both.sizes[0]);
    expect(await readdir(cache)).toEqual([both.sizes[0]!.key]);
  });

  it('refuses what is not a picture, naming the file, and leaves no half-made sizes', async () => {
    await writeFile(join(dir, 'broken.jpg'), 'not a picture');
    const cache = join(dir, 'cache-broken');
    await expect(allPictureSizes([join(dir, 'broken.jpg')], cache, 1)).rejects.toThrow();
    expect(await readdir(cache)).toEqual([]);
  });

  it('are made in a temporary folder that a killed build leaves for the next one to remove', async () => {
    const cache = join(dir, 'cache-swept');
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const left = `${join(cache, 'abc')}.tmp-${dead}-3`;
    await mkdir(left, { recursive: true });
    const mine = tempName(join(cache, 'def'));
    expect(TEMP_NAME.exec(mine)?.[1]).toBe(String(process.pid));
    await mkdir(mine, { recursive: true });
    await allPictureSizes([join(dir, 'b.jpg')], cache, 1);
    const names = await readdir(cache);
    expect(names).not.toContain('abc.tmp-' + dead + '-3');
    // A live process's (this one's) is left alone.
    expect(names.some((n) => n.startsWith('def.tmp-'))).toBe(true);
  });
});
