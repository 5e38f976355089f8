/**
 * The collection as data, as a researcher takes it: the data page in every language lists a download
 * per language and format that the site serves (with its type, compressed), documents every column the
 * files have and no other, and is in the sitemap; the JSON Lines and CSV of a language hold the same
 * rows, one for each artwork page of that language, with its page, picture, licence and manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGES } from '../../generated/types/constants.ts';
import { collectionDataPath } from '../../pages/routes/search-route.ts';
import { DATA_FIELDS, dataFilePath, type DataRow } from '../../pages/rules/collection-data.ts';
import { filesUnder } from '../../app/site-build/support/files.ts';
import { ROOT } from '../support/build.ts';
import { siteSession, siteUrl } from '../support/site.ts';

const session = siteSession({ keepTab: true });
const SITE = (JSON.parse(readFileSync(join(ROOT, 'content/site/config.json'), 'utf8')) as { siteUrl: string }).siteUrl;
const built = (path: string) => readFileSync(join(inject('siteDir'), path), 'utf8');

const jsonl = (path: string) =>
  built(path)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as DataRow);
const csv = (path: string) => parse(built(path), { bom: true, columns: false }) as string[][];

describe('the collection as data', () => {
  it('documents every column of the files, in their order, on the data page of every language, linked from the sitemap', async () => {
    const sitemap = (await filesUnder(inject('siteDir')))
      .filter((f) => /^sitemap[-\d]*\.xml$/.test(f))
      .map(built)
      .join('');
    for (const lang of LANGUAGES) {
      const path = collectionDataPath(lang);
      expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`);
      const html = built(`${path.slice(1)}.html`);
      const terms = [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((m) => m[1]);
      expect(
        terms.filter((t) => (DATA_FIELDS as readonly string[]).includes(t!)),
        path,
      ).toEqual([...DATA_FIELDS]);
      expect(csv(dataFilePath(lang, 'csv').slice(1))[0], lang).toEqual([...DATA_FIELDS]);
    }
  });

  it('offers a download per language and format, served with its type, in the visitor language first, without JavaScript', async () => {
    const page = await session.open('/en/collections/data', { hydrate: false, context: { javaScriptEnabled: false } });
    const links = page.getByRole('main').locator('a[href^="/data/"]');
    const hrefs = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.hasAttribute('download')]));
    expect(hrefs.slice(0, 2)).toEqual([
      ['/data/collection.en.jsonl', true],
      ['/data/collection.en.csv', true],
    ]);
    expect(hrefs).toHaveLength(LANGUAGES.length * 2);
    await expect.poll(() => page.getByRole('link', { name: /^CSV, English/ }).count()).toBe(1);
    for (const [href] of hrefs) {
      const res = await fetch(siteUrl(href as string), { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status, href as string).toBe(200);
      expect(res.headers.get('content-type'), href as string).toBe(
        href!.toString().endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/jsonl; charset=utf-8',
      );
      // Compressed on the way (the files of the languages with works are far above the smallest worth it).
      if (/\.(es|en)\./.test(href as string)) expect(res.headers.get('content-encoding'), href as string).toBe('gzip');
      // Only another site's viewer of IIIF resources gets the cross-origin header, not the data.
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      await res.arrayBuffer();
    }
    // The IIIF collections are linked as well.
    expect(await page.getByRole('link', { name: 'The collection', exact: true }).getAttribute('href')).toBe('/iiif/collection.json');
  });

  it('gives each artwork page of a language one row, the same in JSON Lines and CSV, with its page, picture, licence and manifest', async () => {
    const dir = inject('siteDir');
    const artworkPages = (await filesUnder(dir))
      .filter((f) => /^((en|ca|eu|gl)\/)?(coleccion|collection)\/(obra|artwork)\/[^/]+\.html$/.test(f))
      .map((f) => `/${f.replace(/\.html$/, '')}`);
    let rows = 0;
    for (const lang of LANGUAGES) {
      const lines = jsonl(dataFilePath(lang, 'jsonl').slice(1));
      const [header, ...records] = csv(dataFilePath(lang, 'csv').slice(1));
      expect(header).toEqual([...DATA_FIELDS]);
      // The CSV is the JSON Lines' rows: lists joined by "; ", null as blank.
      expect(records, lang).toEqual(lines.map((r) => DATA_FIELDS.map((f) => (Array.isArray(r[f]) ? r[f].join('; ') : String(r[f] ?? '')))));
      const prefix = lang === 'es' ? '' : `/${lang}`;
      expect(
        lines.map((r) => r.url),
        lang,
      ).toEqual(
        artworkPages
          .filter((p) => (lang === 'es' ? !/^\/(en|ca|eu|gl)\//.test(p) : p.startsWith(`${prefix}/`)))
          .sort()
          .map((p) => SITE + p),
      );
      rows += lines.length;
    }
    expect(rows).toBe(artworkPages.length);
    const night = jsonl('data/collection.en.jsonl').find((r) => r.url === `${SITE}/en/collection/artwork/night-plateau`)!;
    expect(night).toMatchObject({
      title: 'Night on the plateau',
      status: 'exposedin',
      room: '205.10',
      license: 'public-domain',
      licenseUrl: 'https://creativecommons.org/publicdomain/mark/1.0/',
      manifest: `${SITE}/iiif/manifests/coleccion/obra/noche-meseta.json`,
    });
    expect(night.image).toMatch(new RegExp(`^${SITE}/`));
    // A work shown without a picture has no picture, licence or manifest.
    const grid = jsonl('data/collection.es.jsonl').find((r) => r.url === `${SITE}/coleccion/obra/reticula-7`)!;
    expect(grid).toMatchObject({ image: null, license: null, licenseUrl: null, manifest: null, status: 'notexposed' });
  });
});
