/**
 * What each reference's pixels are, without decoding it: decoding a lossless WebP is most of a
 * comparison's cost (15 s of CPU for the 1,192 references of a run, 13 ms a picture against 0.1 ms to
 * hash its file). The run decodes the picture it took anyway, hashes its pixels, and looks the
 * reference's file up here: the same hash is the same pixels, with nothing else to decode. Anything
 * else (no entry, other pixels) is compared pixel by pixel as before.
 *
 * Kept by content, not by name: `sha256(file bytes) → sha256(pixels)`. A reference changed by hand
 * has a new hash and no entry, so it is decoded; an entry whose file is gone is never looked up. The
 * entries are written only when references are accepted (`--update`, which also adds those missing),
 * and each is made from the file as written, decoded again, so it always says what the file holds.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodePicture, type Pixels } from './compare.ts';
import { ROOT } from './pictures.ts';

export const FINGERPRINTS = join(ROOT, 'tests/visual/fingerprints.json');

/** 128 bits of a SHA-256: enough to tell pictures apart, half the bytes in the file. */
const digest = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest('hex').slice(0, 32);
};

/** The pixels' fingerprint: their size and every byte (RGBA). */
export function pixelsFingerprint(p: Pixels): string {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(p.width, 0);
  size.writeUInt32BE(p.height, 4);
  return digest(size, p.data);
}

export class Fingerprints {
  private constructor(
    private readonly file: string,
    private readonly byFile: Map<string, string>,
  ) {}

  /** The fingerprints in `file` (none when it is missing or unreadable: every reference is then decoded). */
  static load(file = FINGERPRINTS): Fingerprints {
    let entries: Record<string, string> = {};
    try {
      if (existsSync(file)) entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      entries = {};
    }
    const valid = Object.entries(entries).filter(([k, v]) => /^[0-9a-f]{32}$/.test(k) && typeof v === 'string' && /^[0-9a-f]{32}$/.test(v));
    return new Fingerprints(file, new Map(valid));
  }

  /** The fingerprint of the pixels a reference's file holds, when known. */
  pixelsOf(referenceBytes: Buffer): string | undefined {
    return this.byFile.get(digest(referenceBytes));
  }

  /** Learns a reference's file from its bytes, decoding them (so the entry says what the file holds). */
  async learn(referenceBytes: Buffer): Promise<void> {
    this.byFile.set(digest(referenceBytes), pixelsFingerprint(await decodePicture(referenceBytes)));
  }

  /**
   * Writes an entry for each of `references` (the reference files there are now) and none other:
   * those not known yet are decoded once.
   */
  async save(references: string[]): Promise<void> {
    const kept: Record<string, string> = {};
    const keys: string[] = [];
    for (const file of references) {
      const bytes = await readFile(file);
      const key = digest(bytes);
      if (!this.byFile.has(key)) await this.learn(bytes);
      keys.push(key);
    }
    for (const key of keys.sort()) kept[key] = this.byFile.get(key)!;
    await writeFile(this.file, `${JSON.stringify(kept, null, 2)}\n`);
  }
}
