/**
 * The collection open to other viewers: every artwork with a picture (and every collection archive item
 * with pictures, every publication with a cover) has a IIIF Presentation 3 manifest,
 * found from its page (the head's link, and a link beside the download that works without JavaScript),
 * valid against the specification's rules (schemas/iiif/presentation-3-manifest.schema.json) and read by
 * @iiif/parser without a warning; the IIIF collections that gather them (the whole collection, paged, and
 * each room's), as valid; and a page on another origin, in Chromium, may read the manifests, collections
 * and tiles, and nothing else of the site.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Ajv from 'ajv';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Manifest } from '@iiif/presentation-3';
import type { Collection } from '../../pages/rules/iiif-collection.ts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT } from '../support/build.ts';
import { openSite, siteSession, siteUrl } from '../support/site.ts';
import { releaseBrowser, workerBrowser } from '../support/chromium.ts';
import { filesUnder } from '../../app/site-build/support/files.ts';

const session = siteSession({ keepTab: true });
const SITE = (JSON.parse(readFileSync(join(ROOT, 'content/site/config.json'), 'utf8')) as { siteUrl: string }).siteUrl;
const schema = (name: string) => JSON.parse(readFileSync(join(ROOT, `schemas/iiif/${name}.schema.json`), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: true }).addSchema(schema('presentation-3-manifest'));
const validate = ajv.getSchema('https://www.museo.example/schemas/iiif/presentation-3-manifest.schema.json')!;
const validateCollection = ajv.compile(schema('presentation-3-collection'));
/** A file of the built site by its absolute address. */
const siteJson = <T>(address: string) =>
  JSON.parse(readFileSync(join(inject('siteDir'), decodeURI(address.slice(SITE.length))), 'utf8')) as T;
const MANIFEST_LINK =
  /<link rel="alternate" type="application\/ld\+json;profile=&quot;http:\/\/iiif\.io\/api\/presentation\/3\/context\.json&quot;" href="([^"]+)"/;

/** Every artwork page of the built site (the collection's address in each language), with its HTML. */
async function artworkPages() {
  const dir = inject('siteDir');
  const files = (await filesUnder(dir)).filter((f) =>
    /^((en|ca|eu|gl)\/)?(coleccion|collection|colleccio|bilduma)\/(obra|artwork|artelana)\/[^/]+\.html$/.test(f),
  );
  return files.map((f) => ({ path: `/${f.replace(/\.html$/, '')}`, html: readFileSync(join(dir, f), 'utf8') }));
}

