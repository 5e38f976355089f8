/** The HTTP content source against a real local server on 127.0.0.1, good and bad. */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesystemSource, httpSource } from '../../app/site-build/content/content-source.ts';
import { contentSourceFromEnv } from '../../app/site-build/content/source-from-env.ts';
import { loadContent } from '../../app/site-build/content/load-content.ts';
import { formatContentError } from '../../pages/content/validate.ts';
import { discard } from '../support/discard.ts';

const contentDir = resolve(import.meta.dirname, '../../content');
/** Per-path misbehaviour: a status, a body to send instead, or silence. */
const faults = new Map<string, { status?: number; body?: string; hang?: boolean; notModified?: boolean }>();
let server: Server;
let base: string;
let files: string[];
/** The page list with each page's version (the hash of its file), as a CMS may give it. */
let versioned = false;
/** Pages asked for (not the list). */
let pageRequests = 0;

beforeAll(async () => {
  files = (await readdir(join(contentDir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
  server = createServer(async (req, res) => {
    const path = decodeURI(new URL(req.url ?? '/', 'http://x').pathname);
    const fault = faults.get(path);
    if (fault?.hang) return; // never answers
    if (fault?.status) return res.writeHead(fault.status).end('upstream trouble');
    if (fault?.notModified) return res.writeHead(304).end();
    if (fault?.body !== undefined) return res.writeHead(200, { 'content-type': 'application/json' }).end(fault.body);
    if (path === '/cms/pages/index.json') {
      const list = versioned
        ? await Promise.all(
            files.map(async (file) => ({
              file,
              version: createHash('sha1')
                .update(await readFile(join(contentDir, 'pages', file)))
                .digest('hex'),
            })),
          )
        : files;
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    }
    if (path.startsWith('/cms/pages/')) pageRequests++;
    if (!path.startsWith('/cms/')) return res.writeHead(404).end();
    try {
      // As a CMS answers: an entity tag per version, and 304 to a request that names the current one.
      const body = await readFile(join(contentDir, path.slice('/cms/'.length)));
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
      res.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cms`;
});
afterAll(() => new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok()))));

describe('the HTTP content source', () => {
  it('loads the same site as the files, page for page', async () => {
    faults.clear();
    const [http, fs] = await Promise.all([loadContent(httpSource(base + '/')), loadContent(filesystemSource(contentDir))]);
    expect(http.errors).toEqual([]);
    expect(http.pages.map((p) => p.page)).toEqual(fs.pages.map((p) => p.page));
    expect(http.site).toEqual(fs.site);
    expect(http.pages[0]!.source).toMatch(new RegExp(`^${base}/pages/`));
  });

  it("asks again only for what changed, by the CMS's entity tags, as a build from files skips what it stamped", async () => {
    faults.clear();
    const first = await loadContent(httpSource(base));
    expect(first.rechecked).toBe(files.length);
    expect(Object.keys(first.sources).sort()).toEqual(files);
    const second = await loadContent(httpSource(base), { previous: first.sources });
    expect(second.errors).toEqual([]);
    expect(second.rechecked).toBe(0);
    expect(second.pages).toEqual([]);
    expect(second.unchanged).toHaveLength(files.length);
    // What checking gave is carried over whole, so a later page with a taken id or uuid is still refused.
    expect(second.sources).toEqual(first.sources);
    faults.set('/cms/pages/es/inicio.json', { body: await readFile(join(contentDir, 'pages/es/inicio.json'), 'utf8') });
    const third = await loadContent(httpSource(base), { previous: second.sources, recheck: new Set(['en/home.json']) });
    expect(third.rechecked).toBe(2);
    expect(third.pages.map((p) => p.source).sort()).toEqual([`${base}/pages/en/home.json`, `${base}/pages/es/inicio.json`]);
  });

  it('reads nothing that its page list says is the version it read before', async () => {
    faults.clear();
    versioned = true;
    try {
      const first = await loadContent(httpSource(base));
      expect(Object.values(first.sources).every((r) => r.stamp.startsWith('version '))).toBe(true);
      pageRequests = 0;
      const second = await loadContent(httpSource(base), { previous: first.sources });
      expect(pageRequests).toBe(0);
      expect(second.rechecked).toBe(0);
      expect(second.unchanged).toHaveLength(files.length);
      // A version the list no longer gives: the page is read (by its entity tag) and checked.
      versioned = false;
      const third = await loadContent(httpSource(base), { previous: second.sources });
      expect(third.rechecked).toBe(files.length);
    } finally {
      versioned = false;
    }
  });

  it('refuses a 304 to a request that named no version', async () => {
    faults.clear();
    faults.set('/cms/pages/es/inicio.json', { notModified: true });
    await expect(loadContent(httpSource(base))).rejects.toThrow(
      `GET ${base}/pages/es/inicio.json: HTTP 304 Not Modified to a request that named no version`,
    );
  });

  it('is chosen by CMS_URL, with CMS_TIMEOUT_MS', () => {
    expect(contentSourceFromEnv(contentDir, '/', {}).describe).toMatch(/^files in /);
    expect(contentSourceFromEnv(contentDir, '/', { CMS_URL: base }).describe).toBe(`the CMS at ${base}`);
  });

  it("reads a CMS's dates as written, even built far from the sample's week and serving its anchor file", async () => {
    faults.clear();
    const june2027 = Date.parse('2027-06-01T09:00:00Z') / 1000;
    const cms = contentSourceFromEnv(contentDir, '/', { CMS_URL: base }, june2027);
    const folder = contentSourceFromEnv(contentDir, '/', {}, june2027);
    expect(cms.sampleShift).toBeUndefined();
    expect(folder.sampleShift).toMatchObject({ days: 189 });
    const written = await readFile(join(contentDir, 'pages/es/actividad-visita-paisajes.json'), 'utf8');
    expect((await cms.readPage('es/actividad-visita-paisajes.json')).text).toBe(written);
    expect((await folder.readPage('es/actividad-visita-paisajes.json')).text).not.toBe(written);
  });

  it("reads the sample's dates as written on the sample's own day", async () => {
    const anchorDay = Date.parse('2026-11-22T09:00:00Z') / 1000;
    const folder = contentSourceFromEnv(contentDir, '/', {}, anchorDay);
    expect(folder.sampleShift).toMatchObject({ anchor: '2026-11-22T10:00:00+01:00', days: 0 });
    const written = await readFile(join(contentDir, 'pages/es/actividad-visita-paisajes.json'), 'utf8');
    expect((await folder.readPage('es/actividad-visita-paisajes.json')).text).toBe(written);
  });

  it('names the URL of a server error', async () => {
    faults.clear();
    faults.set('/cms/pages/es/inicio.json', { status: 503 });
    await expect(loadContent(httpSource(base))).rejects.toThrow(`GET ${base}/pages/es/inicio.json: HTTP 503`);
  });

  it('names the URL of a request that times out', async () => {
    faults.clear();
    faults.set('/cms/site/config.json', { hang: true });
    await expect(loadContent(httpSource(base, { timeoutMs: 300 }))).rejects.toThrow(
      `GET ${base}/site/config.json: no answer within 300 ms`,
    );
  });

  it('reports a page that is not JSON as a content error with its URL, and loads the rest', async () => {
    faults.clear();
    faults.set('/cms/pages/en/home.json', { body: '{"id": "1", "bundle": ' });
    const content = await loadContent(httpSource(base));
    expect(content.errors.map(formatContentError)).toEqual([
      expect.stringMatching(new RegExp(`^${base}/pages/en/home.json: expected valid JSON, found `)),
    ]);
    expect(content.pages).toHaveLength(files.length - 1);
  });

  it('explains a page index that is not a list', async () => {
    faults.clear();
    faults.set('/cms/pages/index.json', { body: '{"pages": 3}' });
    await expect(loadContent(httpSource(base))).rejects.toThrow(`GET ${base}/pages/index.json: expected a JSON list of page files`);
  });

  it('names the URL when nothing listens there', async () => {
    await expect(loadContent(httpSource('http://127.0.0.1:9/cms', { timeoutMs: 2000 }))).rejects.toThrow(
      /^GET http:\/\/127\.0\.0\.1:9\/cms\/site\/config\.json: /,
    );
  });
});

describe('content links', () => {
  it('copies media through links that stay in content/, and refuses one that leads out', async () => {
    const { mkdtemp, mkdir, symlink, writeFile, lstat } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { copyMedia } = await import('../../app/site-build/content/content-source.ts');
    const work = await mkdtemp(join(tmpdir(), 'museo-media-'));
    try {
      const content = join(work, 'content');
      await mkdir(join(content, 'media/img'), { recursive: true });
      await writeFile(join(content, 'media/img/a.jpg'), 'a');
      await symlink(join(content, 'media/img/a.jpg'), join(content, 'media/img/b.jpg'));
      await copyMedia(content, join(content, 'media'), join(work, 'out'));
      // The copy holds a plain file, never a link.
      expect((await lstat(join(work, 'out/img/b.jpg'))).isSymbolicLink()).toBe(false);
      expect(await readFile(join(work, 'out/img/b.jpg'), 'utf8')).toBe('a');
      await writeFile(join(work, 'secret.txt'), 'secret');
      await symlink(join(work, 'secret.txt'), join(content, 'media/img/c.jpg'));
      await expect(copyMedia(content, join(content, 'media'), join(work, 'out2'))).rejects.toThrow(
        /c\.jpg is a link to .*secret\.txt, outside the content folder/,
      );
    } finally {
      await discard(work);
    }
  });

  it('drops http-equiv metas other than content-language and links that would load something, with a warning naming file and pointer', async () => {
    const { mkdtemp, cp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { headFor } = await import('../../pages/head/head-tags.ts');
    const work = await mkdtemp(join(tmpdir(), 'museo-metas-'));
    try {
      await cp(contentDir, work, { recursive: true });
      const file = join(work, 'pages/es/museo.json');
      const page = JSON.parse(await readFile(file, 'utf8'));
      page.metas = [
        { type: 'MetaHttpEquiv', property: 'refresh', content: '0;url=https://evil.example' },
        { type: 'MetaHttpEquiv', property: 'Content-Language', content: 'es' },
        { type: 'MetaLink', property: 'stylesheet', content: 'https://evil.example/x.css' },
        { type: 'MetaLink', property: 'license', content: 'https://creativecommons.org/licenses/by/4.0/' },
      ];
      await writeFile(file, JSON.stringify(page));
      const loaded = await loadContent(filesystemSource(work));
      expect(loaded.warnings).toEqual([
        expect.stringMatching(/museo\.json \/metas\/0: dropped <meta http-equiv="refresh">/),
        expect.stringMatching(/museo\.json \/metas\/2: dropped <link rel="stylesheet">/),
      ]);
      const museo = loaded.pages.find((p) => p.source.endsWith('museo.json'))!.page;
      const tags = headFor(museo, 'Museo').tags.filter((t) => t.attrs['http-equiv']);
      expect(tags).toEqual([{ tag: 'meta', attrs: { 'http-equiv': 'Content-Language', content: 'es' } }]);
      const links = headFor(museo, 'Museo').tags.filter((t) => t.tag === 'link' && !['canonical', 'alternate'].includes(t.attrs.rel!));
      expect(links).toEqual([{ tag: 'link', attrs: { rel: 'license', href: 'https://creativecommons.org/licenses/by/4.0/' } }]);
    } finally {
      await discard(work);
    }
  });

  it('refuses pages on routes the site owns, naming each file, a page file that links out of content/, and one that is not a file', async () => {
    const { mkdtemp, cp, mkdir, rm, writeFile, symlink } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { execFileSync } = await import('node:child_process');
    const work = await mkdtemp(join(tmpdir(), 'museo-reserved-'));
    try {
      const content = join(work, 'content');
      await cp(contentDir, content, { recursive: true });
      const museo = JSON.parse(await readFile(join(content, 'pages/es/museo.json'), 'utf8'));
      const at = (id: string, path: string, extra: object = {}) =>
        JSON.stringify({ ...museo, id, url: { path }, translations: [], ...extra });
      await writeFile(join(content, 'pages/es/busqueda.json'), at('x1', '/busqueda'));
      await writeFile(join(content, 'pages/es/index.json'), at('x2', '/index'));
      await writeFile(join(content, 'pages/es/raiz.json'), at('x3', '/'));
      await writeFile(join(content, 'pages/es/datos.json'), at('x4', '/page-data/x'));
      await writeFile(join(content, 'pages/en/404.json'), at('x5', '/en/404', { language: { id: 'en' } }));
      const loaded = await loadContent(filesystemSource(content));
      const messages = loaded.errors.map(formatContentError);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/busqueda\.json \/url\/path: expected a path the site does not own \(\/busqueda is the search page\)/),
          expect.stringMatching(
            /index\.json \/url\/path: expected a path the site does not own \(\/index is the homepage \(index\.html\)\)/,
          ),
          expect.stringMatching(/raiz\.json \/url\/path: .*\(\/ is the Spanish homepage\)/),
          expect.stringMatching(/datos\.json \/url\/path: .*\(\/page-data\/x is page data\)/),
          expect.stringMatching(/en\/404\.json \/url\/path: .*\(\/en\/404 is the 404 page\)/),
        ]),
      );
      expect(loaded.pages.map((p) => p.page.url.path)).not.toContain('/busqueda');

      // A link that stays inside content/ is read as its target; a plain file as it is.
      await symlink(join(content, 'pages/es/museo.json'), join(content, 'pages/es/alias.json'));
      const source = filesystemSource(content);
      expect((await source.readPage('es/alias.json')).text).toBe(await readFile(join(content, 'pages/es/museo.json'), 'utf8'));
      expect((await source.readPage('es/datos.json')).text).toBe(at('x4', '/page-data/x'));
      await expect(source.readPage('es/no-such-page.json')).rejects.toThrow(/ENOENT/);
      await rm(join(content, 'pages/es/alias.json'));

      // Only a regular file is read: a pipe would keep the build waiting for a writer, a folder has no text.
      execFileSync('mkfifo', [join(content, 'pages/es/tuberia.json')]);
      await mkdir(join(content, 'pages/es/carpeta.json'));
      await symlink(join(content, 'pages/es/tuberia.json'), join(content, 'pages/es/a-tuberia.json'));
      await expect(source.readPage('es/tuberia.json')).rejects.toThrow(/tuberia\.json is not a file .*: refused/);
      await expect(source.readPage('es/carpeta.json')).rejects.toThrow(/carpeta\.json is not a file .*: refused/);
      await expect(source.readPage('es/a-tuberia.json')).rejects.toThrow(/a-tuberia\.json is not a file .*: refused/);
      for (const name of ['tuberia.json', 'a-tuberia.json', 'carpeta.json']) await rm(join(content, 'pages/es', name), { recursive: true });

      await writeFile(join(work, 'outside.json'), JSON.stringify(museo));
      await symlink(join(work, 'outside.json'), join(content, 'pages/es/enlace.json'));
      await expect(source.readPage('es/enlace.json')).rejects.toThrow(
        /enlace\.json is a link to .*outside\.json, outside the content folder/,
      );
      await expect(loadContent(filesystemSource(content))).rejects.toThrow(
        /enlace\.json is a link to .*outside\.json, outside the content folder/,
      );
    } finally {
      await discard(work);
    }
  });

  it('stops a build from a source with no page, or under half the published build', async () => {
    const { shrinkRefusal } = await import('../../app/site-build/publish/publish.ts');
    expect(shrinkRefusal(0, null)).toBe('it has no valid page');
    expect(shrinkRefusal(0, 81)).toBe('it has no valid page');
    expect(shrinkRefusal(40, 81)).toBe('it has 40 valid page(s), fewer than half the 81 of the published build');
    expect(shrinkRefusal(41, 81)).toBeNull();
    expect(shrinkRefusal(5, null)).toBeNull();
  });
});
