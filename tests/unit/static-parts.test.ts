/**
 * The prerender renders the footer once per language and splices it into every page
 * (pages/static-part.tsx): every built page must hold exactly what React renders for it whole, or the
 * browser's hydration would meet other HTML than it renders. Checked on every page of the shared
 * build, with the build's own prerender bundle.
 */
import { spawnSync } from 'node:child_process';
import { cp, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT, SAMPLE_RENDERED_AT } from '../support/build.ts';
import { createLinkReader, htmlFileFor, type ServerBundle } from '../../app/site-build/render/render-pages.ts';
import { LinkCollector, pageLinks } from '../../app/site-build/links/link-check.ts';
import { standInHtml } from '../../pages/static-part.tsx';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import type * as ServerEntry from '../../app/runtime/entry-server.tsx';
import type { Language } from '../../generated/types/constants.ts';
import type { ProgrammeFile } from '../../pages/rules/today.ts';
import { discard } from '../support/discard.ts';

type Ssr = typeof ServerEntry;
interface BuiltPage {
  page: SitePage;
  chrome: SiteChromeData;
  html: string;
}

let ssr: Ssr;
let bundleDir: string;
const pages: BuiltPage[] = [];

/** The page data files under `dir` (not the static queries). */
async function pageDataFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.page-data.json')).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  const site = inject('siteDir');
  // Run from inside the project, as the build runs it: its imports resolve from node_modules.
  bundleDir = join(ROOT, '.build', `test-static-parts-${process.pid}`);
  await cp(join(site, '.ssr'), bundleDir, { recursive: true });
  ssr = (await import(pathToFileURL(join(bundleDir, 'entry-server.js')).href)) as Ssr;
  for (const lang of ['es', 'en', 'ca', 'eu', 'gl'] as Language[])
    ssr.provideProgramme(lang, JSON.parse(await readFile(join(site, `page-data/programme-${lang}.json`), 'utf8')) as ProgrammeFile);
  // One chrome object per static query, as each render thread holds one per language.
  const chromes = new Map<string, SiteChromeData>();
  for (const file of await pageDataFiles(join(site, 'page-data'))) {
    const data = JSON.parse(await readFile(file, 'utf8')) as { staticQueryHashes: string[]; result: { page: SitePage } };
    const hash = data.staticQueryHashes[0]!;
    if (!chromes.has(hash))
      chromes.set(
        hash,
        (JSON.parse(await readFile(join(site, `page-data/sq/d/${hash}.json`), 'utf8')) as { data: { chrome: SiteChromeData } }).data.chrome,
      );
    const page = data.result.page;
    const built = await readFile(join(site, htmlFileFor(page.url.path)), 'utf8');
    const start = built.indexOf('<div id="root">') + '<div id="root">'.length;
    pages.push({ page, chrome: chromes.get(hash)!, html: built.slice(start, built.lastIndexOf('</div>\n</body>')) });
  }
});

afterAll(() => discard(bundleDir));

