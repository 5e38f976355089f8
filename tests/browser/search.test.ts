/**
 * Search on the built site, in Chromium, against the real Pagefind index the build wrote: every page
 * found by its title in its own language, facet counts that match the content, facets that narrow the
 * results and live in the address, the zero-results and failed-index messages, the keyboard, no
 * JavaScript, and the header's way in.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { samplePagesByFile, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { searchRecord } from '../../pages/search/search-record.ts';
import { shardCount } from '../../app/site-build/search/shards.ts';
import { SHARED_SEARCH_SHARD } from '../support/build.ts';
import { workerBrowser } from '../support/chromium.ts';
import { hydrated, openSite, siteSession, siteUrl, type OpenOptions } from '../support/site.ts';
import { openIndexScript } from '../support/pagefind-script.ts';

// Search as a visitor uses it: tabs kept for the file, cleared between tests (siteSession).
const session = siteSession({ clock: 'fixed', now: new Date('2026-11-22T10:00:00+01:00'), keepTab: true });
let page: Page;

async function open(path: string, width = 1280, options: OpenOptions = {}) {
  page = await session.open(path, { width, ...options });
}
const params = () =>
  Object.fromEntries([...new URL(page.url()).searchParams].map(([k]) => [k, new URL(page.url()).searchParams.getAll(k).join('|')]));
const results = () => page.locator('ol[aria-label] article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
const status = () => page.locator('[data-search-state]').getAttribute('data-search-state');
/** The show-more button of a facet group ("Ver 3 más"). */
const MORE_FACETS = /^Ver \d+ más$/;
const searchBox = () => page.getByRole('searchbox', { name: /Buscar en el museo|Search the museum/ }).last();
/** The options of a facet group: label → count. */
const facet = (legend: string) =>
  page
    .getByRole('group', { name: legend })
    .locator('label')
    .evaluateAll((labels) =>
      Object.fromEntries(labels.map((l) => [l.querySelector('span')!.textContent!, Number(l.querySelector('span + span')?.textContent)])),
    );
async function showAllOptions(legend: string) {
  await page.getByRole('group', { name: legend }).waitFor(); // the counts follow the results
  const more = page.getByRole('group', { name: legend }).getByRole('button', { name: /Ver \d+ más|Show \d+ more/ });
  if (await more.count()) await more.click();
}

const published = Object.entries(samplePagesByFile).filter(([, p]) => searchRecord(p) !== null);

