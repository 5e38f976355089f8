/**
 * A researcher's viewer on another site opens a work of the collection: Mirador 4 (its own bundle, from
 * npm), served from another origin than the site, in Chromium, is given a manifest of the sample and
 * shows its label in its own language and its picture, drawn from the site's tiles. The site is built with its own address
 * (the manifest's and the tiles' addresses are absolute) and served by `npm start`'s server.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { freePort } from '../../app/tools/free-port.ts';
import { loadFixture, ROOT, type Fixture } from '../support/build.ts';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { openSite } from '../support/site.ts';

const listen = (server: Server, port: number) => new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
const close = (server: Server | undefined) => new Promise((done) => (server ? server.close(done) : done(undefined)));

let fixture: Fixture;
let site: Server;
let viewer: Server;
let siteOrigin: string;
let viewerOrigin: string;
let browser: Browser;

beforeAll(async () => {
  const [sitePort, viewerPort] = [await freePort(), await freePort()];
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  viewerOrigin = `http://127.0.0.1:${viewerPort}`;
  fixture = await loadFixture(['es/obra-noche-meseta.json', 'en/artwork-noche-meseta.json']);
  await fixture.editSite((s) => (s.siteUrl = siteOrigin));
  const built = fixture.build();
  expect(built.status, built.err).toBe(0);
  site = createStaticServer(fixture.out, { log: () => undefined });
  await listen(site, sitePort);
  // The viewer's page: Mirador's own bundle, on its own origin.
  const bundle = await readFile(join(ROOT, 'node_modules/mirador/dist/mirador.min.js'));
  viewer = createServer((req, res) => {
    if (req.url === '/mirador.min.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    const manifest = new URL(req.url ?? '/', viewerOrigin).searchParams.get('manifest') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><title>Viewer</title><div id="viewer" style="position:absolute;inset:0"></div>
<script src="/mirador.min.js"></script>
<script>Mirador.viewer({ id: 'viewer', windows: [{ manifestId: ${JSON.stringify(manifest)} }] });</script>`,
    );
  });
  await listen(viewer, viewerPort);
  browser = await workerBrowser();
}, 240_000);

afterAll(async () => {
  await close(viewer);
  await close(site);
  await fixture?.cleanup();
  if (browser) await releaseBrowser(browser);
});

describe('a IIIF viewer on another site', () => {
  it('Mirador opens a work by its manifest: its label, and its picture from the site’s tiles', async () => {
    const { page, context } = await openSite(browser, null, { hydrate: false, clock: 'real' });
    // The tiles the viewer draws: from the site (its info.json names them absolutely), none from elsewhere.
    const tiles: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (/\/pictures\/[0-9a-f]{20}\/iiif\/(?!info\.json)/.test(r.url())) tiles.push({ url: r.url(), status: r.status() });
    });
    const manifest = `${siteOrigin}/iiif/manifests/coleccion/obra/noche-meseta.json`;
    await page.goto(`${viewerOrigin}/?manifest=${encodeURIComponent(manifest)}`);
    // The window's title: the label in the viewer's language (English), from the work's language map.
    await page.getByText('Night on the plateau', { exact: true }).first().waitFor({ timeout: 60_000 });
    await expect.poll(() => tiles.length, { timeout: 60_000 }).toBeGreaterThan(0);
    for (const t of tiles) {
      expect(t.url.startsWith(`${siteOrigin}/pictures/`), t.url).toBe(true);
      expect(t.status, t.url).toBe(200);
    }
    await context.close();
  });
});