describe('IIIF manifests', () => {
  it('links a manifest from every artwork page with a picture, valid IIIF that @iiif/parser reads without a warning', async () => {
    const pages = await artworkPages();
    const dir = inject('siteDir');
    const withManifest = pages.filter((p) => MANIFEST_LINK.test(p.html));
    // The works without a picture (rights not cleared) have none; every other has one.
    expect(
      pages
        .filter((p) => !MANIFEST_LINK.test(p.html))
        .map((p) => p.path)
        .sort(),
    ).toEqual(['/coleccion/obra/reticula-7', '/en/collection/artwork/grid-7']);
    expect(withManifest.length).toBeGreaterThanOrEqual(10);
    for (const { path, html } of withManifest) {
      const href = MANIFEST_LINK.exec(html)![1]!;
      expect(href.startsWith(`${SITE}/iiif/manifests/`), path).toBe(true);
      const manifest = JSON.parse(readFileSync(join(dir, decodeURI(href.slice(SITE.length))), 'utf8')) as Manifest;
      expect(validate(manifest) ? [] : validate.errors, path).toEqual([]);
      const state = { warnings: [] as string[] };
      presentation3StrictUpgrade(manifest, state);
      expect(state.warnings, path).toEqual([]);
      // Its label has the page's title in the page's language, and it names the page as a home page.
      const lang = /<html lang="([a-z]+)"/.exec(html)![1]!;
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!;
      expect(manifest.label[lang], path).toEqual([title.replace(/&amp;/g, '&')]);
      expect(manifest.homepage!.map((h) => h.id)).toContain(SITE + path);
      // The canvas is the picture's size, zoomable through its tiles.
      const body = (manifest.items[0]!.items![0]!.items![0]!.body as { service: { id: string }[] }).service[0]!;
      // Its info.json names the service by the same absolute address: a viewer elsewhere builds the tiles' addresses from it.
      const info = JSON.parse(readFileSync(join(dir, body.id.slice(SITE.length), 'info.json'), 'utf8')) as { id: string };
      expect(info.id).toBe(body.id);
    }
    // Translations share one manifest: its label in both languages.
    const one = JSON.parse(readFileSync(join(dir, 'iiif/manifests/coleccion/obra/noche-meseta.json'), 'utf8')) as Manifest;
    expect(one.label).toEqual({ es: ['Noche en la meseta'], en: ['Night on the plateau'] });
    expect(one.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/');
  });

  it('gives a collection archive item a canvas per picture of its gallery, and a publication its cover and its PDF', async () => {
    const dir = inject('siteDir');
    const pages = (await filesUnder(dir))
      .filter((f) => f.endsWith('.html') && !/(coleccion|collection)\/(obra|artwork)\//.test(f))
      .map((f) => ({ path: `/${f.replace(/\.html$/, '')}`, html: readFileSync(join(dir, f), 'utf8') }))
      .filter((p) => MANIFEST_LINK.test(p.html));
    // The archive item and the three publications, in both languages; no other kind of page.
    expect(pages.map((p) => p.path).sort()).toEqual(
      [
        '/coleccion/archivo/fondo-elena-asins',
        '/en/collection/archive/elena-asins-papers',
        '/publicaciones/carta-12',
        '/publicaciones/catalogo-paisajes',
        '/publicaciones/ciudad-moderna',
        '/en/publications/carta-12',
        '/en/publications/landscapes-catalogue',
        '/en/publications/modern-city',
      ].sort(),
    );
    for (const { path, html } of pages) {
      const manifest = siteJson<Manifest>(MANIFEST_LINK.exec(html)![1]!);
      expect(validate(manifest) ? [] : validate.errors, path).toEqual([]);
      const state = { warnings: [] as string[] };
      presentation3StrictUpgrade(manifest, state);
      expect(state.warnings, path).toEqual([]);
      expect(manifest.homepage!.map((h) => h.id)).toContain(SITE + path);
    }
    const archive = siteJson<Manifest>(`${SITE}/iiif/manifests/coleccion/archivo/fondo-elena-asins.json`);
    expect(archive.items.map((c) => c.label)).toEqual([{ es: ['Cuaderno 3, 1966'] }, { es: ['Boceto, 1971'] }]);
    expect(archive.metadata!.map((m) => m.label.en![0])).toEqual(['Title', 'Date range', 'Shelf mark']);
    const carta = siteJson<Manifest>(`${SITE}/iiif/manifests/publicaciones/carta-12.json`);
    expect(carta.rendering).toEqual([
      { id: `${SITE}/media/docs/carta-12.pdf`, type: 'Text', label: { es: ['Carta 12 (PDF)'] }, format: 'application/pdf' },
    ]);
    expect(carta.label).toEqual({ es: [expect.any(String)], en: [expect.any(String)] });
    // None of them is in the collection's IIIF collections, which gather the artworks.
    const listed = JSON.stringify(siteJson(`${SITE}/iiif/collection/1.json`));
    expect(listed).not.toMatch(/archivo|publicaciones/);
  });

  it('gathers the manifests in collections a viewer can browse: the whole collection in pages, and one per room', async () => {
    const dir = inject('siteDir');
    // The artworks' manifests (archive items and publications are not in the collection's).
    const manifests = (await filesUnder(dir))
      .filter((f) => f.startsWith('iiif/manifests/coleccion/obra/'))
      .map((f) => `${SITE}/${encodeURI(f)}`);
    const top = siteJson<Collection>(`${SITE}/iiif/collection.json`);
    const read: Collection[] = [top];
    // Every manifest is in exactly one page of the whole collection; the rooms' collection comes first.
    const [rooms, ...pages] = top.items;
    expect(rooms).toMatchObject({ id: `${SITE}/iiif/rooms.json`, type: 'Collection', label: { en: ['Works on display, by room'] } });
    const listed = pages.flatMap((p) => {
      const page = siteJson<Collection>(p.id);
      read.push(page);
      expect(page.label).toEqual(p.label);
      return page.items.map((m) => m.id);
    });
    expect(listed.sort()).toEqual(manifests.sort());
    expect(top.summary).toMatchObject({ en: [`${manifests.length} works with a picture`] });
    // A room lists the works on display there, each of whose manifests names it as what it is part of.
    const roomList = siteJson<Collection>(rooms!.id);
    read.push(roomList);
    expect(roomList.items.map((r) => r.id)).toEqual([`${SITE}/iiif/rooms/205.10.json`]);
    const room = siteJson<Collection>(roomList.items[0]!.id);
    read.push(room);
    expect(room.label).toEqual({ es: ['Sala 205.10'], en: ['Room 205.10'] });
    expect(room.items.map((m) => m.id).sort()).toEqual([
      `${SITE}/iiif/manifests/coleccion/obra/estudio-amarillo.json`,
      `${SITE}/iiif/manifests/coleccion/obra/noche-meseta.json`,
    ]);
    for (const m of room.items) expect(siteJson<Manifest>(m.id).partOf).toEqual([{ id: room.id, type: 'Collection' }]);
    expect(siteJson<Manifest>(`${SITE}/iiif/manifests/coleccion/obra/ciudad-nocturna.json`).partOf).toBeUndefined();
    // Each is valid IIIF that @iiif/parser reads without a warning, and leads back to the data page.
    for (const c of read) {
      expect(validateCollection(c) ? [] : validateCollection.errors, c.id).toEqual([]);
      const state = { warnings: [] as string[] };
      presentation3StrictUpgrade(c as never, state);
      expect(state.warnings, c.id).toEqual([]);
    }
    expect(top.homepage!.map((h) => h.id)).toEqual([`${SITE}/colecciones/datos`, `${SITE}/en/collections/data`]);
  });

  it('offers the manifest beside the download, by the drag-and-drop convention, without JavaScript', async () => {
    const page = await session.open('/en/collection/artwork/night-plateau', { hydrate: false, context: { javaScriptEnabled: false } });
    const link = page.getByRole('link', { name: 'IIIF manifest' });
    const manifestUrl = `${SITE}/iiif/manifests/coleccion/obra/noche-meseta.json`;
    expect(await link.getAttribute('href')).toBe(
      `/iiif/manifests/coleccion/obra/noche-meseta.json?manifest=${encodeURIComponent(manifestUrl)}`,
    );
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/iiif\/manifests\/coleccion\/obra\/noche-meseta\.json\?manifest=/);
    expect(JSON.parse((await page.textContent('body'))!)).toMatchObject({ id: manifestUrl, type: 'Manifest' });
  });

  describe('read from another origin', () => {
    let elsewhere: Server;
    let origin: string;
    beforeAll(async () => {
      // A researcher's viewer: a page of another site (another port is another origin).
      elsewhere = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Viewer</title>'));
      await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((done) => elsewhere.close(done)));

    it('may read the manifests and the tiles, and nothing else of the site', async () => {
      const tiles = (await filesUnder(inject('siteDir'))).find((f) => /^pictures\/[0-9a-f]{20}\/iiif\/info\.json$/.test(f))!;
      const browser = await workerBrowser();
      const { page, context } = await openSite(browser, null, { hydrate: false });
      await page.goto(`${origin}/`);
      const read = (url: string) =>
        page.evaluate(
          (u) =>
            fetch(u).then(
              (r) => r.status,
              () => 'refused',
            ),
          url,
        );
      expect(await read(siteUrl('/iiif/manifests/coleccion/obra/noche-meseta.json'))).toBe(200);
      expect(await read(siteUrl('/iiif/collection.json'))).toBe(200);
      expect(await read(siteUrl('/iiif/rooms/205.10.json'))).toBe(200);
      expect(await read(siteUrl(`/${tiles}`))).toBe(200);
      for (const other of [
        '/coleccion/obra/noche-meseta',
        '/page-data/app-data.json',
        '/pagefind/pagefind-entry.json',
        '/data/collection.es.csv',
      ])
        expect(await read(siteUrl(other)), other).toBe('refused');
      await context.close();
      await releaseBrowser(browser);
    });
  });
});
