/**
 * Draft preview as an editor meets it: a site published from the sample, a local CMS over HTTP that
 * holds drafts (`/drafts/<file>`), the publishing service as a process, and the signed link the CMS's
 * Preview button opens, in Chromium. The draft is shown as the site shows its pages (its template,
 * styles and scripts, the live header and footer), marked as a draft, kept by no cache or search engine,
 * and the live site does not change; links that are expired, tampered with or out of bounds are refused,
 * and a draft that is not valid names its field for the editor.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveContent, type LocalCms } from '../../app/tools/local-cms.ts';
import { signPreview } from '../../app/publisher/signature.ts';
import { loadFixture, type Fixture } from '../support/build.ts';
import { SECRET, startService, STATUS_TOKEN, type Service } from '../support/publisher.ts';
import { releaseBrowser, runAxe, workerBrowser } from '../support/chromium.ts';

const ARTWORK = 'es/obra-noche-meseta.json';
/** A multimedia page: the site's dark theme. */
const VIDEO = 'es/multimedia-video-montaje.json';
/** An activity on the build's day: the home page shows it in today's programme. */
const ACTIVITY = 'es/actividad-visitas-coleccion.json';

let fixture: Fixture;
let cms: LocalCms;
/** A page whose draft the CMS fails to give. */
const BROKEN = 'es/multimedia-audio-entrevista.json';
let service: Service;

/** The link the CMS's Preview button opens. */
const previewLink = (file: string, expires = Math.floor(Date.now() / 1000) + 600, signature = signPreview(SECRET, file, expires)) =>
  `${service.previewUrl}/draft?${new URLSearchParams({ file, expires: String(expires), signature })}`;

/** An unpublished revision of a page, as the CMS keeps it. */
async function writeDraft(file: string, change: (page: Record<string, unknown>) => void) {
  const page = JSON.parse(await readFile(join(fixture.content, 'pages', file), 'utf8')) as Record<string, unknown>;
  change(page);
  await mkdir(join(fixture.content, 'drafts', file, '..'), { recursive: true });
  await writeFile(join(fixture.content, 'drafts', file), JSON.stringify(page));
}
const retitled = (title: string) => (p: Record<string, unknown>) => void ((p.title as { value: string }).value = title);

beforeAll(async () => {
  fixture = await loadFixture(['es/inicio.json', ARTWORK, VIDEO, ACTIVITY]);
  const built = fixture.build();
  expect(built.status, built.err).toBe(0);
  // A draft the CMS fails to give (it answers 500, naming nothing): what the editor is shown of it.
  cms = await serveContent(fixture.content, { before: (path) => (path.endsWith(BROKEN) ? 500 : undefined) });
  service = await startService(fixture.out, join(fixture.content, '..', 'publisher'), { CMS_URL: cms.url });
  await writeDraft(ARTWORK, retitled('Noche en la meseta (borrador de la conservadora)'));
  await writeDraft(VIDEO, retitled('Cómo se monta una exposición (borrador)'));
  await writeDraft('es/inicio.json', retitled('Inicio (borrador)'));
});

afterAll(async () => {
  await service?.stop();
  cms?.close();
  await fixture?.cleanup();
});

