/**
 * Fetching a CMS's media files over real HTTP (a local server on 127.0.0.1): each file once, asked again
 * by its entity tag; refused when it is too large, is not what its name says, redirects elsewhere or
 * does not answer, each refusal naming the URL and the page that uses it.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaHostRefusal } from './media-host-check.ts';
import { fetchMedia, mediaLimitsFromEnv, type FetchLimits } from './remote-media.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...new Array(64).fill(0)]);
const FILES: Record<string, { body: Buffer | string; status?: number; headers?: Record<string, string>; hang?: boolean; held?: boolean }> = {
  '/media/a.jpg': { body: JPEG },
  '/media/page.jpg': { body: '<!doctype html><script>alert(1)</script>' },
  // Too large, said at once (Content-Length), or found out while the bytes arrive.
  '/media/big.jpg': { body: Buffer.concat([JPEG, Buffer.alloc(4096)]), headers: { 'content-length': String(JPEG.length + 4096) } },
  '/media/big-streamed.jpg': { body: Buffer.concat([JPEG, Buffer.alloc(4096)]) },
  '/media/moved.jpg': { body: '', status: 302, headers: { location: 'https://elsewhere.example/a.jpg' } },
  '/media/slow.jpg': { body: JPEG, hang: true },
  '/media/drawing.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
  '/media/captions.vtt': { body: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHola\n' },
  '/media/long-captions.vtt': { body: `WEBVTT\n\n00:00.000 --> 00:01.000\n${'Hola '.repeat(200)}\n` },
  '/pictures/on-the-host.jpg': { body: JPEG },
  '/media/held.jpg': { body: JPEG, held: true },
  '/media/other.jpg': { body: Buffer.concat([JPEG, Buffer.from('other')]) },
};
/** Answers for held files wait until this is called (another build runs meanwhile). */
let releaseHeld: () => void = () => undefined;
let held = new Promise<void>((r) => (releaseHeld = r));
let server: Server;
let base: string;
let root: string;
const asked: { path: string; condition?: string }[] = [];
const limits: FetchLimits = { timeoutMs: 1000, concurrency: 4, maxBytes: 2048, maxTextBytes: 512, privateHosts: [] };

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'museo-media-'));
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    asked.push({ path, condition: req.headers['if-none-match'] });
    const file = FILES[path];
    if (!file) return res.writeHead(404).end();
    if (file.hang) return; // never answers
    const etag = `"${createHash('sha1').update(file.body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
    if (file.held) return void held.then(() => res.writeHead(200, { etag }).end(file.body));
    res.writeHead(file.status ?? 200, { etag, ...file.headers }).end(file.body);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await rm(root, { recursive: true, force: true });
});

const request = (path: string) => ({ address: path, url: base + path, usedBy: 'es/inicio.json' });

describe('media fetched for a build', () => {
  it('downloads a file once, then asks by its entity tag and takes the cached copy', async () => {
    const first = await fetchMedia(root, [request('/media/a.jpg'), request('/media/captions.vtt')], limits);
    expect(first).toMatchObject({ fetched: 2, fromCache: 0, failures: [] });
    expect(await readFile(first.files.get('/media/a.jpg')!)).toEqual(JPEG);
    asked.length = 0;
    const second = await fetchMedia(root, [request('/media/a.jpg'), request('/media/captions.vtt')], limits);
    expect(second).toMatchObject({ fetched: 0, fromCache: 2, bytes: 0, failures: [] });
    expect(asked.every((a) => a.condition?.startsWith('"'))).toBe(true);
    expect(second.files.get('/media/a.jpg')).toBe(first.files.get('/media/a.jpg'));
  });

  it('keeps what two builds sharing the cache fetched at the same time', async () => {
    // One build waits for a file while another starts, fetches and records its own, then the first ends.
    const slow = fetchMedia(root, [request('/media/held.jpg')], limits);
    await expect.poll(() => asked.some((a) => a.path === '/media/held.jpg')).toBe(true);
    expect((await fetchMedia(root, [request('/media/other.jpg')], limits)).fetched).toBe(1);
    releaseHeld();
    expect((await slow).fetched).toBe(1);
    // Each file is known to the next build: neither record was written over the other.
    const next = await fetchMedia(root, [request('/media/held.jpg'), request('/media/other.jpg')], limits);
    expect(next).toMatchObject({ fetched: 0, fromCache: 2 });
    held = new Promise<void>((r) => (releaseHeld = r));
  });

  it('refuses what is not what its name says, too large, redirected or silent, naming the URL and the page', async () => {
    const got = await fetchMedia(
      root,
      ['/media/page.jpg', '/media/big.jpg', '/media/big-streamed.jpg', '/media/moved.jpg', '/media/slow.jpg', '/media/drawing.svg', '/media/gone.jpg'].map(request),
      limits,
    );
    expect(got.files.size).toBe(0);
    expect(got.failures.sort()).toEqual(
      [
        `${base}/media/big.jpg (used by es/inicio.json): 4172 bytes, over the limit of 2048 (MEDIA_MAX_MB)`,
        `${base}/media/big-streamed.jpg (used by es/inicio.json): over the limit of 2048 bytes (MEDIA_MAX_MB)`,
        `${base}/media/drawing.svg (used by es/inicio.json): an SVG with a <script> element: refused (it would run on the site's own address)`,
        `${base}/media/gone.jpg (used by es/inicio.json): HTTP 404 Not Found`,
        `${base}/media/moved.jpg (used by es/inicio.json): HTTP 302, redirected to https://elsewhere.example/a.jpg: not followed`,
        `${base}/media/page.jpg (used by es/inicio.json): expected image/jpeg, found content of no known type`,
        `${base}/media/slow.jpg (used by es/inicio.json): no answer within 1000 ms`,
      ].sort(),
    );
  });

  it('reads an SVG or a caption file only up to a limit of its own (it is read whole to be checked)', async () => {
    const got = await fetchMedia(root, [request('/media/long-captions.vtt')], limits);
    expect(got.failures).toEqual([`${base}/media/long-captions.vtt (used by es/inicio.json): over the limit of 512 bytes for an SVG or caption file`]);
  });

  it('hashes a cached file again when it was changed since, and downloads it again when its bytes differ', async () => {
    const first = await fetchMedia(root, [request('/media/a.jpg')], limits);
    const file = first.files.get('/media/a.jpg')!;
    // Written through a hard link in a published folder, say: the same size, other bytes.
    await writeFile(file, Buffer.alloc(JPEG.length, 7));
    const again = await fetchMedia(root, [request('/media/a.jpg')], limits);
    expect(again).toMatchObject({ fetched: 1, fromCache: 0, failures: [] });
    expect(await readFile(again.files.get('/media/a.jpg')!)).toEqual(JPEG);
    // Touched but unchanged: hashed, and taken from the cache.
    const now = new Date();
    await utimes(file, now, now);
    expect(await fetchMedia(root, [request('/media/a.jpg')], limits)).toMatchObject({ fetched: 0, fromCache: 1 });
  });

  it('never removes a file another build used within the day, though its own record forgot it', async () => {
    const filesDir = join(root, '.build/media/files');
    const old = new Date(Date.now() - 3 * 86_400_000);
    const [kept, gone] = ['a', 'b'].map((c) => join(filesDir, c.repeat(64)));
    for (const f of [kept!, gone!]) {
      await writeFile(f, 'bytes no record names');
      await utimes(f, old, old);
    }
    // Another build marked one as used just now (its record is not written yet).
    await writeFile(`${kept}.used`, '');
    await fetchMedia(root, [request('/media/a.jpg')], limits);
    const names = await readdir(filesDir);
    expect(names).toContain('a'.repeat(64));
    expect(names).not.toContain('b'.repeat(64));
  });

  it('refuses a media host that resolves to a loopback, private or link-local address, unless allowed by name', async () => {
    const onHost = { address: `${base}/pictures/on-the-host.jpg`, url: `${base}/pictures/on-the-host.jpg`, usedBy: 'es/obra.json' };
    const refused = await fetchMedia(root, [onHost], limits);
    expect(refused.failures).toEqual([
      `${onHost.url} (used by es/obra.json): the media host 127.0.0.1 resolves to 127.0.0.1, not a public address: refused (name it in MEDIA_PRIVATE_HOSTS to allow it)`,
    ]);
    expect(await fetchMedia(root, [onHost], { ...limits, privateHosts: ['127.0.0.1'] })).toMatchObject({ fetched: 1, failures: [] });
    for (const host of ['localhost', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '[::1]', '[fe80::1]', '[fd00::1]', '[::ffff:127.0.0.1]', '0.0.0.0'])
      expect(await mediaHostRefusal(host, []), host).toMatch(/not a public address/);
    expect(await mediaHostRefusal('93.184.215.14', [])).toBeNull();
    expect(await mediaHostRefusal('localhost', ['localhost'])).toBeNull();
    expect(mediaLimitsFromEnv({ MEDIA_PRIVATE_HOSTS: ' media.internal , 127.0.0.1' }).privateHosts).toEqual(['media.internal', '127.0.0.1']);
  });

  it('takes its limits from the environment, and refuses a limit that is not a number', () => {
    expect(mediaLimitsFromEnv({ MEDIA_MAX_MB: '1.5', CMS_TIMEOUT_MS: '2000' })).toMatchObject({ maxBytes: 1572864, timeoutMs: 2000 });
    expect(() => mediaLimitsFromEnv({ MEDIA_MAX_MB: 'lots' })).toThrow('MEDIA_MAX_MB=lots: expected a positive number');
  });
});
