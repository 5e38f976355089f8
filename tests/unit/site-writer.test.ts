/**
 * The render threads' writer: each file whole, in UTF-8, its bytes counted exactly, its folder made
 * once, never a file outside the output folder.
 */
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteWriter } from '../../app/site-build/render/site-writer.ts';
import { discard } from '../support/discard.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museo-writer-'));
});
afterAll(() => discard(dir));

describe('the site writer', () => {
  it('writes each file whole in UTF-8 and counts its bytes, not its characters', async () => {
    const writer = createSiteWriter(dir);
    // ASCII, Latin-1 (one byte a character in V8, two in UTF-8), the BMP beyond it, and a surrogate pair.
    const bodies = {
      'a.html': '<p>plain</p>',
      'coleccion/obra/b.html': '<p>Composición – “azul” ’</p>'.repeat(5_000),
      'page-data/coleccion/obra/b.page-data.json': JSON.stringify({ t: 'Ñandú 🎨 museo' }),
    };
    for (const [rel, body] of Object.entries(bodies)) expect(writer.write(rel, body)).toEqual([rel]);
    let bytes = 0;
    for (const [rel, body] of Object.entries(bodies)) {
      expect(await readFile(join(dir, rel), 'utf8')).toBe(body);
      expect((await stat(join(dir, rel))).size).toBe(Buffer.byteLength(body));
      bytes += Buffer.byteLength(body);
    }
    expect(writer.take()).toEqual({ files: 3, bytes });
    expect(writer.take()).toEqual({ files: 0, bytes: 0 });
  });

  it('writes a file given in pieces (runs of a published file, rows made anew) whole, in their order', async () => {
    const writer = createSiteWriter(dir);
    const published = Buffer.from('{"row":1}\n{"row":2}\n{"row":3}\n');
    const pieces = [published.subarray(0, 20), Buffer.from('{"row":"2b"}\n'), published.subarray(20), new Uint8Array(0)];
    expect(writer.write('data/pieces.jsonl', pieces)).toEqual(['data/pieces.jsonl']);
    expect(await readFile(join(dir, 'data/pieces.jsonl'), 'utf8')).toBe('{"row":1}\n{"row":2}\n{"row":"2b"}\n{"row":3}\n');
    expect(writer.take()).toEqual({ files: 1, bytes: published.length + 13 });
  });

  it('writes over a file it wrote before, leaving nothing of the longer one', async () => {
    const writer = createSiteWriter(dir);
    writer.write('over.html', 'x'.repeat(1_000));
    writer.write('over.html', 'short');
    expect(await readFile(join(dir, 'over.html'), 'utf8')).toBe('short');
  });

  it('refuses a path that would land outside the output folder', () => {
    const writer = createSiteWriter(join(dir, 'out'));
    for (const rel of ['../escaped.html', '/etc/escaped', 'a/../../escaped.html'])
      expect(() => writer.write(rel, 'x'), rel).toThrow(/outside the output folder/);
  });
});