describe('static parts', () => {
  it('leave every built page byte for byte what React renders for it whole', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const { page, chrome, html } of pages) expect(html, page.url.path).toBe(ssr.renderPageWhole(page, chrome, SAMPLE_RENDERED_AT));
  });

  it('are rendered once per language and spliced in, giving what a whole render gives', () => {
    for (const { page, chrome } of pages) {
      const whole = ssr.renderPageWhole(page, chrome, SAMPLE_RENDERED_AT);
      expect(ssr.renderPage(page, chrome, SAMPLE_RENDERED_AT), page.url.path).toBe(whole);
      expect(whole).not.toContain('x-static-part');
    }
    // Learnt for each language on its first page, and kept: the footer and the header's parts are
    // spliced, not rendered again; the header's bar and menu once per active menu link.
    const chromes = new Set(pages.map((p) => p.chrome));
    expect(chromes.size).toBe(5);
    for (const chrome of chromes) {
      const learnt = ssr.learntStaticParts(chrome);
      const names = Object.keys(learnt).map((k) => k.slice(`${chrome.lang}:`.length));
      expect(Object.values(learnt).every(Boolean), chrome.lang).toBe(true);
      expect(names).toEqual(
        expect.arrayContaining(['footer', 'header-tools', 'header-menu-button', 'header-bar-none', 'header-menu-none']),
      );
      const active = names.filter((n) => /^header-bar-a\d+$/.test(n));
      expect(active.length, chrome.lang).toBeGreaterThan(0);
      for (const bar of active) expect(names).toContain(bar.replace('bar', 'menu'));
      expect(names.every((n) => /^(footer|header-(tools|menu-button|(bar|menu)-(none|a\d+)))$/.test(n))).toBe(true);
    }
  });

  it('give the link check every link and id of every page, each part read once', () => {
    const reader = createLinkReader(ssr as unknown as ServerBundle);
    const collector = new LinkCollector();
    const partsRead: string[] = [];
    const ids = (s: string) => new Set(s.split('\n').filter(Boolean));
    for (const { page, chrome } of pages) {
      const split = ssr.renderPageSplit(page, chrome, SAMPLE_RENDERED_AT);
      // A document as the build writes it: a head with links of its own, then the page.
      const doc = `<!doctype html>\n<head>\n<link rel="preload" href="/page-data${page.url.path}/page-data.json">\n</head>\n<body>\n<div id="root">${split.html}</div>\n</body>\n`;
      const links = reader.read(doc, split, chrome);
      const fresh = reader.take();
      partsRead.push(...Object.keys(fresh ?? {}));
      collector.addParts(fresh);
      const whole = pageLinks(doc);
      expect(links.parts ?? [], page.url.path).toEqual(split.parts);
      expect(new Set([...links.hrefs, ...collector.partHrefs(links.parts ?? [])]), page.url.path).toEqual(new Set(whole.hrefs));
      expect(links.hrefs.length + collector.partHrefs(links.parts ?? []).length, page.url.path).toBe(whole.hrefs.length);
      expect(ids(links.ids), page.url.path).toEqual(ids(whole.ids));
    }
    // Most of a page's links are its parts': each part is read once, and every page shows some.
    expect(new Set(partsRead).size).toBe(partsRead.length);
    expect(partsRead.length).toBeGreaterThan(25);
    const own = pages.map(
      ({ page, chrome }) => reader.read('<div id="root">', ssr.renderPageSplit(page, chrome, SAMPLE_RENDERED_AT), chrome).hrefs.length,
    );
    const all = pages.map(({ html }) => pageLinks(html).hrefs.length);
    expect(own.reduce((a, b) => a + b)).toBeLessThan(all.reduce((a, b) => a + b) / 2);
  });

  it('come with the render threads’ bundle, which plain Node loads without a TypeScript loader', () => {
    // What app/site-build/render/render-worker.mjs calls, from the bundle built beside the prerender.
    const needed = ['provideRenderData', 'createSiteWriter', 'createLinkReader', 'renderAndWrite', 'renderPageSplit', 'staticPartHtml'];
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const thread = await import(${JSON.stringify(pathToFileURL(join(bundleDir, 'render-thread.js')).href)});
         console.log(JSON.stringify(${JSON.stringify(needed)}.filter((name) => typeof thread[name] !== 'function')));`,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('render the page whole when its own content holds a stand-in', () => {
    // A page whose HTML field carries the footer's stand-in (the build's sanitiser never lets it through;
    // the prerender must not rely on that): no part is spliced into the content, the page is whole.
    const { page, chrome } = pages.find((p) => JSON.stringify(p.page).includes('"value":"<p>'))!;
    const hostile = JSON.parse(
      JSON.stringify(page).replace('"value":"<p>', `"value":"<p>${standInHtml('footer').replaceAll('"', '\\"')}`),
    ) as SitePage;
    const rendered = ssr.renderPage(hostile, chrome, SAMPLE_RENDERED_AT);
    expect(rendered).toBe(ssr.renderPageWhole(hostile, chrome, SAMPLE_RENDERED_AT));
    expect(rendered.split(standInHtml('footer'))).toHaveLength(2);
    expect(rendered.match(/<footer[\s>]/g)).toHaveLength(1);
  });
});