describe('a draft preview', () => {
  it('shows the draft as the site shows its pages, marked as a draft, kept by no one, and the live site unchanged', async () => {
    const before = await fixture.served();
    const live = await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8');
    const browser = await workerBrowser();
    try {
      for (const [file, title, theme, livePage] of [
        [ARTWORK, 'Noche en la meseta (borrador de la conservadora)', 'light', 'coleccion/obra/noche-meseta.html'],
        [VIDEO, 'Cómo se monta una exposición (borrador)', 'dark', 'multimedia/video/montaje-paisajes.html'],
        ['es/inicio.json', 'Inicio (borrador)', 'light', 'index.html'],
      ] as const) {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const errors: string[] = [];
        tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        tab.on('pageerror', (e) => errors.push(e.message));
        const res = await tab.goto(previewLink(file), { waitUntil: 'networkidle' });
        expect(res?.status(), await res?.text()).toBe(200);
        const headers = res!.headers();
        expect(headers['cache-control']).toBe('no-store');
        expect(headers['x-robots-tag']).toContain('noindex');
        expect(headers['referrer-policy']).toBe('no-referrer');
        expect(await tab.locator('h1').first().innerText()).toBe(title);
        expect(await tab.getAttribute('meta[name="robots"]', 'content')).toContain('noindex');
        // As sent, before any script runs: one robots rule (never its own), and every link of the page to the live site.
        const sent = await res!.text();
        expect(sent.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex, nofollow">']);
        expect(sent).not.toMatch(/<a\s[^>]*href="\/(?!\/)/);
        expect(sent).toMatch(/<a\s[^>]*href="https:\/\//);
        // The notice, visible, above the page: what it is and since when.
        const notice = tab.getByRole('complementary', { name: 'Borrador' });
        expect(await notice.isVisible()).toBe(true);
        expect(await notice.innerText()).toMatch(/Borrador sin publicar \(revisión del .+\): así se verá esta página/);
        // Styled as the site: its stylesheet and its theme for this kind of page.
        expect(await tab.evaluate(() => document.styleSheets.length)).toBeGreaterThan(1);
        const liveClass = /<html [^>]*class="([^"]*)"/.exec(await readFile(join(fixture.out, livePage), 'utf8'))![1];
        expect(await tab.getAttribute('html', 'class')).toBe(liveClass);
        // The live header and footer, their links to the live site (the draft is on the service's address).
        const hrefs = await tab.locator('#root a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(5);
        expect(hrefs.filter((h) => h.startsWith('/'))).toEqual([]);
        // Its scripts run: the header hydrated (its menu button opens the menu), with nothing in the console.
        await tab.getByRole('banner').getByRole('button', { name: 'Menú' }).click();
        await expect.poll(() => tab.getByRole('dialog', { name: 'Menú' }).isVisible()).toBe(true);
        await tab.keyboard.press('Escape');
        await expect.poll(() => tab.getByRole('dialog', { name: 'Menú' }).isVisible()).toBe(false);
        const axe = await runAxe(tab);
        expect(
          axe.violations.map((v) => v.id),
          JSON.stringify(axe.violations.map((v) => v.nodes.map((n) => n.target))),
        ).toEqual([]);
        expect(errors).toEqual([]);
        if (process.env.DRAFT_SCREENSHOTS) {
          for (const width of [1280, 390]) {
            await tab.setViewportSize({ width, height: 900 });
            await tab.screenshot({ path: `${process.env.DRAFT_SCREENSHOTS}/draft-${theme}-${width}.png` });
          }
        }
        await context.close();
      }
    } finally {
      await releaseBrowser(browser);
    }
    // Nothing of the draft was written into the site: no page, no sitemap, feed or search entry.
    expect(await fixture.served()).toEqual(before);
    expect(await readFile(join(fixture.out, 'coleccion/obra/noche-meseta.html'), 'utf8')).toBe(live);
  });

  it('is served on an origin of its own: a draft’s script reads neither the status page nor /status of a signed-in editor', async () => {
    // The service's own listener serves no draft, and the drafts' listener nothing of the service's.
    const link = new URL(previewLink(ARTWORK));
    expect((await fetch(`${service.url}/draft${link.search}`)).status).toBe(404);
    for (const path of ['/', '/status', '/hooks/publish']) expect((await fetch(`${service.previewUrl}${path}`)).status, path).toBe(404);
    expect((await fetch(`${service.previewUrl}/retry`, { method: 'POST' })).status).toBe(405);
    expect(await (await fetch(`${service.previewUrl}/health`)).text()).toBe('ok\n');
    const browser = await workerBrowser();
    // An editor signed in to the status page: the browser answers its token to it.
    const context = await browser.newContext({ httpCredentials: { username: 'editor', password: STATUS_TOKEN, origin: service.url } });
    try {
      const tab = await context.newPage();
      expect((await tab.goto(`${service.url}/?lang=es`))?.status()).toBe(200);
      expect((await tab.goto(link.href))?.status()).toBe(200);
      // What a script that ran in the draft (a sanitiser bypass) could try: read the page, its JSON, post its form.
      const tried = await tab.evaluate(
        async (base) =>
          Promise.all(
            [`${base}/?lang=es`, `${base}/status`].map((u) =>
              fetch(u, { credentials: 'include' }).then(
                async (r) => `read ${r.status}: ${(await r.text()).slice(0, 30)}`,
                () => 'refused',
              ),
            ),
          ),
        service.url,
      );
      expect(tried).toEqual(['refused', 'refused']);
    } finally {
      await context.close();
    }
  });

  it('refuses links that are expired, tampered with or out of bounds, and says what to do', async () => {
    const now = Math.floor(Date.now() / 1000);
    const get = async (url: string) => {
      const res = await fetch(url);
      return { status: res.status, text: await res.text(), store: res.headers.get('cache-control') };
    };
    const expired = await get(previewLink(ARTWORK, now - 1));
    expect(expired).toMatchObject({ status: 410, store: 'no-store' });
    expect(expired.text).toContain('El enlace de vista previa ha caducado');
    expect(expired.text).toContain('Vuelva a pulsar «Vista previa»');
    // Signed for another page, another time, or not by the CMS's secret.
    expect((await get(previewLink(ARTWORK, now + 600, signPreview(SECRET, VIDEO, now + 600)))).status).toBe(403);
    expect((await get(previewLink(ARTWORK, now + 601, signPreview(SECRET, ARTWORK, now + 600)))).status).toBe(403);
    expect(
      (await get(previewLink(ARTWORK, now + 600, signPreview('another-secret-of-the-same-length-0123456789', ARTWORK, now + 600)))).status,
    ).toBe(403);
    // Out of bounds: a file that is no page file, and a link valid for longer than a day.
    expect((await get(previewLink('../../etc/passwd.json'))).status).toBe(400);
    expect((await get(previewLink('es/inicio.html'))).status).toBe(400);
    expect((await get(previewLink(ARTWORK, now + 2 * 86_400))).status).toBe(403);
    // A page with no draft in the CMS.
    expect((await get(previewLink(ACTIVITY))).status).toBe(404);
  });

  it('says the CMS failed without naming its address, a path or an error, and logs them under a reference', async () => {
    const failed = await fetch(previewLink(BROKEN));
    const text = await failed.text();
    expect(failed.status).toBe(502);
    expect(text).toContain('El CMS no respondió');
    const reference = /Referencia para el servicio técnico: ([0-9a-f]{8})/.exec(text)?.[1];
    expect(reference).toBeDefined();
    for (const leak of [cms.url, '127.0.0.1', '/drafts/', 'HTTP 500', 'Error']) expect(text).not.toContain(leak);
    await expect.poll(() => service.output()).toContain(`draft preview ${reference!}: ${cms.url}/drafts/${BROKEN}: HTTP 500`);
  });

  it('shows today’s programme on a draft of a page that shows it, as the live page has it', async () => {
    const activity = JSON.parse(await readFile(join(fixture.content, 'pages', ACTIVITY), 'utf8')) as { title: { value: string } };
    const live = await readFile(join(fixture.out, 'index.html'), 'utf8');
    expect(live).toContain('Programa de hoy y mañana');
    expect(live).toContain(activity.title.value);
    const res = await fetch(previewLink('es/inicio.json'));
    const draft = await res.text();
    expect(res.status, draft).toBe(200);
    expect(draft).toContain('Programa de hoy y mañana');
    expect(draft).toContain(activity.title.value);
  });

  it("shows a draft whose text holds replacement patterns ($&, $`, $', $1) as written, once", async () => {
    const title = "Precio: 5$ $& $` $' $1 $$ (borrador)";
    await writeDraft(VIDEO, retitled(title));
    const res = await fetch(previewLink(VIDEO));
    const html = await res.text();
    expect(res.status, html).toBe(200);
    // In the heading and in the data the page hydrates from, each exactly as written.
    const escaped = title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(html.split(`>${escaped}</h1>`).length - 1, html.slice(0, 2000)).toBe(1);
    const data = JSON.parse(/<script type="application\/json" id="draft-page">(.*?)<\/script>/s.exec(html)![1]!) as {
      page: { title: { value: string } };
    };
    expect(data.page.title.value).toBe(title);
    expect(html.split('id="draft-page"').length - 1).toBe(1);
  });

  it('names what is wrong with a draft that is not valid, in the build’s words', async () => {
    await writeDraft('es/inicio.json', (p) => void (p.title = 42));
    const res = await fetch(previewLink('es/inicio.json'));
    expect(res.status).toBe(422);
    const text = await res.text();
    expect(text).toContain('El borrador tiene errores');
    expect(text).toMatch(/drafts\/es\/inicio\.json[^<]*\/title/);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
  });
});
