/**
 * The generated nginx configuration (npm run deploy:nginx) serving the built sample site, against
 * `npm start` on the same build: the same answers for the same requests (status, redirect, content
 * type, compression, caching and security headers, the page itself), the same hostile corpus answered
 * with no redirect off the site, and a deploy under load with no torn or mixed response. nginx is
 * Debian's, with its Brotli modules (.ci/run installs them), started by the test on 127.0.0.1.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { NGINX, startNginx, type RunningServer } from '../../app/tools/nginx-process.ts';
import { nginxHttpConfig, nginxServerConfig } from '../../app/server/nginx-config.ts';
import { corpus, plainGet, rawRequest, type PlainResponse } from '../support/http.ts';
import { deployUnderLoad } from '../support/deploy-under-load.ts';
import { discard } from '../support/discard.ts';

type Running = RunningServer;

function startNode(root: string): Promise<Running> {
  const server = createStaticServer(root, { log: () => undefined });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        stop: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

const decoded = (res: PlainResponse) => {
  const encoding = res.headers['content-encoding'];
  return encoding === 'br' ? brotliDecompressSync(res.body) : encoding === 'gzip' ? gunzipSync(res.body) : res.body;
};
const header = (res: PlainResponse, name: string) => {
  const v = res.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

let work: string;
let node: Running;
let nginx: Running;
beforeAll(async () => {
  expect(existsSync(NGINX), 'nginx is installed (.ci/run installs it)').toBe(true);
  work = await mkdtemp(join(tmpdir(), 'museo-nginx-'));
  node = await startNode(inject('siteDir'));
  nginx = await startNginx(inject('siteDir'), work);
});
afterAll(async () => {
  await nginx?.stop();
  await node?.stop();
  await discard(work);
});

describe('nginx with the generated configuration, beside npm start', () => {
  it('answers every address as npm start does: status, redirect, type, caching, security headers and the page itself', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/', {}],
      ['/en', {}],
      ['/exposiciones/paisajes-abstraccion', { 'accept-encoding': 'br' }],
      ['/exposiciones/paisajes-abstraccion', { 'accept-encoding': 'gzip' }],
      ['/exposiciones/paisajes-abstraccion', {}],
      ['/exposiciones/paisajes-abstraccion/', {}],
      ['/exposiciones/paisajes-abstraccion/?q=1', {}],
      ['/en/exhibitions/landscapes-abstraction', { 'accept-encoding': 'br' }],
      ['/no-such-page', {}],
      ['/en/no-such-page', {}],
      ['/eu/no-such-page', {}],
      ['/404', {}],
      ['/500', {}],
      ['/en/404', {}],
      ['/page-data/app-data.json', { 'accept-encoding': 'gzip' }],
      // A page's data, kept as one file (page-data/museo.page-data.json) and answered only at its address.
      ['/page-data/museo/page-data.json', { 'accept-encoding': 'gzip' }],
      ['/page-data/index/page-data.json', {}],
      ['/page-data/en/exhibitions/landscapes-abstraction/page-data.json', { 'accept-encoding': 'br' }],
      ['/page-data/museo.page-data.json', {}],
      ['/page-data/no-such-page/page-data.json', {}],
      ['/page-data/museo/page-data.json/', {}],
      ['/sitemap.xml', {}],
      ['/favicon.svg', {}],
      ['/sw.js', {}],
      ['/pagefind/pagefind.js', { 'accept-encoding': 'br' }],
      ['/.build-state.json', {}],
      ['/_headers', {}],
      ['/index.html.br', {}],
      ['/%2Fevil.example%2Fphish/', {}],
      ['//evil.example/', {}],
      // What another site's IIIF viewer reads (Access-Control-Allow-Origin: *), beside what it may not.
      ['/iiif/manifests/coleccion/obra/noche-meseta.json', { 'accept-encoding': 'gzip' }],
      ['/iiif/manifests/no-such-work.json', {}],
    ];
    const tiles = (await readdir(join(inject('siteDir'), 'pictures'))).find((d) =>
      existsSync(join(inject('siteDir'), 'pictures', d, 'iiif/info.json')),
    );
    cases.push([`/pictures/${tiles}/iiif/info.json`, {}]);
    // The search index's page table and a word chunk (stored as they are, with the build's copies) and a fragment (Pagefind's gzip).
    const entry = JSON.parse(await readFile(join(inject('siteDir'), 'pagefind/pagefind-entry.json'), 'utf8'));
    const chunk = (await readdir(join(inject('siteDir'), 'pagefind/index'))).find((f) => f.endsWith('.pf_index'));
    const fragments = join(inject('siteDir'), 'pagefind/fragment', entry.languages.es.hash);
    for (const path of [
      `/pagefind/pagefind.${entry.languages.es.hash}.pf_meta`,
      `/pagefind/index/${chunk}`,
      `/pagefind/fragment/${entry.languages.es.hash}/${(await readdir(fragments))[0]}`,
    ])
      for (const encoding of ['br', 'gzip', 'identity']) cases.push([path, { 'accept-encoding': encoding }]);
    const differences: string[] = [];
    for (const [path, headers] of cases) {
      const [a, b] = await Promise.all([plainGet(node.url + path, headers), plainGet(nginx.url + path, headers)]);
      const compare = (what: string, x: unknown, y: unknown) => x !== y && differences.push(`${path} ${what}: npm start ${x} / nginx ${y}`);
      compare('status', a.status, b.status);
      compare('location', header(a, 'location'), header(b, 'location'));
      if (a.status === 301) continue;
      compare('content-type', header(a, 'content-type'), header(b, 'content-type'));
      compare('content-encoding', header(a, 'content-encoding'), header(b, 'content-encoding'));
      for (const h of [
        'content-security-policy',
        'referrer-policy',
        'permissions-policy',
        'x-content-type-options',
        'access-control-allow-origin',
      ])
        compare(h, header(a, h), header(b, h));
      // Only the IIIF resources are for other origins' scripts.
      compare(
        'cross-origin',
        header(a, 'access-control-allow-origin') === '*',
        a.status === 200 && /^\/(iiif|pictures\/[0-9a-f]{20}\/iiif)\//.test(path),
      );
      if (a.status === 200) compare('cache-control', header(a, 'cache-control'), header(b, 'cache-control'));
      compare('body', decoded(a).equals(decoded(b)), true);
    }
    expect(differences).toEqual([]);
  });

  it('refuses to write a header or a folder nginx would read as a variable', () => {
    const options = { root: '/srv/museo/dist', listen: '80', headers: { 'Content-Security-Policy': "default-src 'self'" } };
    expect(() => nginxServerConfig(options)).not.toThrow();
    expect(() => nginxHttpConfig({ ...options, headers: { 'Content-Security-Policy': 'img-src https://$host' } })).toThrow(/plain string/);
    expect(() => nginxServerConfig({ ...options, headers: { 'X-Note': 'a$b' } })).toThrow(/plain string/);
    expect(() => nginxServerConfig({ ...options, root: '/srv/$x/dist' })).toThrow(/plain string/);
  });

  it('keeps hashed assets a year and sends the build’s Brotli copy; revalidates pages with 304; answers ranges with 206', async () => {
    const manifest = await plainGet(nginx.url + '/page-data/app-data.json');
    expect(manifest.status).toBe(200);
    const html = decoded(await plainGet(nginx.url + '/', { 'accept-encoding': 'br' })).toString();
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await plainGet(nginx.url + script!, { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const page = await plainGet(nginx.url + '/museo');
    const etag = String(page.headers.etag);
    expect((await plainGet(nginx.url + '/museo', { 'if-none-match': etag })).status).toBe(304);
    const range = await plainGet(nginx.url + '/museo', { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.body.length).toBe(100);
    expect((await plainGet(nginx.url + '/museo', { range: 'bytes=999999999-' })).status).toBe(416);
    // HSTS only behind TLS (a proxy that says so).
    expect((await plainGet(nginx.url + '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await plainGet(nginx.url + '/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    // Only GET and HEAD.
    const post = await fetch(nginx.url + '/', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers every request of the hostile corpus, never redirects off the site, and keeps serving', { timeout: 180_000 }, async () => {
    const requests = corpus();
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < requests.length) {
          const req = requests[next++]!;
          const answer = await rawRequest(nginx.port, req);
          // nginx closes some broken requests without a word (as its own defence), and answers a request line
          // without a version (HTTP/0.9) with the bare page, as that protocol has no status line.
          const nineteenNinetyOne = /^GET \/\r\n/.test(req);
          if (answer && !nineteenNinetyOne && !/^HTTP\/1\.[01] [1-5]\d\d /.test(answer))
            problems.push(`no status line for ${JSON.stringify(req.slice(0, 80))}`);
          const location = /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1];
          if (location && !/^\/(?![/\\])/.test(location)) problems.push(`Location ${location} for ${JSON.stringify(req.slice(0, 80))}`);
        }
      }),
    );
    expect(problems).toEqual([]);
    const home = await fetch(nginx.url + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
  });

  it('follows a deploy under load: every answer whole and from one build', { timeout: 180_000 }, async () => {
    const run = await deployUnderLoad(join(work, 'dist'), (out) => startNginx(out, work));
    expect(run.finalAppData).toBe('{"buildHash":"build-30"}');
    expect(run.problems).toEqual([]);
    expect(run.seen.size).toBeGreaterThan(1);
  });
});
