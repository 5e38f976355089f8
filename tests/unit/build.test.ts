/**
 * The build as editors and deploys meet it: deterministic output, the output contract, and failures that
 * cost nothing. The contract is read from the run's shared build of the sample; each other behaviour is
 * built on a fixture of the few pages it needs, and what each build did is read from its report.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildEnv, loadFixture, ROOT, runBuild, SHARED_BUILD_ARGS, type Fixture } from '../support/build.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { compressedCacheOf } from '../../app/site-build/search/compressed-once.ts';
import { writeSyntheticMuseum } from '../../app/tools/synthetic-museum.ts';
import { siteRoutes } from '../../pages/routes/search-route.ts';
import type { BuildReport } from '../../app/site-build/pipeline/report.ts';
import { discard } from '../support/discard.ts';

/** The run's shared build of the sample content (tests/support/global-setup.ts): read, never written. */
const shared = () => inject('siteDir');
let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

describe('npm run build', () => {
  it('makes identical files from the same content, twice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'museo-twice-'));
    try {
      const b = runBuild(join(dir, 'site'), {}, ...SHARED_BUILD_ARGS);
      expect(b.status, b.err).toBe(0);
      expect(b.report).toMatchObject({ outcome: 'published', kind: 'whole', failure: null, deadLinks: [] });
      expect(b.report!.pages.rendered).toBe(b.report!.pages.total);
      const [fa, fb] = await Promise.all([fingerprint(shared()), fingerprint(join(dir, 'site'))]);
      expect(Object.keys(fa).length).toBeGreaterThan(200);
      // The record for the next build (file stamps, never served) is not part of the site.
      delete fa['.build-state.json'];
      delete fb['.build-state.json'];
      expect(fb).toEqual(fa);
      // Pagefind's WebAssembly is compressed once and kept by content (decision 102): what the build serves
      // for each language is a copy the builds keep, which a fresh clone's first build has just made.
      const keptCopies = new Set(
        await Promise.all(
          (await readdir(compressedCacheOf(ROOT)))
            .filter((f) => /\.(br|gz)$/.test(f))
            .map((f) => readFile(join(compressedCacheOf(ROOT), f), 'base64')),
        ),
      );
      const wasmCopies = Object.keys(fb).filter((f) => /^pagefind\/wasm\.[a-z]+\.pagefind\.(br|gz)$/.test(f));
      expect(wasmCopies.length).toBe(10); // es, en, ca, eu and the one Galician shares with pages of no language, Brotli and gzip each
      for (const f of wasmCopies) expect(keptCopies.has(await readFile(join(dir, 'site', f), 'base64')), f).toBe(true);
    } finally {
      await discard(dir);
    }
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

  it('stops on broken content with every error located, and leaves the published site as it was', async () => {
    fixture = await loadFixture([
      'es/inicio.json',
      'es/obra-noche-meseta.json',
      'es/colecciones.json',
      'en/home.json',
      'en/collections.json',
    ]);
    expect(fixture.build().status).toBe(0);
    expect(fixture.build('--check').report).toMatchObject({ kind: 'check', outcome: 'valid', stoppedBy: null, failure: null });
    const before = await fixture.served();
    await fixture.edit('es/obra-noche-meseta.json', (page) => {
      page.changed = page.changed * 1000; // milliseconds where seconds belong
      delete page.status;
    });
    await writeFile(join(fixture.content, 'pages/en/home.json'), '{"id": "2", ');
    const r = fixture.build();
    expect(r.status).toBe(1);
    expect(r.report).toMatchObject({ outcome: 'refused', stoppedBy: 'content', liveSeconds: null, pages: { skipped: [] } });
    // --check finds the same errors and writes nothing.
    expect(fixture.build('--check').report).toMatchObject({ outcome: 'refused', stoppedBy: 'content', liveSeconds: null });
    const located = r.report!.errors.map((e) => `${e.source} ${e.pointer}`);
    expect(located).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/obra-noche-meseta\.json \/changed$/),
        expect.stringMatching(/obra-noche-meseta\.json \/status$/),
        expect.stringMatching(/en\/home\.json $/),
      ]),
    );
    expect(r.err).toContain('pages/es/obra-noche-meseta.json /status: expected the required field "status"');
    expect(r.err).toContain('pages/en/home.json: expected valid JSON');
    expect(r.err).toMatch(/nothing was written; .*site is unchanged/);
    expect(await fixture.served()).toEqual(before);

    // --keep-going publishes the rest and says what it left out, and the pages that link to a skipped page
    // are told of (as warnings).
    const k = fixture.build('--keep-going');
    expect(k.status, k.err).toBe(0);
    expect(k.report!.pages.skipped.map((s) => s.replace(/^.*pages\//, '')).sort()).toEqual(['en/home.json', 'es/obra-noche-meseta.json']);
    const kept = Object.keys(await fixture.served());
    expect(kept).toContain('index.html');
    expect(kept).not.toContain('coleccion/obra/noche-meseta.html');
    expect(kept).not.toContain('en.html');
    const dead = new Map(k.report!.deadLinks.map((d) => [d.href, d.from]));
    expect(dead.get('/coleccion/obra/noche-meseta')).toContain('/colecciones');
    expect(dead.get('/en')).toContain('/en/collections');
    expect(k.err).toMatch(/ {2}\/coleccion\/obra\/noche-meseta: no such page or file \(linked from \/colecciones/);
  });

  it('with --strict, stops on a dead internal link before anything is published', async () => {
    // A source of one page, the home page, whose menus and links lead to pages it does not have.
    fixture = await loadFixture(['es/inicio.json']);
    const s = fixture.build('--strict');
    expect(s.status).toBe(1);
    expect(s.report).toMatchObject({ outcome: 'failed', stoppedBy: 'links', liveSeconds: null });
    expect(s.report!.deadLinks.length).toBeGreaterThan(0);
    expect(s.report!.failure).toMatch(/--strict: \d+ dead internal link\(s\)/);
    expect(s.report!.deadLinks.map((d) => d.href)).toContain('/visita');
    expect(s.err).toMatch(/\n {2}\/visita: no such page or file \(linked from \//);
    expect(existsSync(fixture.out)).toBe(false);
    // Nothing is left of the folder it was writing.
    expect(existsSync(`${fixture.out}.builds`) ? readdirSync(`${fixture.out}.builds`) : []).toEqual([]);
  });

  it('never holds more than a few files open: a site ten times the file limit builds with 160 descriptors', async () => {
    // ≈ 1,000 pages, over 2,000 files written: any step that opened all its files at once would fail with EMFILE.
    const dir = await mkdtemp(join(tmpdir(), 'museo-many-'));
    try {
      const pages = await writeSyntheticMuseum(join(ROOT, 'content'), join(dir, 'content'), { artworks: 300, otherScale: 0.03 });
      expect(pages).toBeGreaterThan(700);
      const out = join(dir, 'site');
      const file = join(dir, 'report.json');
      const r = spawnSync(
        'bash',
        ['-c', `ulimit -n 160 && exec "${process.execPath}" app/site-build/launch.mjs --out "${out}" --report "${file}"`],
        {
          cwd: ROOT,
          encoding: 'utf8',
          env: buildEnv({ CONTENT_DIR: join(dir, 'content') }),
        },
      );
      expect(r.stderr).not.toContain('EMFILE');
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(await readFile(file, 'utf8')) as BuildReport;
      // The CMS pages and the site's own routes (search, the visit plan and explore in every language, the preview).
      expect(report.pages.total).toBe(pages + siteRoutes().length);
      expect(report.files.written).toBeGreaterThan(160 * 10);
      expect(existsSync(join(out, 'coleccion/obra/sintetica-299.html'))).toBe(true);
      // Pages are compressed by the server when asked, not written twice more by the build; hashed assets are precompressed.
      expect(existsSync(join(out, 'coleccion/obra/sintetica-299.html.br'))).toBe(false);
      const scripts = (await readdir(join(out, 'assets'))).filter((f) => f.endsWith('.js') && statSync(join(out, 'assets', f)).size >= 256);
      expect(scripts.length).toBeGreaterThan(10);
      for (const f of scripts) expect(existsSync(join(out, 'assets', `${f}.br`)), f).toBe(true);
    } finally {
      await discard(dir);
    }
  });

  it('refuses a shrunken source, leaving the published site as it was', async () => {
    const names = [
      'inicio',
      'visita',
      'museo',
      'colecciones',
      'obra-amarillo',
      'obra-ciudad',
      'obra-composicion',
      'obra-horizonte',
      'obra-reticula',
      'obra-noche-meseta',
      'sala-205',
      'sala-205-11',
    ];
    fixture = await loadFixture(names.map((n) => `es/${n}.json`));
    expect(fixture.build().status).toBe(0);
    const before = await fixture.served();
    // Fewer than half the pages of the published build.
    for (const n of names.slice(5)) await fixture.remove(`es/${n}.json`);
    const shrunk = fixture.build();
    expect(shrunk.status).toBe(1);
    expect(shrunk.report).toMatchObject({ outcome: 'refused', stoppedBy: 'shrink' });
    expect(shrunk.report!.failure).toMatch(
      /it has 5 valid page\(s\), fewer than half the 12 of the published build\. Build stopped.*--allow-shrink/s,
    );
    expect(await fixture.served()).toEqual(before);
    // --allow-shrink publishes it.
    expect(fixture.build('--allow-shrink').report).toMatchObject({ outcome: 'published-in-place' });
  });
});
