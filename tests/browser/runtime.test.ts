/**
 * The browser runtime against the served build, with faults injected by route interception:
 * each case ends where SPEC §4 and §8 say. Time is held still (page.clock): timers (the slow-page
 * notice, retry back-off, the prefetch interval) fire only when a test moves the clock, so nothing
 * here depends on how fast the machine is.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SAMPLE_RENDERED_AT } from '../support/build.ts';
import { advancing, hydrated } from '../support/site.ts';
import { runtimeVisit } from '../support/runtime-visit.ts';

let page: Page;
const { open, openPage, sameDocument, followLink, h1 } = runtimeVisit((opened) => (page = opened));
const site = inject('siteUrl');
const ARTWORK_PATH = '/coleccion/obra/estudio-amarillo';
const ARTWORK_TITLE = 'Estudio amarillo';

describe('client navigation', () => {
  it('moves between pages without a full load, focusing and announcing the new page', async () => {
    await open('/');
    await page.getByRole('link', { name: 'Exposiciones y actividades' }).first().click();
    await page.waitForURL('**/exposiciones-actividades');
    await expect.poll(h1).toBe('Exposiciones y actividades');
    expect(await sameDocument()).toBe(true);
    expect(await page.title()).toBe('Exposiciones y actividades | Museo Nacional de Arte Moderno y Contemporáneo');
    await expect
      .poll(() => page.getByTestId('route-announcer').innerText())
      .toBe('Página cargada: Exposiciones y actividades | Museo Nacional de Arte Moderno y Contemporáneo');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it("takes the new page's head after a client-side navigation: the same as loading it directly", async () => {
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        lang: document.documentElement.lang,
        tags: [...document.head.querySelectorAll('meta[data-head], link[data-head]')]
          .map((e) => `${e.tagName} ${[...e.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`)
          .sort(),
        jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((e) => JSON.parse(e.textContent!)),
      }));
    await open('/');
    const home = await head();
    await followLink('/en/exhibitions/landscapes-abstraction');
    await expect.poll(h1).toBe('Landscapes of abstraction');
    expect(await sameDocument()).toBe(true);
    const navigated = await head();
    await page.goto(site + '/en/exhibitions/landscapes-abstraction');
    const direct = await head();
    expect(navigated).toEqual(direct);
    expect(navigated.tags).toContain('LINK rel=canonical href=https://www.museo.example/en/exhibitions/landscapes-abstraction data-head=');
    expect(navigated.tags.filter((t) => home.tags.includes(t) && t.includes('canonical'))).toEqual([]);
    expect(navigated.jsonLd).toMatchObject([{ '@type': 'ExhibitionEvent', name: 'Landscapes of abstraction' }]);
  });

  it('hydrates the markers as the HTML has them, then shows those of the visitor’s time, with no hydration error', async () => {
    // Built on 22 Nov 2026 (SOURCE_DATE_EPOCH): the exhibition opens on 10 Mar 2027, so the HTML has no "on now".
    const path = '/exposiciones/elena-asins-calculo-poesia';
    const html = await (await fetch(site + path)).text();
    expect(html).toContain(`<meta name="rendered-at" content="${SAMPLE_RENDERED_AT}">`);
    expect(html).not.toContain('>En curso<');
    const { errors } = await openPage(path, { clock: 'fixed', now: new Date('2027-03-11T12:00:00+01:00') });
    await hydrated(page);
    await expect.poll(() => page.getByText('En curso', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('restores the scroll position on back and forward', async () => {
    await open('/exposiciones/paisajes-abstraccion');
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
    await followLink('/actividades/visita-paisajes');
    await expect.poll(h1).toBe('Visita comentada: Paisajes de la abstracción');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(h1).toBe('Paisajes de la abstracción');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.goForward();
    await expect.poll(h1).toBe('Visita comentada: Paisajes de la abstracción');
    expect(await sameDocument()).toBe(true);
  });

  it('prefetches the page data of links in view, 4 at a time every 3 seconds', async () => {
    const fetched: string[] = [];
    await open('/exposiciones-actividades', { prefetch: true });
    // Pages' own data: a prefetched home or visit page also brings today's programme with its chunks, not counted here.
    page.on('request', (r) => /\/page-data\/(?!app-data|programme-)/.test(r.url()) && fetched.push(new URL(r.url()).pathname));
    // An observer made now reports after the runtime's own, which has then seen the links in view.
    await page.evaluate(() => new Promise<void>((ok) => new IntersectionObserver((_, o) => (o.disconnect(), ok())).observe(document.body)));
    await page.clock.runFor(2999);
    await page.evaluate(() => fetch('/robots.txt')); // a round trip: any prefetch sent so far has been seen
    expect(fetched).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => fetched.length).toBe(4);
    await page.clock.runFor(2999);
    await page.evaluate(() => fetch('/robots.txt'));
    expect(fetched).toHaveLength(4);
    await page.clock.runFor(1);
    await expect.poll(() => fetched.length).toBeGreaterThan(4);
    expect(fetched.length).toBeLessThanOrEqual(8);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it('never takes a link to a file (a PDF in /media) for a page: no page data prefetched for it, and the browser follows it', async () => {
    const fetched: string[] = [];
    await open('/publicaciones/catalogo-paisajes', { prefetch: true });
    page.on('request', (r) => r.url().includes('/page-data/') && !r.url().includes('app-data') && fetched.push(new URL(r.url()).pathname));
    const pdf = page.locator('a[href$=".pdf"]').first();
    await pdf.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise<void>((ok) => new IntersectionObserver((_, o) => (o.disconnect(), ok())).observe(document.body)));
    await page.clock.runFor(10_000);
    await page.evaluate(() => fetch('/robots.txt'));
    expect(fetched.filter((p) => p.includes('/media/'))).toEqual([]);
    // A click is the browser's: a request for the file itself, not a client-side route.
    const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('.pdf')), pdf.click()]);
    expect(request.isNavigationRequest()).toBe(true);
  });

  it('does not prefetch for a visitor who asked to save data', async () => {
    const fetched: string[] = [];
    await open('/exposiciones-actividades', { prefetch: false });
    page.on('request', (r) => r.url().includes('/page-data/') && fetched.push(new URL(r.url()).pathname));
    await page.clock.runFor(10_000);
    await page.evaluate(() => fetch('/robots.txt'));
    expect(fetched).toEqual([]);
  });
});

