/**
 * A page's JSON is made once a page by the render threads: its page data is written around it and its
 * key (what the next build compares to render a page again) is a hash of it. Both must be what the
 * page object itself gives, or an edit would render every page again, or a page's data would change.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headFor } from '../../pages/head/head-tags.ts';
import { samplePages, samplePagesByFile, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { siteRoutes, type SitePage } from '../../pages/routes/search-route.ts';
import { showsToday } from '../../pages/rules/today.ts';
import { pageDataFile, pageDataJson, renderKeyOf, type KeyBasis } from '../../app/site-build/site-files/site-data.ts';
import { buildProgramme, renderKey } from '../../app/site-build/render/programme.ts';

const pages: SitePage[] = [...Object.values(samplePagesByFile), ...siteRoutes()];
const basis: KeyBasis = { settings: 'settings-hash', programme: { es: 'es-programme', en: 'en-programme' } };

describe('a page data file made around the page JSON', () => {
  it('is JSON.stringify of the page data file, byte for byte, with and without its head', () => {
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const head = headFor(page, 'Museo', 'https://www.museo.example', sampleSite.buildings);
      expect(pageDataJson(page, 'q123', head, JSON.stringify(page))).toBe(JSON.stringify(pageDataFile(page, 'q123', head)));
      expect(pageDataJson(page, 'q123', undefined, JSON.stringify(page))).toBe(JSON.stringify(pageDataFile(page, 'q123')));
    }
  });

  it('escapes what JSON escapes in the address and the hash', () => {
    const page = { ...samplePages.exhibitionEs, url: { path: '/a"b\\c\u2028ñ' } } as SitePage;
    expect(pageDataJson(page, 'q"1', undefined, JSON.stringify(page))).toBe(JSON.stringify(pageDataFile(page, 'q"1')));
  });
});

describe("a page's key", () => {
  it('is what published builds recorded: SHA-1 of the settings, the page JSON and, for a page that shows today, its programme', () => {
    // Computed here on its own, as builds before this one did: a published record's keys stay valid.
    const programme = buildProgramme({}, ['es', 'en'], 0);
    for (const page of pages) {
      const json = JSON.stringify(page);
      const hashed = showsToday(page) ? `${json}\0programme:${programme.hashes[page.language.id] ?? ''}` : json;
      const expected = createHash('sha1').update('s').update('\0').update(hashed).digest('base64url');
      expect(renderKeyOf({ settings: 's', programme: programme.hashes }, page, json), page.url.path).toBe(expected);
      expect(renderKey('s', page, programme), page.url.path).toBe(expected);
    }
  });

  it('changes with the page and with the settings', () => {
    const page = samplePages.exhibitionEs;
    const key = renderKeyOf(basis, page, JSON.stringify(page));
    const edited = { ...page, title: { value: `${page.title.value}.` } };
    expect(renderKeyOf(basis, edited, JSON.stringify(edited))).not.toBe(key);
    expect(renderKeyOf({ ...basis, settings: 'other' }, page, JSON.stringify(page))).not.toBe(key);
  });

  it("changes with the programme of its language only for a page that shows today's programme", () => {
    const today = pages.filter((p) => showsToday(p) && p.language.id === 'es');
    const others = pages.filter((p) => !showsToday(p) && p.language.id === 'es');
    expect(today.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const changed: KeyBasis = { ...basis, programme: { ...basis.programme, es: 'es-programme-2' } };
    for (const page of today)
      expect(renderKeyOf(changed, page, JSON.stringify(page))).not.toBe(renderKeyOf(basis, page, JSON.stringify(page)));
    for (const page of others)
      expect(renderKeyOf(changed, page, JSON.stringify(page))).toBe(renderKeyOf(basis, page, JSON.stringify(page)));
    const english = { ...basis, programme: { ...basis.programme, en: 'en-programme-2' } };
    for (const page of today) expect(renderKeyOf(english, page, JSON.stringify(page))).toBe(renderKeyOf(basis, page, JSON.stringify(page)));
  });
});
