/**
 * Compressed copies made once per content (./compressed-once.ts): a second build of the same bytes
 * reads them instead of compressing again; other bytes or other settings are other copies; a copy
 * that does not read back into its bytes is made again, never served.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressedOnce, type Compressed } from './compressed-once.ts';

let cache: string;
beforeEach(async () => {
  cache = join(await mkdtemp(join(tmpdir(), 'museo-compressed-')), 'cache');
});
afterEach(() => rm(join(cache, '..'), { recursive: true, force: true }));

/** A compressor that counts its calls. */
function counted() {
  const made = { count: 0 };
  const make = (body: Buffer) => async (): Promise<Compressed> => {
    made.count++;
    return [brotliCompressSync(body), gzipSync(body)];
  };
  return { made, make };
}

const body = Buffer.from('(module) '.repeat(2_000));

describe('compressed copies kept by content', () => {
  it('makes the copies of some bytes once, and gives the same copies to every later build', async () => {
    const { made, make } = counted();
    const first = await compressedOnce(cache, body, 'brotli 11, gzip 9', make(body));
    const again = await compressedOnce(cache, Buffer.from(body), 'brotli 11, gzip 9', make(body));
    expect(made.count).toBe(1);
    expect(again[0].equals(first[0]) && again[1].equals(first[1])).toBe(true);
    expect(brotliDecompressSync(again[0]).equals(body)).toBe(true);
    expect(gunzipSync(again[1]).equals(body)).toBe(true);
    // Two files, written whole: no temporary name is left.
    expect((await readdir(cache)).sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}\.br$/),
      expect.stringMatching(/^[0-9a-f]{64}\.gz$/),
    ]);
  });

  it('keeps other bytes, and the same bytes made otherwise, apart', async () => {
    const { made, make } = counted();
    const other = Buffer.from('(other module) '.repeat(1_000));
    await compressedOnce(cache, body, 'brotli 11, gzip 9', make(body));
    const [b] = await compressedOnce(cache, other, 'brotli 11, gzip 9', make(other));
    await compressedOnce(cache, body, 'brotli 8, gzip 6', make(body));
    expect(made.count).toBe(3);
    expect(brotliDecompressSync(b).equals(other)).toBe(true);
    expect(await readdir(cache)).toHaveLength(6);
  });

  it('makes again a copy that does not read back into its bytes: cut short, or of something else', async () => {
    const { made, make } = counted();
    await compressedOnce(cache, body, 'brotli 11, gzip 9', make(body));
    const [brName, gzName] = (await readdir(cache)).sort();
    const damaged = [
      [brName!, brotliCompressSync(body).subarray(0, -4)],
      [gzName!, gzipSync(Buffer.from('something else'))],
    ] as const;
    for (const [name, bytes] of damaged) {
      await writeFile(join(cache, name), bytes);
      const [b, g] = await compressedOnce(cache, body, 'brotli 11, gzip 9', make(body));
      expect(brotliDecompressSync(b).equals(body) && gunzipSync(g).equals(body)).toBe(true);
    }
    expect(made.count).toBe(3);
    // And what was made again is kept: the next build reads it.
    await compressedOnce(cache, body, 'brotli 11, gzip 9', make(body));
    expect(made.count).toBe(3);
  });
});
