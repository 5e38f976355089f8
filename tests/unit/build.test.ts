/** The build as editors and deploys meet it: deterministic output, the output contract, and failures that cost nothing. */
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT as root, SHARED_BUILD_ARGS, runBuild as build } from '../support/build.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { writeSyntheticMuseum } from '../../app/tools/synthetic-museum.ts';
import { siteRoutes } from '../../pages/routes/search-route.ts';
import { spawnSync } from 'node:child_process';

let work: string;
/** The run's shared build of the sample content (tests/support/global-setup.ts): read, never written. */
const shared = () => inject('siteDir');

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-build-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('npm run build', () => {
  it('makes identical files from the same content, twice', { timeout: 600_000 }, async () => {
    const b = build(join(work, 'b'), {}, ...SHARED_BUILD_ARGS);
    expect(b.status, b.err).toBe(0);
    expect(b.out).toMatch(/^built \d+ pages in [\d.]+ s \([\d.]+ pages\/s, \d+ KiB, \d+ render threads\)/m);
    const [fa, fb] = await Promise.all([fingerprint(shared()), fingerprint(join(work, 'b'))]);
    expect(Object.keys(fa).length).toBeGreaterThan(200);
    // The record for the next build (file stamps, never served) is not part of the site.
    delete fa['.build-state.json'];
    delete fb['.build-state.json'];
    expect(fb).toEqual(fa);
  });

  it('writes the output contract: pages, page data, static queries, app data, error pages, sitemap, robots, headers', async () => {
    const dir = shared();
    const files = Object.keys(await fingerprint(dir));
    for (const f of [
      'index.html',
      'en.html',
      'busqueda.html',
      'en/search.html',
      '404.html',
      '500.html',
      'page-data/index.page-data.json',
      'page-data/app-data.json',
      'sitemap.xml',
      'robots.txt',
      '_headers',
    ])
      expect(files, f).toContain(f);
    // Every language's search index, whole: it is written into the build folder while the code is bundled there.
    const entry = JSON.parse(await readFile(join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { hash: string }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['ca', 'en', 'es', 'eu', 'gl']);
    for (const [lang, { hash }] of Object.entries(entry.languages))
      for (const f of [`pagefind/pagefind.${hash}.pf_meta`, `pagefind/search-${lang}.json`, `pagefind/explore-${lang}.json`])
        expect(files, f).toContain(f);
    // A page's data is one file beside its neighbours' (served at /page-data/{path}/page-data.json): no folder per page.
    expect(files.filter((f) => f.endsWith('/page-data.json'))).toEqual([]);
    const root = JSON.parse(await readFile(join(dir, 'page-data/index.page-data.json'), 'utf8'));
    expect(Object.keys(root).sort()).toEqual(['componentChunkName', 'path', 'result', 'staticQueryHashes']);
    expect(files).toContain(`page-data/sq/d/${root.staticQueryHashes[0]}.json`);
    // The sitemap in parts (the shared build's are of 50 addresses), each page in one of them.
    const index = await readFile(join(dir, 'sitemap.xml'), 'utf8');
    const parts = [...index.matchAll(/<loc>https:\/\/www\.museo\.example\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(1);
    const sitemap = (await Promise.all(parts.map((p) => readFile(join(dir, p), 'utf8')))).join('');
    expect(sitemap).toContain('<loc>https://www.museo.example/exposiciones/paisajes-abstraccion</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="eu" href="https://www.museo.example/eu/erakusketak/abstrakzioaren-paisaiak"/>',
    );
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.museo.example/"/>');
    expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.museo.example/sitemap.xml');
    const headers = await readFile(join(dir, '_headers'), 'utf8');
    expect(headers).toMatch(/Content-Security-Policy: [^\n]*script-src 'self'/);
    // No inline script or eval; WebAssembly (the search library) is the one thing allowed by name.
    expect(headers).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(headers).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');

    // Each page names its view's chunk (componentChunkName) among the chunks its view hydrates with once
    // the page has loaded, not among what it loads first; the preview's chunk is named by /preview only.
    const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
    const chunkOf = (src: string) => Object.values(manifest).find((c) => c.src === src)!.file;
    const html = (f: string) => readFile(join(dir, f), 'utf8');
    const deferredOf = (h: string) => /<meta name="deferred-modules" content="([^"]*)">/.exec(h)?.[1]?.split(' ') ?? [];
    for (const [f, view] of [
      ['exposiciones/paisajes-abstraccion.html', 'pages/views/ExhibitionPage.tsx'],
      ['busqueda.html', 'pages/views/SearchRoute.tsx'],
    ]) {
      const h = await html(f!);
      expect(deferredOf(h), f).toContain(`/${chunkOf(view!)}`);
      expect(h, f).not.toContain(`<link rel="modulepreload" href="/${chunkOf(view!)}">`);
    }
    const preview = chunkOf('pages/views/PreviewRoute.tsx');
    expect(await html('preview.html')).toContain(preview);
    for (const f of files.filter((f) => f.endsWith('.html') && f !== 'preview.html')) expect(await html(f), f).not.toContain(preview);

    // A page preloads its own language's interface text only (ca, eu and gl show Spanish), and the
    // programme listing's chunk (its filters, dates and dayjs) only where a listing is.
    const [es, en, listing] = [
      chunkOf('pages/i18n/catalogue-es.ts'),
      chunkOf('pages/i18n/catalogue-en.ts'),
      chunkOf('pages/paragraphs/activities-and-exhibitions-list.tsx'),
    ];
    const languageOf = (h: string) => /<html lang="([a-z]+)"/.exec(h)?.[1];
    let withListing = 0;
    for (const f of files.filter((f) => f.endsWith('.html') && !/^(404|500)\.html$|\/(404|500)\.html$/.test(f))) {
      const h = await html(f);
      const lang = languageOf(h);
      expect(h, f).toContain(`<link rel="modulepreload" href="/${lang === 'en' ? en : es}">`);
      expect(h, f).not.toContain(lang === 'en' ? es : en);
      const data = await readFile(join(dir, `page-data/${f === 'index.html' ? 'index' : f.replace(/\.html$/, '')}.page-data.json`), 'utf8');
      const holdsListing = data.includes('"ParagraphActivitiesAndExhibitionsList"');
      if (holdsListing) withListing++;
      expect(h.includes(listing), f).toBe(holdsListing);
    }
    expect(withListing).toBeGreaterThan(0);
  });

  it('stops on broken content with every error located, and leaves the published site as it was', { timeout: 600_000 }, async () => {
    const content = join(work, 'content');
    await cp(join(root, 'content'), content, { recursive: true });
    const file = join(content, 'pages/es/obra-noche-meseta.json');
    const page = JSON.parse(await readFile(file, 'utf8'));
    page.changed = page.changed * 1000; // milliseconds where seconds belong
    delete page.status;
    await writeFile(file, JSON.stringify(page));
    await writeFile(join(content, 'pages/en/home.json'), '{"id": "2", ');
    // A published site: a copy of the shared build.
    await cp(shared(), join(work, 'a'), { recursive: true });
    const before = await fingerprint(join(work, 'a'));
    const r = build(join(work, 'a'), { CONTENT_DIR: content });
    expect(r.status).toBe(1);
    expect(r.err).toContain('pages/es/obra-noche-meseta.json /changed: expected');
    expect(r.err).toContain('pages/es/obra-noche-meseta.json /status: expected the required field "status"');
    expect(r.err).toContain('pages/en/home.json: expected valid JSON');
    expect(r.err).toMatch(/nothing was written; .*a is unchanged/);
    expect(await fingerprint(join(work, 'a'))).toEqual(before);

    // --keep-going publishes the rest and says what it left out.
    const k = build(join(work, 'k'), { CONTENT_DIR: content }, '--keep-going');
    expect(k.status, k.err).toBe(0);
    expect(k.err).toMatch(
      /--keep-going: skipped 2 page\(s\): .*home\.json.*obra-noche-meseta\.json|--keep-going: skipped 2 page\(s\): .*obra-noche-meseta\.json.*home\.json/,
    );
    const kept = Object.keys(await fingerprint(join(work, 'k')));
    expect(kept).toContain('index.html');
    expect(kept).not.toContain('coleccion/obra/noche-meseta.html');
    expect(kept).not.toContain('en.html');
    // The pages that link to a skipped page are told of, by default as warnings…
    expect(k.err).toMatch(
      /internal link\(s\) to pages or anchors this build did not write:\n(.*\n)* {2}\/coleccion\/obra\/noche-meseta: no such page or file \(linked from \/.*\)$/m,
    );
    expect(k.err).toMatch(/ {2}\/en: no such page or file \(linked from /);

    // …and with --strict they stop the build before anything is published (a source of one page,
    // the home page, whose menus and links lead to pages it does not have).
    const tiny = join(work, 'tiny');
    await mkdir(join(tiny, 'pages/es'), { recursive: true });
    await cp(join(root, 'content/site'), join(tiny, 'site'), { recursive: true });
    await cp(join(root, 'content/pages/es/inicio.json'), join(tiny, 'pages/es/inicio.json'));
    const s = build(join(work, 's'), { CONTENT_DIR: tiny }, '--strict');
    expect(s.status).toBe(1);
    expect(s.err).toMatch(/\n {2}\/visita: no such page or file \(linked from \/[^)]* more page\(s\)\)\n/);
    expect(s.err).toMatch(/--strict: \d+ dead internal link\(s\)/);
    expect(s.err).toMatch(/Build failed; .*s is unchanged/);
    expect(existsSync(join(work, 's'))).toBe(false);
    // Nothing is left of the folder it was writing (the assets' copies were still being compressed when it stopped).
    expect(existsSync(join(work, 's.builds')) ? readdirSync(join(work, 's.builds')) : []).toEqual([]);
  });

  it(
    'never holds more than a few files open: a site ten times the file limit builds with 160 descriptors',
    { timeout: 600_000 },
    async () => {
      // ≈ 1,700 pages, ≈ 10,000 files written: any step that opened all its files at once would fail with EMFILE.
      const content = join(work, 'many');
      const pages = await writeSyntheticMuseum(join(root, 'content'), content, { artworks: 600, otherScale: 0.05 });
      expect(pages).toBeGreaterThan(1500);
      const out = join(work, 'many-out');
      const r = spawnSync(
        'bash',
        ['-c', `ulimit -n 160 && exec "${process.execPath}" --import tsx app/site-build/build.ts --out "${out}"`],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, CONTENT_DIR: content, SOURCE_DATE_EPOCH: '1795000000' },
        },
      );
      expect(r.stderr).not.toContain('EMFILE');
      expect(r.status, r.stderr).toBe(0);
      // The CMS pages and the site's own routes (search and the visit plan in every language, the preview).
      expect(r.stdout).toMatch(new RegExp(`built ${pages + siteRoutes().length} pages`));
      expect(existsSync(join(out, 'coleccion/obra/sintetica-599.html'))).toBe(true);
      // Pages are compressed by the server when asked, not written twice more by the build; hashed assets are precompressed.
      expect(existsSync(join(out, 'coleccion/obra/sintetica-599.html.br'))).toBe(false);
      const { statSync } = await import('node:fs');
      const scripts = (await readdir(join(out, 'assets'))).filter((f) => f.endsWith('.js') && statSync(join(out, 'assets', f)).size >= 256);
      expect(scripts.length).toBeGreaterThan(10);
      for (const f of scripts) expect(existsSync(join(out, 'assets', `${f}.br`)), f).toBe(true);
    },
  );

  it('refuses a shrunken source, leaving the published site as it was', { timeout: 600_000 }, async () => {
    const content = join(work, 'hostile');
    await cp(join(root, 'content'), content, { recursive: true });
    // A published site: a copy of the shared build, which must come through every refusal unchanged.
    await cp(shared(), join(work, 'p'), { recursive: true, dereference: true });
    const before = await fingerprint(join(work, 'p'));

    // Fewer than half the pages of the published build, then none at all.
    const pagesDir = join(content, 'pages');
    for (const lang of ['en', 'ca', 'eu', 'gl']) await rm(join(pagesDir, lang), { recursive: true });
    for (const f of (await readdir(join(pagesDir, 'es'))).slice(5)) await rm(join(pagesDir, 'es', f));
    const shrunk = build(join(work, 'p'), { CONTENT_DIR: content });
    expect(shrunk.status).toBe(1);
    const published = JSON.parse(await readFile(join(shared(), 'page-data/app-data.json'), 'utf8')).pages as number;
    expect(shrunk.err).toMatch(
      new RegExp(
        `it has 5 valid page\\(s\\), fewer than half the ${published} of the published build\\. Build stopped.*--allow-shrink`,
        's',
      ),
    );
    expect(await fingerprint(join(work, 'p'))).toEqual(before);
  });
});
