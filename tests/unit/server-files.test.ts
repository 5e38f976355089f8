/**
 * The production server (npm start) and the files it serves: precompressed copies, ranges, links out of
 * the folder, a deploy under load; the Content Security Policy with an IIIF server. On the run's shared
 * build of the sample site, over real sockets on 127.0.0.1 (the rest in server.test.ts).
 */
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { securityHeaders } from '../../app/serving/http-headers.ts';
import { createCompressedBodies } from '../../app/server/compressed-bodies.ts';
import { plainGet } from '../support/http.ts';
import { deployUnderLoad } from '../support/deploy-under-load.ts';
import { serve, type Listening } from '../support/static-site.ts';
import { discard } from '../support/discard.ts';

let site: Listening;
const log: string[] = [];
beforeAll(async () => {
  site = await serve(inject('siteDir'), log);
});
afterAll(() => site.close());

describe('npm start and the files it serves', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'museo-server-'));
  });
  afterAll(() => discard(work));

  it('follows no symlink out of the served folder', async () => {
    const dir = join(work, 'site');
    await mkdir(join(dir, 'media'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(join(work, 'secret.txt'), 'secret');
    await symlink(join(work, 'secret.txt'), join(dir, 'media/secret.txt'));
    await symlink(work, join(dir, 'outside'));
    await symlink('/etc', join(dir, 'etc'));
    await symlink(join(dir, 'index.html'), join(dir, 'inside.html'));
    const s = await serve(dir);
    try {
      for (const path of ['/media/secret.txt', '/outside/secret.txt', '/etc/hostname', '/etc/passwd'])
        expect((await fetch(s.url + path)).status, path).toBe(404);
      // A link that stays inside is an ordinary file.
      expect((await fetch(s.url + '/inside')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('answers a page’s data at its address from the one file the build keeps it in, never at that file’s own name', async () => {
    const built = JSON.parse(await readFile(join(inject('siteDir'), 'page-data/museo.page-data.json'), 'utf8'));
    const data = await fetch(`${site.url}/page-data/museo/page-data.json`);
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await data.json()).toEqual(built);
    expect(built.path).toBe('/museo');
    expect((await (await fetch(`${site.url}/page-data/index/page-data.json`)).json()).path).toBe('/');
    for (const path of [
      '/page-data/museo.page-data.json',
      '/page-data/index.page-data.json',
      '/page-data/museo',
      '/page-data/museo/page-data',
    ])
      expect((await fetch(site.url + path)).status, path).toBe(404);
    // A build from before (a folder per page, as after a rollback to it) is still answered.
    const dir = join(work, 'nested');
    await mkdir(join(dir, 'page-data/a/b'), { recursive: true });
    await writeFile(join(dir, 'page-data/a/b/page-data.json'), '{"path":"/a/b"}');
    await writeFile(join(dir, 'page-data/a.page-data.json'), '{"path":"/a"}');
    const s = await serve(dir);
    try {
      expect(await (await fetch(`${s.url}/page-data/a/b/page-data.json`)).json()).toEqual({ path: '/a/b' });
      expect(await (await fetch(`${s.url}/page-data/a/page-data.json`)).json()).toEqual({ path: '/a' });
      expect((await fetch(`${s.url}/page-data/a/c/page-data.json`)).status).toBe(404);
    } finally {
      await s.close();
    }
  });

  it('compresses a page when first asked, never answers from a stale entry, and keeps its cache within its bound', async () => {
    const dir = join(work, 'compressing');
    await mkdir(dir, { recursive: true });
    const page = (n: number) => `<!doctype html><html lang="es"><title>v${n}</title>${`<p>versión ${n}</p>`.repeat(400)}</html>`;
    await writeFile(join(dir, 'index.html'), page(1));
    const s = await (async () => {
      const server = createStaticServer(dir, { compressionCacheBytes: 4096 });
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    })();
    try {
      const get = (headers: Record<string, string> = {}) => plainGet(s.url + '/', { 'accept-encoding': 'br', ...headers });
      const first = await get();
      expect(first.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(first.body).toString()).toBe(page(1));
      // A new version renamed into place (as a deploy does) is compressed anew, with a new validator.
      await writeFile(join(dir, 'index.html.next'), page(2));
      await (await import('node:fs/promises')).rename(join(dir, 'index.html.next'), join(dir, 'index.html'));
      const second = await get({ 'if-none-match': String(first.headers.etag) });
      expect(second.status).toBe(200);
      expect(brotliDecompressSync(second.body).toString()).toBe(page(2));
      expect(second.headers.etag).not.toBe(first.headers.etag);
      // HEAD: the compressed length, no body.
      const head = await plainGet(s.url + '/', { 'accept-encoding': 'gzip' }, 'HEAD');
      expect(head.headers['content-encoding']).toBe('gzip');
      expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
      expect(head.body.length).toBe(0);
      // Bodies beyond the bound are still sent whole; the cache drops the least recently used.
      const cache = createCompressedBodies(4096);
      const { stat } = await import('node:fs/promises');
      for (let n = 0; n < 40; n++) {
        await writeFile(join(dir, `p${n}.html`), `${page(n)}${'x'.repeat(n * 97)}`);
        const got = await cache.get(join(dir, `p${n}.html`), await stat(join(dir, `p${n}.html`)), 'gzip');
        expect(gunzipSync(got.body).toString()).toBe(`${page(n)}${'x'.repeat(n * 97)}`);
        expect(cache.bytes).toBeLessThanOrEqual(4096);
      }
    } finally {
      s.server.closeAllConnections();
      await new Promise((ok) => s.server.close(ok));
    }
  });

  it('publishes a deploy atomically: under load, every answer is whole and from one build', { timeout: 120_000 }, async () => {
    const out = join(work, 'dist');
    const run = await deployUnderLoad(out, async (dir) => {
      const s = await serve(dir);
      return { url: s.url, stop: s.close };
    });
    expect(run.finalAppData).toBe('{"buildHash":"build-30"}');
    expect(run.problems).toEqual([]);
    expect(run.seen.size).toBeGreaterThan(1);
    // The current build and the one before it are kept; older ones are gone.
    expect((await (await import('node:fs/promises')).readdir(`${out}.builds`)).filter((n) => !n.startsWith('.')).length).toBe(2);
  });
});

describe('the Content Security Policy with an IIIF image server', () => {
  it('lets pictures and the viewer’s info.json come from it, and nothing else from there', () => {
    const csp = securityHeaders({ mediaHost: 'https://media.museo.example', imageService: 'https://iiif.museo.example/iiif/3/' })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("img-src 'self' data: https://media.museo.example https://iiif.museo.example;");
    expect(csp).toContain("connect-src 'self' https://iiif.museo.example;");
    expect(csp).toContain("media-src 'self' https://media.museo.example;");
    // On the media host itself: named once.
    const same = securityHeaders({ mediaHost: 'https://media.museo.example', imageService: 'https://media.museo.example/iiif/' })[
      'Content-Security-Policy'
    ];
    expect(same).toContain("img-src 'self' data: https://media.museo.example;");
    expect(securityHeaders({})['Content-Security-Policy']).toContain("connect-src 'self';");
  });
});
