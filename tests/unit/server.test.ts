/**
 * The production server (npm start) as attackers, browsers, media players, proxies and deploys meet
 * it: on the run's shared build of the sample site, over real sockets on 127.0.0.1.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { parseTarget, sameOriginLocation } from '../../app/serving/request-target.ts';
import { corpus, plainGet, rawRequest } from '../support/http.ts';
import { firstFile, serve, type Listening } from '../support/static-site.ts';

let site: Listening;
const log: string[] = [];
beforeAll(async () => {
  site = await serve(inject('siteDir'), log);
});
afterAll(() => site.close());

describe('npm start under hostile requests', () => {
  it('answers every request of a corpus of over 1,000 malformed ones, and keeps serving', { timeout: 120_000 }, async () => {
    const requests = corpus();
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const unanswered: string[] = [];
    let next = 0;
    // 16 connections at a time: enough to overlap, bounded for the machine's open-file limit.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < requests.length) {
          const req = requests[next++]!;
          const answer = await rawRequest(site.port, req);
          if (!/^HTTP\/1\.1 [1-5]\d\d /.test(answer)) unanswered.push(JSON.stringify(req.slice(0, 80)));
          // No response, whatever was asked, names another host.
          const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
          if (location && !/^\/(?![/\\])/.test(location)) unanswered.push(`Location ${location} for ${JSON.stringify(req.slice(0, 80))}`);
        }
      }),
    );
    expect(unanswered).toEqual([]);
    const home = await fetch(site.url + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
    // Nothing the corpus did was a failure of the server's own (a 500 is logged).
    expect(log).toEqual([]);
  });

  it('redirects a trailing slash to a path on this site only', () => {
    for (const [raw, location] of [
      ['/en/', '/en'],
      ['/exposiciones///', '/exposiciones'],
      ['//', '/'],
      ['/%E2%82%AC/', '/%E2%82%AC'],
      ['/a/?q=<x>', '/a?q=<x>'],
    ] as const) {
      const t = parseTarget(raw);
      expect(t, raw).not.toBeTypeOf('number');
      if (typeof t !== 'number') expect(sameOriginLocation(t.segments, t.search)).toBe(location);
    }
    // A segment that decodes to a separator, a dot segment or a control character is no page: 404, never a redirect.
    for (const raw of ['/%2Fevil.example%2Fphish/', '/%5Cevil/', '/\\evil/', '/%00/', '/../', '/a/%2e%2e/'])
      expect(parseTarget(raw), raw).toBe(404);
    expect(parseTarget('/%')).toBe(400);
  });
});

describe('npm start as browsers and caches meet it', () => {
  it('sends Brotli or gzip as the browser accepts them: the build’s copies of hashed assets, pages and page data compressed when asked', async () => {
    const br = await fetch(site.url + '/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    // fetch decodes: the header says what travelled.
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await readFile(join(inject('siteDir'), 'index.html'), 'utf8');
    expect(await br.text()).toBe(plain);
    const raw = (encoding: string, path = '/') =>
      rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: a\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`);
    const gz = await raw('gzip, br;q=0');
    expect(gz).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
    expect(gunzipSync(Buffer.from(gz.slice(gz.indexOf('\r\n\r\n') + 4), 'latin1')).toString()).toBe(plain);
    const b = await raw('br');
    expect(brotliDecompressSync(Buffer.from(b.slice(b.indexOf('\r\n\r\n') + 4), 'latin1')).toString()).toBe(plain);
    const identity = await raw('identity');
    expect(identity).not.toMatch(/content-encoding/i);
    expect(identity.slice(identity.indexOf('\r\n\r\n') + 4)).toBe(Buffer.from(plain).toString('latin1'));
    // Scripts, styles and page data too; images are sent as they are.
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(plain)![1]!;
    expect(await raw('br', script)).toMatch(/\r\ncontent-encoding: br\r\n/i);
    expect(await raw('gzip', '/page-data/index/page-data.json')).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
    expect(await raw('br', '/favicon.svg')).toMatch(/\r\ncontent-type: image\/svg\+xml\r\n/i);
  });

  it('sends the search index’s page table, WebAssembly and chunks as the build’s Brotli or gzip copies, and as they are to a client that takes neither', async () => {
    const dir = inject('siteDir');
    const entry = JSON.parse(await readFile(join(dir, 'pagefind/pagefind-entry.json'), 'utf8'));
    const raw = (encoding: string, path: string) =>
      rawRequest(site.port, `GET ${path} HTTP/1.1\r\nHost: a\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`);
    const bodyOf = (response: string) => Buffer.from(response.slice(response.indexOf('\r\n\r\n') + 4), 'latin1');
    for (const path of [
      `/pagefind/pagefind.${entry.languages.es.hash}.pf_meta`,
      '/pagefind/wasm.es.pagefind',
      // A chunk large enough to have copies (a copy is written only where it is smaller).
      await firstFile(dir, 'pagefind/index', '.pf_index', true),
      await firstFile(dir, 'pagefind/filter', '.pf_filter', true),
    ]) {
      const stored = await readFile(join(dir, path));
      // Stored as it is: Pagefind's library reads a file that begins with its signature without inflating it.
      expect(stored.subarray(0, 12).toString(), path).toBe('pagefind_dcd');
      const b = await raw('br, gzip', path);
      expect(b, path).toMatch(/\r\ncontent-encoding: br\r\n/i);
      expect(b, path).toMatch(/\r\nvary: Accept-Encoding\r\n/i);
      expect(brotliDecompressSync(bodyOf(b)).equals(stored), path).toBe(true);
      const g = await raw('gzip', path);
      expect(g, path).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
      expect(gunzipSync(bodyOf(g)).equals(stored), path).toBe(true);
      const identity = await raw('identity', path);
      expect(identity, path).not.toMatch(/content-encoding/i);
      expect(bodyOf(identity).equals(stored), path).toBe(true);
    }
    // A fragment is Pagefind's own gzip, sent as it is whatever the client takes.
    const fragment = await raw('br, gzip', await firstFile(dir, 'pagefind/fragment', '.pf_fragment'));
    expect(fragment).toMatch(/^HTTP\/1.1 200/);
    expect(fragment).not.toMatch(/content-encoding/i);
    expect(gunzipSync(bodyOf(fragment)).subarray(0, 12).toString()).toBe('pagefind_dcd');
  });

  it('answers revalidation with 304 by ETag and by date, for each encoding', async () => {
    const url = site.url + '/exposiciones/paisajes-abstraccion';
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await plainGet(url, { 'accept-encoding': encoding });
      expect(first.status).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const byTag = await plainGet(url, { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(byTag.status).toBe(304);
      expect(byTag.body.length).toBe(0);
      const since = String(first.headers['last-modified']);
      const byDate = await plainGet(url, { 'accept-encoding': encoding, 'if-modified-since': since });
      expect(byDate.status).toBe(304);
      expect((await plainGet(url, { 'accept-encoding': encoding, 'if-none-match': 'W/"other"' })).status).toBe(200);
      expect((await plainGet(url, { 'accept-encoding': encoding, 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
      expect((await plainGet(url, { 'accept-encoding': encoding, 'if-modified-since': 'not a date' })).status).toBe(200);
    }
    // An encoding's ETag is its own: a cache never gets a 304 for a body in another encoding.
    const br = await plainGet(url, { 'accept-encoding': 'br' });
    expect((await plainGet(url, { 'accept-encoding': 'identity', 'if-none-match': String(br.headers.etag) })).status).toBe(200);
  });

  it('lets browsers keep files named by their content for a year, and revalidate everything else', async () => {
    const dir = inject('siteDir');
    const first = (sub: string, ext?: string) => firstFile(dir, sub, ext);
    const immutable = 'public, max-age=31536000, immutable';
    for (const path of [
      await first('assets'),
      // A picture's size, in the folder named by the picture's content.
      await first('pictures', '.webp'),
      await first('pagefind/index'),
      await first('pagefind/fragment'),
      await first('pagefind/filter'),
      // A part of a language's index: a folder named after it, its entry included.
      await first('pagefind/shard', 'pagefind-entry.json'),
    ])
      expect((await plainGet(site.url + path, {})).headers['cache-control'], path).toBe(immutable);
    // The library, its entry (fetched with the build hash) and the pages keep their names across builds.
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/', '/exposiciones/paisajes-abstraccion'])
      expect((await plainGet(site.url + path, {})).headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    const headersFile = await readFile(join(dir, '_headers'), 'utf8');
    for (const folder of ['/assets/', '/pictures/', '/pagefind/index/', '/pagefind/fragment/', '/pagefind/filter/', '/pagefind/shard/'])
      expect(headersFile).toContain(`${folder}*\n  Cache-Control: ${immutable}`);
  });

  it('sends the CSP and the other document headers with what a browser shows as a document, not with every script and index chunk', async () => {
    const dir = inject('siteDir');
    const first = (sub: string, ext: string) => firstFile(dir, sub, ext);
    const documents = ['/', '/en', '/exposiciones/paisajes-abstraccion', '/sw.js', '/favicon.svg', '/sitemap.xml', '/no-such-page'];
    for (const path of documents) {
      const headers = (await plainGet(site.url + path, {})).headers;
      expect(headers['content-security-policy'], path).toMatch(/^default-src 'self'/);
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toBeDefined();
    }
    const subresources = [
      await first('assets', '.js'),
      await first('assets', '.css'),
      '/pagefind/pagefind.js',
      await first('pagefind/fragment', '.pf_fragment'),
    ];
    subresources.push(await first('pagefind/index', '.pf_index'), '/page-data/app-data.json');
    for (const path of subresources) {
      const res = await plainGet(site.url + path, {});
      expect(res.status, path).toBe(200);
      expect(res.headers['content-security-policy'], path).toBeUndefined();
      expect(res.headers['referrer-policy'], path).toBeUndefined();
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers Range requests with 206 so audio and video can seek, and 416 outside the file', async () => {
    const dir = inject('siteDir');
    const audio = (await import('node:fs')).readdirSync(join(dir, 'media/audio'))[0]!;
    const bytes = await readFile(join(dir, 'media/audio', audio));
    const part = await fetch(`${site.url}/media/audio/${audio}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(`${site.url}/media/audio/${audio}`, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const outside = await fetch(`${site.url}/media/audio/${audio}`, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers /404 and /500 with their status, and a missing address with the 404 page of its language', async () => {
    const notFound = await fetch(site.url + '/404');
    expect(notFound.status).toBe(404);
    expect((await fetch(site.url + '/500')).status).toBe(500);
    const cases = [
      ['/no-existe', 'es', 'Página no encontrada'],
      ['/en/no-such-page', 'en', 'Page not found'],
      ['/ca/no-existeix', 'ca', 'Página no encontrada'],
      ['/eu/ez-dago', 'eu', 'Página no encontrada'],
      ['/gl/non-existe', 'gl', 'Página no encontrada'],
    ] as const;
    for (const [path, lang, title] of cases) {
      const res = await fetch(site.url + path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(title);
      // Spanish interface text inside a Catalan, Basque or Galician page is marked as Spanish.
      if (!['es', 'en'].includes(lang)) expect(html).toMatch(/<div lang="es">/);
    }
    // The host's own files and the build's manifest are not pages.
    for (const path of ['/_headers', '/.vite/manifest.json', '/.build-state.json', '/.ssr/entry-server.js', '/index.html.br/'])
      expect((await fetch(site.url + path)).status).toBe(404);
    expect((await fetch(site.url + '/', { method: 'POST' })).status).toBe(405);
  });

  it('sends HSTS over HTTPS only, and a CSP narrowed to the media host and no embeds', async () => {
    expect((await fetch(site.url + '/')).headers.get('strict-transport-security')).toBeNull();
    const behindProxy = await fetch(site.url + '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behindProxy.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const csp = behindProxy.headers.get('content-security-policy')!;
    expect(csp).toContain("img-src 'self' data: https://media.museo.example;");
    expect(csp).toContain("media-src 'self' https://media.museo.example;");
    expect(csp).toContain("frame-src 'none';");
    expect(csp).not.toMatch(/https:(;|\s)/);
    const headersFile = await readFile(join(inject('siteDir'), '_headers'), 'utf8');
    expect(headersFile).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(headersFile).toContain(`Content-Security-Policy: ${csp}`);
  });
});

describe('npm start under slow and many clients', () => {
  it('answers a request whose headers never end with 408, and never reads the body of a refused method', async () => {
    const s = createStaticServer(inject('siteDir'), { log: () => undefined, headersTimeoutMs: 300 });
    await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
    const { port } = s.address() as AddressInfo;
    try {
      // Half a request, then silence: cut off with 408 (the answer is read when the server closes).
      expect(await rawRequest(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n')).toMatch(/^HTTP\/1\.1 408 /);
      // A POST announcing 100 MB: 405 at once and the connection closed, without waiting for the body.
      const post = await rawRequest(port, 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000000\r\n\r\nab');
      expect(post).toMatch(/^HTTP\/1\.1 405 /);
      expect(post).toMatch(/\r\nconnection: close\r\n/i);
    } finally {
      s.closeAllConnections();
      s.close();
    }
  });

  it(
    'keeps answering visitors while hundreds of slow clients hold connections, under a low open-file limit',
    { timeout: 120_000 },
    async () => {
      // The server in its own process, allowed 128 open files: 300 slow clients would use them all.
      const child = spawn(
        'bash',
        ['-c', `ulimit -n 128 && exec "${process.execPath}" --import tsx app/server/serve-folder.ts "${inject('siteDir')}"`],
        {
          cwd: join(import.meta.dirname, '../..'),
          // Its standard input held open: the server ends when it closes.
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      );
      try {
        const port = await new Promise<number>((resolve, reject) => {
          child.stdout!.on('data', (d: Buffer) => {
            const m = /^http:\/\/127\.0\.0\.1:(\d+)$/m.exec(d.toString());
            if (m) resolve(Number(m[1]));
          });
          child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
        });
        const slow = Array.from({ length: 300 }, () => {
          const socket = connect(port, '127.0.0.1');
          socket.on('error', () => undefined);
          socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // and never the rest
          return socket;
        });
        await Promise.all(
          slow.map((s) => new Promise((ok) => (s.readyState === 'open' ? ok(null) : s.once('connect', ok).once('close', ok)))),
        );
        const answers: number[] = [];
        for (let i = 0; i < 20; i++) answers.push((await plainGet(`http://127.0.0.1:${port}/museo`)).status);
        expect(answers).toEqual(Array(20).fill(200));
        // Slow clients are still connected (the oldest gave way to the visitors, not all of them).
        expect(slow.filter((s) => !s.destroyed && s.readyState === 'open').length).toBeGreaterThan(0);
        for (const s of slow) s.destroy();
      } finally {
        child.kill();
      }
    },
  );
});