describe('faults', () => {
  it('shows the 500 page when page data answers 500', async () => {
    await open('/');
    await page.route('**/page-data/exposiciones/paisajes-abstraccion/page-data.json', (r) => r.fulfill({ status: 500, body: 'boom' }));
    await followLink('/exposiciones/paisajes-abstraccion');
    await expect.poll(h1).toBe('Algo ha fallado');
    expect(await sameDocument()).toBe(true);
    expect(page.url()).toBe(`${site}/exposiciones/paisajes-abstraccion`);
  });

  it('shows the 404 page for a path that does not exist, confirmed with a HEAD request', async () => {
    await open('/en');
    const heads: string[] = [];
    page.on('request', (r) => r.method() === 'HEAD' && heads.push(new URL(r.url()).pathname));
    await followLink('/en/no-such-page');
    await expect.poll(h1).toBe('Page not found');
    expect(heads).toEqual(['/en/no-such-page']);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await sameDocument()).toBe(true);
  });

  // Cut short, and well-formed JSON that is not page data (what a misconfigured server or cache could answer).
  for (const [what, body] of [
    ['cut short', '{"path": "/museo", '],
    ['of another shape', '{"path": "/museo", "result": null}'],
  ])
    it(`treats invalid page data (${what}) as not found`, async () => {
      await open('/');
      await page.route('**/page-data/museo/page-data.json', (r) => r.fulfill({ status: 200, contentType: 'application/json', body }));
      await followLink('/museo');
      await expect.poll(h1).toBe('Página no encontrada');
    });

  it('retries a failing request and shows the page when it comes back', async () => {
    await open('/');
    let calls = 0;
    await page.route('**/page-data/museo/page-data.json', (r) => (++calls <= 2 ? r.fulfill({ status: 503, body: 'busy' }) : r.continue()));
    await followLink('/museo');
    // The back-off between tries is a timer: the clock moves on until the page is there.
    await expect.poll(advancing(page, h1)).toBe('El museo');
    expect(calls).toBe(3);
    expect(await sameDocument()).toBe(true);
  });

  it('after 3 retries that time out, loads the page in full', async () => {
    await open('/');
    let calls = 0;
    await page.route('**/page-data/museo/page-data.json', (r) => (calls++, r.abort('timedout')));
    await followLink('/museo');
    await expect.poll(advancing(page, async () => calls)).toBeGreaterThanOrEqual(4);
    await page.waitForURL('**/museo');
    await expect.poll(sameDocument).toBe(false);
    await expect.poll(h1).toBe('El museo');
    expect(calls).toBeGreaterThanOrEqual(4);
  });

  it('abandons a page-data request unanswered after 5 s (not at 4999 ms) and retries it', async () => {
    await open('/');
    let calls = 0;
    await page.route('**/page-data/museo/page-data.json', async (r: Route) => {
      // The first request hangs for good; the retry is answered.
      if (++calls > 1) await r.continue();
    });
    await followLink('/museo');
    await expect.poll(() => calls).toBe(1);
    await page.clock.runFor(4999);
    await page.evaluate(() => fetch('/robots.txt')); // a round trip: a retry sent so far has been seen
    expect(calls).toBe(1);
    await expect.poll(advancing(page, h1)).toBe('El museo');
    expect(calls).toBe(2);
    expect(await sameDocument()).toBe(true);
  });

  it('never makes a click wait for a prefetch that hangs', async () => {
    await open('/', { prefetch: true });
    let clicked = false;
    const hung: string[] = [];
    await page.route(/\/page-data\/(?!sq\/|app-data).*page-data\.json$/, async (r: Route) => {
      if (clicked) return r.continue();
      hung.push(new URL(r.request().url()).pathname); // a prefetch: never answered
    });
    await page.evaluate(() => new Promise<void>((ok) => new IntersectionObserver((_, o) => (o.disconnect(), ok())).observe(document.body)));
    await page.clock.runFor(3000);
    await expect.poll(() => hung.length).toBeGreaterThan(0);
    // A visit to a page whose prefetch is still hanging.
    const path = hung[0]!.replace(/^\/page-data/, '').replace(/\/page-data\.json$/, '');
    const before = await h1();
    clicked = true;
    await followLink(path);
    // The clock stands still: the click's own request answers, with no timer to end the hung one.
    await expect.poll(h1).not.toBe(before);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await sameDocument()).toBe(true);
  });

  it('shows a slow-navigation notice after a second (not at 999 ms, yes at 1001 ms), and removes it when the page arrives', async () => {
    await open('/');
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    let requested = false;
    await page.route('**/page-data/museo/page-data.json', async (r: Route) => {
      requested = true;
      await held;
      await r.continue();
    });
    const notice = page.getByText('Cargando la página…');
    await followLink('/museo');
    await expect.poll(() => requested).toBe(true);
    await page.clock.runFor(999);
    expect(await notice.count()).toBe(0);
    await page.clock.runFor(2);
    await notice.waitFor();
    release();
    await expect.poll(h1).toBe('El museo');
    expect(await notice.count()).toBe(0);
  });

  it('loads the page in full when the build has changed since the visit began', async () => {
    await open('/');
    // The build check answers before the page's data (held until then).
    let checked!: () => void;
    const answered = new Promise<void>((ok) => (checked = ok));
    await page.route('**/page-data/app-data.json', async (r) => {
      await r.fulfill({ status: 200, contentType: 'application/json', body: '{"buildHash":"a-newer-build"}' });
      checked();
    });
    await page.route('**/page-data/museo/page-data.json', async (r) => {
      await answered;
      await r.continue();
    });
    await followLink('/museo');
    await page.waitForURL('**/museo');
    await expect.poll(sameDocument).toBe(false);
    await expect.poll(h1).toBe('El museo');
  });

  it('never waits on the build check: a page whose data comes first is shown, and the next navigation is full', async () => {
    await open('/');
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    let checks = 0;
    await page.route('**/page-data/app-data.json', async (r) => {
      checks++;
      await held;
      await r.fulfill({ status: 200, contentType: 'application/json', body: '{"buildHash":"a-newer-build"}' });
    });
    await followLink('/museo');
    await expect.poll(h1).toBe('El museo');
    expect(await sameDocument()).toBe(true);
    expect(checks).toBe(1);
    // The check answers late: the build changed, so the next navigation loads in full.
    const noticed = page.waitForEvent('console', (m) => m.text().includes('the next navigation loads the page in full'));
    release();
    await noticed;
    await followLink('/visita');
    await page.waitForURL('**/visita');
    await expect.poll(sameDocument).toBe(false);
    await expect.poll(h1).toBe('Visita');
  });

  it("loads the page in full when the view's script chunk fails to load", async () => {
    await open('/museo');
    // The artwork view's chunk cannot be fetched from here on (a deploy removed it, the network dropped).
    let blocked = 0;
    await page.route(/\/assets\/ArtworkPage-[\w-]+\.js$/, (r) => {
      blocked++;
      return r.abort('failed');
    });
    await followLink(ARTWORK_PATH);
    await page.waitForURL(`**${ARTWORK_PATH}`);
    await expect.poll(sameDocument).toBe(false);
    expect(blocked).toBeGreaterThan(0);
    // The full load shows the prerendered page (and leaves it static, its chunk still failing).
    await expect.poll(h1).toBe(ARTWORK_TITLE);
  });

  it('leaves the static page as it is when its data is missing at start, and logs why', async () => {
    const { errors } = await openPage(null);
    await page.route('**/page-data/museo/page-data.json', (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto(site + '/museo');
    await expect.poll(() => errors.some((e) => e.includes('page resources missing at start'))).toBe(true);
    expect(await h1()).toBe('El museo');
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(
      false,
    );
  });
});
