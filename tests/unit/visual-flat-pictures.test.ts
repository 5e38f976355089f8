/**
 * The visual run's servers answer a raster picture with a box of its own size and average colour, and
 * every other request, a path outside the folder and a malformed one included, as the server behind
 * them does (tests/visual/flat-pictures.ts). Over real HTTP on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatPictures } from '../visual/flat-pictures.ts';

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'museo-flat-'));
  await mkdir(join(dir, 'media'));
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8102e' } })
    .jpeg()
    .toFile(join(dir, 'media/red.jpg'));
  // Stored on its side: a browser shows it 30 wide and 40 high (EXIF orientation 6).
  await sharp({ create: { width: 40, height: 30, channels: 3, background: '#204080' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toFile(join(dir, 'media/turned.jpg'));
  await writeFile(join(dir, 'media/notes.txt'), 'not a picture');
  await writeFile(join(dir, 'media/broken.png'), 'not a PNG either');
  server = createServer(flatPictures(dir, (req, res) => res.writeHead(299, { 'x-next': req.url ?? '' }).end()));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('pictures as boxes', () => {
  it('answers a photograph with an SVG box of its size and average colour', async () => {
    const res = await fetch(`${origin}/media/red.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="40" height="30" /);
    const fill = /fill="#([0-9a-f]{6})"/.exec(svg)![1]!;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(fill.slice(i, i + 2), 16));
    // JPEG moves a flat colour by a step or two.
    expect(Math.abs(r! - 0xc8)).toBeLessThan(4);
    expect(Math.abs(g! - 0x10)).toBeLessThan(4);
    expect(Math.abs(b! - 0x2e)).toBeLessThan(4);
  });

  it('gives a picture stored on its side the size a browser shows it at', async () => {
    const svg = await (await fetch(`${origin}/media/turned.jpg`)).text();
    expect(svg).toContain('width="30" height="40"');
  });

  it('hands every other request to the server behind it', async () => {
    for (const path of [
      '/media/notes.txt',
      '/media/broken.png',
      '/media/missing.webp',
      '/media/%E0%A4%A.jpg',
      '/media/..%2F..%2Fetc%2Fhosts.jpg',
    ]) {
      const res = await fetch(origin + path);
      expect(res.status, path).toBe(299);
      expect(res.headers.get('x-next'), path).toBe(path);
    }
  });
});