describe('search', () => {
  it('finds every published page by its title, in its own language and no other', async () => {
    for (const lang of ['es', 'en', 'ca', 'eu', 'gl'] as const) {
      // The index the search page loads for this language (Pagefind picks it by the page's lang).
      await open(lang === 'es' ? '/busqueda' : `/${lang}/search`, 1280, { hydrate: false });
      const pages = published
        .filter(([, p]) => p.language.id === lang)
        .map(([file, p]) => ({ file, title: p.title.value, path: p.url.path }));
      const { found, shards } = (await page.evaluate(`(async (pages) => {
        const { instance, shards } = await ${openIndexScript(lang)};
        const out = {};
        for (const p of pages) {
          const { results } = await instance.search(p.title);
          out[p.file] = await Promise.all(results.slice(0, 10).map(async (r) => (await r.data()).url));
        }
        return { found: out, shards };
      })(${JSON.stringify(pages)})`)) as { found: Record<string, string[]>; shards: number };
      // The large languages are in parts (the test build's are of 40 at most), the others whole: both ways find every page.
      expect(shards, lang).toBe(shardCount(pages.length, SHARED_SEARCH_SHARD) - 1);
      if (lang === 'es' || lang === 'en') expect(shards, lang).toBeGreaterThan(0);
      for (const p of pages) expect(found[p.file], `${p.file}: "${p.title}"`).toContain(p.path);
      const otherLanguage = Object.values(found)
        .flat()
        .filter((href) => published.some(([, q]) => q.url.path === href && q.language.id !== lang));
      expect(otherLanguage, lang).toEqual([]);
    }
  });

  it('counts each facet value as the content says (Spanish, every type; the artwork facets once artworks are chosen)', async () => {
    await open('/busqueda?bundle=artwork');
    await expect.poll(status).toBe('results');
    const es = published.map(([, p]) => p).filter((p) => p.language.id === 'es');
    const names = uiText('es').bundleNames as Record<string, string>;
    const expected: Record<string, number> = {};
    for (const p of es)
      if ((sampleSite.searchFacets.bundleFacet as string[]).includes(p.bundle))
        expected[names[p.bundle]!] = (expected[names[p.bundle]!] ?? 0) + 1;
    await showAllOptions('Tipo de contenido');
    expect(await facet('Tipo de contenido')).toEqual(expected);
    // Per-type facets appear when the type is chosen, counted over the artworks.
    const artworks = es.filter((p) => p.bundle === 'artwork');
    expect(await results()).toHaveLength(Math.min(10, artworks.length));
    const techniques: Record<string, number> = {};
    for (const a of artworks) {
      const t = a.bundle === 'artwork' ? a.technicalDetails?.technique : undefined;
      if (t) techniques[t] = (techniques[t] ?? 0) + 1;
    }
    await expect.poll(() => facet('Técnica')).toEqual(techniques);
    // The show-more-facets button brings the other global facets, counted the same way.
    await page.getByRole('button', { name: 'Más filtros' }).click();
    const withImage: Record<string, number> = {};
    for (const a of artworks)
      for (const v of searchRecord(a)!.filters.hasImage ?? [])
        withImage[v === 'yes' ? 'Sí' : 'No'] = (withImage[v === 'yes' ? 'Sí' : 'No'] ?? 0) + 1;
    await expect.poll(() => facet('Con imagen')).toEqual(withImage);
    await expect(page.getByRole('button', { name: 'Menos filtros' }).getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('counts the facets in Pagefind’s worker, so counting never holds up the page’s own thread', async () => {
    await open('/busqueda');
    await hydrated(page);
    await searchBox().fill('paisajes');
    await expect.poll(status).toBe('results');
    await page.getByRole('group', { name: 'Tipo de contenido' }).waitFor(); // the counts follow the results
    // The results are found on the page's thread (no worker to start for a first result), the counts in the worker.
    expect(page.workers().map((w) => new URL(w.url()).pathname)).toContain('/pagefind/pagefind-worker.js');
  });

  it('narrows the results by a facet, writes it to the address without a reload, and steps back', async () => {
    await open('/busqueda');
    await page.evaluate(() => ((window as Window & { __same?: boolean }).__same = true));
    await searchBox().fill('paisajes');
    await expect.poll(params).toEqual({ q: 'paisajes' });
    await expect.poll(async () => (await results()).length).toBeGreaterThan(3);
    // Busy while they were on their way, and no longer once they are shown.
    await expect.poll(() => page.locator('[data-search-state]').getAttribute('aria-busy')).toBeNull();
    const before = await results();
    // The type-of-content facet (a category is also called Exposiciones), whose first five types
    // are those with most results: exhibitions is behind its "more" button.
    const typeFacet = page.getByRole('group', { name: /^Tipo de contenido/ });
    await typeFacet.getByRole('button', { name: MORE_FACETS }).click();
    // Clicked, then read back: the address (and with it the box) changes in a router transition, which a
    // busy machine may commit a moment after the click.
    await typeFacet.getByRole('checkbox', { name: /^Exposiciones/ }).click();
    await expect.poll(() => typeFacet.getByRole('checkbox', { name: /^Exposiciones/ }).isChecked()).toBe(true);
    await expect.poll(params).toEqual({ q: 'paisajes', bundle: 'exhibition' });
    await expect.poll(results).toEqual(['/exposiciones/paisajes-abstraccion']);
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: '1 resultado para «paisajes»' }).count()).resolves.toBe(1);
    // The result's title marks the searched word.
    await expect(page.locator('article h2 mark').first().textContent()).resolves.toBe('Paisajes');
    await page.goBack();
    await expect.poll(params).toEqual({ q: 'paisajes' });
    await expect.poll(results).toEqual(before);
    await page.goForward();
    await expect.poll(results).toEqual(['/exposiciones/paisajes-abstraccion']);
    await expect(typeFacet.getByRole('checkbox', { name: /^Exposiciones/ }).isChecked()).resolves.toBe(true);
    expect(await page.evaluate(() => (window as Window & { __same?: boolean }).__same)).toBe(true);
  });

  it('reads a shared address: query, categories by id and date', async () => {
    await open('/busqueda?q=visita&categories=36&date=future');
    const errors = session.errors;
    await expect(searchBox().inputValue()).resolves.toBe('visita');
    // 28 Nov 2026 falls in the week after 22 Nov: the guided visit is there, and the collection's daily tours.
    await expect.poll(results).toEqual(['/actividades/visita-paisajes', '/actividades/visitas-coleccion']);
    await expect(page.getByRole('radio', { name: 'Próxima semana' }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Pasadas' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Pasadas' }).isChecked()).toBe(true);
    await expect.poll(params).toEqual({ q: 'visita', categories: '36', date: 'past' });
    await expect.poll(status).toBe('results');
    await expect(page.getByText('No se han encontrado resultados').isVisible()).resolves.toBe(true);
    expect(errors, 'hydration and search stay free of errors').toEqual([]);
  });

  it('puts a page whose title holds the words above pages that mention them, in Spanish and in English', async () => {
    for (const [path, first] of [
      ['/busqueda?q=paisajes', '/exposiciones/paisajes-abstraccion'],
      [`/busqueda?q=${encodeURIComponent('Paisajes de la abstracción')}`, '/exposiciones/paisajes-abstraccion'],
      ['/en/search?q=landscapes', '/en/exhibitions/landscapes-abstraction'],
      [`/en/search?q=${encodeURIComponent('Landscapes of abstraction')}`, '/en/exhibitions/landscapes-abstraction'],
    ]) {
      await open(path!);
      await expect.poll(async () => (await results())[0], { message: path }).toBe(first);
    }
  });

  it('shows excerpts with their fields set apart and none of the codes behind them', async () => {
    const excerpts = () => page.locator('ol[aria-label] article').allInnerTexts();
    await open(`/busqueda?q=${encodeURIComponent('diálogos')}`);
    await expect.poll(async () => (await excerpts()).join('\n')).toContain('lienzo rojo · Sin diálogos');
    for (const q of ['Ferrer', 'Iribarren', 'Educación']) {
      await page.goto(siteUrl(`/busqueda?q=${encodeURIComponent(q)}`));
      await expect.poll(async () => (await results()).length, { message: q }).toBeGreaterThan(0);
      for (const text of await excerpts()) {
        expect(text, q).not.toMatch(/\bboth\b|sign-language|hearing-loop|cc-by|_blank/);
        expect(text.trim(), q).not.toMatch(/(^|\n)·|·$/);
      }
    }
  });

  it('searches as a visitor types on the Catalan, Basque and Galician pages (Spanish interface, their own index)', async () => {
    for (const [path, typed, found] of [
      ['/ca/search', 'paisatges', '/ca/exposicions/paisatges-abstraccio'],
      ['/eu/search', 'paisaiak', '/eu/erakusketak/abstrakzioaren-paisaiak'],
      ['/gl/search', 'paisaxes', '/gl/exposicions/paisaxes-abstraccion'],
    ] as const) {
      await open(path);
      await searchBox().click();
      await page.keyboard.type(typed);
      // The address follows the typing (a replaced history entry per search), the results follow the address.
      await expect.poll(() => params().q, { message: path }).toBe(typed);
      await expect.poll(async () => (await results())[0], { message: path }).toBe(found);
      const announced = page.locator('[aria-live="polite"]').filter({ hasText: /resultados? para «/ });
      await expect.poll(() => announced.count(), { message: path }).toBe(1);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(path.split('/')[1]);
    }
  });

  it('finds pages by what they say, never by how their result cards are stored (an image’s file type or size)', async () => {
    for (const lang of ['es', 'en'] as const) {
      await open(lang === 'es' ? '/busqueda' : `/${lang}/search`, 1280, { hydrate: false });
      const found = (await page.evaluate(`(async (words) => {
        const { instance } = await ${openIndexScript(lang)};
        const out = {};
        for (const w of words) out[w] = (await instance.search(w)).results.length;
        return out;
      })(${JSON.stringify(['jpg', 'width', 'bundle'])})`)) as Record<string, number>;
      // No page of the sample says these words (nor a word they stem to); every page with an image has them in its card.
      expect(found, lang).toEqual({ jpg: 0, width: 0, bundle: 0 });
    }
    // The cards themselves are whole: a result shows its title and image.
    await page.goto(siteUrl('/en/search?q=horizon'));
    await expect.poll(() => page.locator('ol[aria-label] article h2 a').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('ol[aria-label] article picture img').count()).toBeGreaterThan(0);
  });

  it('says so when nothing is found, in Spanish and in English', async () => {
    await open('/busqueda?q=zzzxqj');
    await expect.poll(() => page.getByText('No se han encontrado resultados').count()).toBe(1);
    await page.goto(siteUrl('/en/search?q=zzzxqj'));
    await expect.poll(() => page.getByText('No results found').count()).toBe(1);
  });

  it('suggests what to try when nothing is found: the same words in the other languages, and without the filters', async () => {
    // English finds nothing for a Spanish word; the suggestion names the languages that do, each with its count.
    await open('/en/search?q=paisajes');
    const spanish = page.getByRole('link', { name: /^\d+ results? in Español$/ });
    await spanish.waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en'); // the page's own language throughout
    expect(await spanish.getAttribute('hreflang')).toBe('es');
    expect(await spanish.locator('[lang="es"]').textContent()).toBe('Español');
    await expect.poll(() => page.getByRole('link', { name: /^\d+ results? in Euskara$/ }).count()).toBe(0); // the Basque pages do not say "paisajes"
    const count = Number((await spanish.textContent())!.match(/^\d+/)![0]);
    await spanish.click();
    await page.waitForURL(/\/busqueda\?q=paisajes$/);
    await expect.poll(() => page.getByText(`${count} resultados para «paisajes»`).count()).toBe(1);

    // Spanish pages say "guided" three times, but no podcast does: the filter is what to drop.
    await page.goto(siteUrl('/busqueda?q=guided&bundle=podcast'));
    await expect.poll(() => page.getByText('No se han encontrado resultados').count()).toBe(1);
    const without = page.getByRole('button', { name: /^Buscar sin filtros \(\d+ resultados?\)$/ });
    await without.waitFor();
    const expected = Number((await without.textContent())!.match(/\((\d+)/)![1]);
    await without.click();
    await expect.poll(() => params().bundle).toBeUndefined();
    await expect.poll(async () => (await results()).length).toBe(expected);
  });

  it('shows the error message with a way home when the index cannot be loaded, in Spanish and English', async () => {
    // A context of its own: the index is refused from the first request (nothing of it in a tab's caches).
    const opened = await openSite(await workerBrowser(), null);
    try {
      page = opened.page;
      await page.route('**/pagefind/**', (route) => route.fulfill({ status: 503, body: 'down' }));
      for (const [path, title, home] of [
        ['/busqueda?q=paisajes', 'Error en la búsqueda', 'Volver al inicio'],
        ['/en/search?q=landscapes', 'Search error', 'Back to the home page'],
      ] as const) {
        await page.goto(siteUrl(path));
        await expect.poll(() => page.getByRole('alert').filter({ hasText: title }).count()).toBe(1);
        const link = page.getByRole('alert').getByRole('link', { name: home });
        await expect(link.getAttribute('href')).resolves.toBe(path.startsWith('/en') ? '/en' : '/');
      }
    } finally {
      await opened.context.close();
    }
  });

  it('works from the keyboard in English and announces the results', async () => {
    await open('/en/search');
    await searchBox().focus();
    await page.keyboard.type('landscapes');
    await page.keyboard.press('Enter');
    await expect.poll(results).toContain('/en/exhibitions/landscapes-abstraction');
    const announced = page.locator('[aria-live="polite"]').filter({ hasText: /results? for “landscapes”/ });
    await expect.poll(() => announced.count()).toBe(1);
    // Tab from the search button reaches the first facet (its counts follow the results); space ticks it.
    await page.getByRole('group', { name: 'Type of content' }).waitFor();
    // One live region says it (none nested inside another, which would say it twice), read before the filters.
    expect(await page.locator('main [aria-live] [role="status"], main [role="status"] [aria-live]').count()).toBe(0);
    const countFirst = await announced.evaluate(
      (live) => !!(live.compareDocumentPosition(document.querySelector('main fieldset')!) & Node.DOCUMENT_POSITION_FOLLOWING),
    );
    expect(countFirst).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement).name);
    expect(focused).toBe('bundle');
    await page.keyboard.press('Space');
    await expect.poll(() => params().bundle).toBeTruthy();
  });

  it('opens the facets as a panel behind the filters button on a phone', async () => {
    await open('/busqueda?q=paisajes', 390);
    await expect.poll(status).toBe('results');
    const button = page.getByRole('button', { name: /^Filtros/ });
    // The facets are there (their counts follow the results) but wait behind the button.
    const types = page.locator('fieldset', { has: page.locator('legend', { hasText: 'Tipo de contenido' }) });
    await types.waitFor({ state: 'attached' });
    await expect(types.isVisible()).resolves.toBe(false);
    await button.click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(types.isVisible()).resolves.toBe(true);
  });

  it('offers search from the header of every language, on desktop and in the mobile menu', async () => {
    for (const [path, href] of [
      ['/', '/busqueda'],
      ['/en', '/en/search'],
      ['/ca/node/2274', '/ca/search'],
      ['/eu', '/eu/search'],
    ] as const) {
      await open(path, 390);
      await expect(page.locator('header a[href="' + href + '"]').count()).resolves.toBe(1);
      await page.getByRole('button', { name: /Menú|Menu/ }).click();
      await expect(page.locator(`dialog form[action="${href}"] input[type=search]`).isVisible()).resolves.toBe(true);
    }
  });

  it('keeps the search files it used in the service worker’s cache, and searches again from them offline', async () => {
    await open('/busqueda', 1280, { serviceWorkers: 'allow', clock: 'real' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await searchBox().fill('paisajes');
    await expect.poll(results).toContain('/exposiciones/paisajes-abstraccion');
    const hash = await page.getAttribute('meta[name="build-hash"]', 'content');
    const cached = () =>
      page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), `museo-${hash}`);
    await expect.poll(async () => (await cached()).filter((p) => p.startsWith('/pagefind/fragment/')).length).toBeGreaterThan(0);
    const paths = await cached();
    for (const file of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.es.pagefind', '/pagefind/search-es.json'])
      expect(paths, file).toContain(file);
    expect(paths.some((p) => p.startsWith('/pagefind/index/'))).toBe(true);
    // The parts merged into the Spanish index: their entries and page tables.
    const spanish = published.filter(([, p]) => p.language.id === 'es').length;
    expect(paths.filter((p) => /^\/pagefind\/shard\/es_[0-9a-f]+\/pagefind\.es_[0-9a-f]+\.pf_meta$/.test(p))).toHaveLength(
      shardCount(spanish, SHARED_SEARCH_SHARD) - 1,
    );
    // Offline, a new search of the same words is answered from that cache.
    await page.context().setOffline(true);
    const offline = (await page.evaluate(`(async () => {
      const { instance: i } = await ${openIndexScript('es', JSON.stringify({ metaCacheTag: hash }))};
      const { results } = await i.search('paisajes');
      return Promise.all(results.slice(0, 10).map(async (r) => (await r.data()).url));
    })()`)) as string[];
    expect(offline).toContain('/exposiciones/paisajes-abstraccion');
  });

  it('without JavaScript the form still submits and the page says search needs JavaScript', async () => {
    await open('/busqueda', 1280, { hydrate: false, context: { javaScriptEnabled: false } });
    await page.locator('main').getByRole('searchbox').fill('paisajes');
    await page.locator('main').getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.waitForURL(/\/busqueda\?q=paisajes$/);
    // Chromium under test parses <noscript> as a browser with scripting on would; read it as one without does.
    const html = await (await fetch(siteUrl('/busqueda?q=paisajes'))).text();
    const message = await page.evaluate(
      (doc) => new DOMParser().parseFromString(doc, 'text/html').querySelector('main noscript p')?.textContent,
      html,
    );
    expect(message).toMatch(/^La búsqueda necesita JavaScript/);
    const description = await page.evaluate(
      (doc) => new DOMParser().parseFromString(doc, 'text/html').querySelector('meta[name="description"]')?.getAttribute('content'),
      html,
    );
    expect(description).toMatch(/^Busca en el museo: exposiciones/);
  });
});
