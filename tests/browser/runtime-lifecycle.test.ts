/**
 * The browser runtime across a visit's life: a deploy while a tab is open, the service worker, and
 * /preview (the faults of a single visit are in runtime.test.ts). Time is held still (page.clock): timers (the slow-page
 * notice, retry back-off, the prefetch interval) fire only when a test moves the clock, so nothing
 * here depends on how fast the machine is.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchChromium, TEST_CHROMIUM_PATH } from '../../app/tools/chromium.ts';
import { hydrated, markDocument } from '../support/site.ts';
import { runtimeVisit } from '../support/runtime-visit.ts';
import { loadFixture, ROOT } from '../support/build.ts';
import { createStaticServer } from '../../app/server/static-server.ts';
import { onePagePerView } from '../../app/tools/view-pages.ts';
import { pageDataUrl } from '../../app/runtime/page-data.ts';
import { join } from 'node:path';

let page: Page;
const { open, openPage, close, sameDocument, followLink, h1 } = runtimeVisit((opened) => (page = opened));
const site = inject('siteUrl');

describe('a deploy in the middle of a visit', () => {
  it('keeps a tab opened on build N working after build N+1 is published, then moves it to N+1', { timeout: 180_000 }, async () => {
    // A site of two pages, built and served, then built again over itself while a tab is open on it.
    const fixture = await loadFixture(['es/inicio.json', 'es/museo.json']);
    const built = fixture.build();
    expect(built.status, built.err).toBe(0);
    const server = createStaticServer(fixture.out);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      await openPage(null, { serviceWorkers: 'allow', clock: 'real' });
      await page.goto(url + '/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cachesBefore = await page.evaluate(() => caches.keys());
      await hydrated(page);
      await markDocument(page);
      const oldScript = await page.getAttribute('script[type="module"]', 'src');

      // Build N+1 from changed content, published over the running site: a page and the data every
      // page shares (the site's name), which is part of the build hash as the code is.
      await fixture.edit('es/museo.json', (museo) => (museo.title.value = 'El museo (nueva versión)'));
      await fixture.editSite((site) => (site.siteName = 'Museo Nacional (nueva versión)'));
      const r = fixture.build();
      expect(r.status, r.err).toBe(0);
      expect(r.report).toMatchObject({ outcome: 'published', kind: 'whole' });

      // Build N's scripts are still there for tabs that need them.
      expect((await page.request.get(url + oldScript)).status()).toBe(200);
      // The next navigation notices the new build and loads the page in full, from N+1.
      await followLink('/museo');
      await page.waitForURL('**/museo');
      await expect.poll(h1).toBe('El museo (nueva versión)');
      expect(await sameDocument()).toBe(false);
      // The service worker of N+1 took over and dropped N's cache: old page data can never be served.
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([expect.not.stringMatching(cachesBefore[0]!)]);
    } finally {
      server.close();
      await fixture.cleanup();
    }
  });
});

describe('the service worker', () => {
  it('is registered on localhost and caches the app shell of this build', async () => {
    await openPage('/', { serviceWorkers: 'allow', clock: 'real' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${site}/`);
    const hash = await page.getAttribute('meta[name="build-hash"]', 'content');
    expect(await page.evaluate(() => caches.keys())).toEqual([`museo-${hash}`]);
    const cached = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      `museo-${hash}`,
    );
    expect(cached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
    expect(cached.some((p) => p.startsWith('/page-data/sq/d/'))).toBe(true);
  });

  it('is not registered over plain HTTP on another host, and says why', async () => {
    const other = await launchChromium(['--host-resolver-rules=MAP museo.test 127.0.0.1'], TEST_CHROMIUM_PATH);
    try {
      const ctx = await other.newContext();
      const p = await ctx.newPage();
      const errors: string[] = [];
      p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await p.goto(site.replace('127.0.0.1', 'museo.test') + '/');
      await expect.poll(() => errors.some((e) => e.includes('the service worker needs HTTPS or localhost'))).toBe(true);
      expect(await p.evaluate(() => navigator.serviceWorker?.getRegistrations().then((r) => r.length) ?? 0)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('/preview', () => {
  it('validates a page in the browser and shows it as editors will see it', async () => {
    await open('/preview?src=/page-data/museo/page-data.json');
    await expect.poll(h1).toBe('El museo');
    await page.getByText(/page-data\/museo\/page-data\.json es válido/).waitFor();
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex, nofollow');
  });

  it('lists every validation error, with where it is, and shows no page', async () => {
    await open('/preview');
    const draft = {
      id: '9',
      bundle: 'artwork',
      language: { id: 'xx' },
      title: { value: 'Borrador' },
      url: { path: '/borrador/' },
      created: 1_790_000_000_000,
      changed: 1,
      translations: [],
      paragraphs: [],
    };
    await page.getByLabel('JSON de la página').fill(JSON.stringify(draft));
    await page.getByRole('button', { name: 'Comprobar y mostrar' }).click();
    const errors = page.getByTestId('preview-errors');
    await errors.waitFor();
    const text = await errors.innerText();
    expect(text).toContain('/language/id');
    expect(text).toContain('/status');
    expect(text).toContain('/created');
    expect(text).toContain('/url/path');
    // In the interface language (Spanish), the schema's own descriptions included.
    expect(text).toContain('/status: se esperaba el campo obligatorio «status»; se encontró nada');
    expect(text).toContain('/created: se esperaba una marca de tiempo Unix en segundos');
    expect(text).toContain('se encontró 1790000000000 (¿milisegundos?)');
    expect(text).not.toMatch(/\bexpected\b|\bfound\b/);
    expect(await h1()).toBe('Vista previa');
  });

  it(
    'shows a page of every bundle, from its page data and pasted, with the interface text its view needs',
    { timeout: 300_000 },
    async () => {
      const pages = onePagePerView(join(ROOT, 'content'));
      delete pages.search;
      expect(Object.keys(pages).length).toBeGreaterThan(20);
      const errors: string[] = [];
      // One tab, as an editor previews one page after another (the preview's code loads once).
      await open('/preview');
      let current = '';
      page.on('pageerror', (e) => errors.push(`${current}: ${e.message}`));
      for (const [bundle, path] of Object.entries(pages)) {
        current = `${bundle} ${path}`;
        await page.goto(`${site}/preview?src=${pageDataUrl(path)}`);
        await hydrated(page);
        await page.getByText(/ es válido/).waitFor();
        const title = JSON.parse((await (await fetch(site + pageDataUrl(path))).text()) as string).result.page.title.value as string;
        await expect.poll(() => page.locator('main h1').first().innerText(), { message: current }).toBe(title);
      }
      await close();
      // An artwork pasted as editors do (its sheet is a section of the interface text).
      await open('/preview');
      page.on('pageerror', (e) => errors.push(`pasted artwork: ${e.message}`));
      const artwork = await (await fetch(site + pageDataUrl(pages.artwork!))).text();
      await page.getByLabel('JSON de la página').fill(artwork);
      await page.getByRole('button', { name: 'Comprobar y mostrar' }).click();
      await expect.poll(() => page.locator('main h1').first().innerText()).not.toBe('Vista previa');
      await page.getByRole('heading', { name: 'Dónde verla' }).first().waitFor();
      expect(errors).toEqual([]);
    },
  );

  it('refuses a source on another site', async () => {
    await open('/preview?src=https://evil.example/page.json');
    await expect
      .poll(() => page.getByTestId('preview-errors').innerText())
      .toBe('https://evil.example/page.json: se esperaba una dirección de este sitio; se encontró https://evil.example');
  });
});
