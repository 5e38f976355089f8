/**
 * The published build's links to each page (app/site-build/links/link-sources.ts): what an edit that
 * takes a page away checks instead of every page's links. It must find every href the link check reads
 * as naming the page, however it is written, and every page that carries one.
 */
import { describe, expect, it } from 'vitest';
import { LinkCollector } from '../../app/site-build/links/link-check.ts';
import { linkSources } from '../../app/site-build/links/link-sources.ts';
import type { PageRecord } from '../../app/site-build/publish/build-state.ts';

const SITE = 'https://www.museo.example';
const HREFS = [
  '/museo',
  '/museo/',
  '/museo?x=1#contacto',
  '/museo#equipo',
  `${SITE}/museo`,
  `${SITE}/museo/?y=2`,
  `${SITE}/museo#contacto`,
  '/museo/coleccion',
  '/museos',
  '//www.museo.example/museo',
  'https://other.example/museo',
  '#museo',
  '/',
  `${SITE}`,
  `${SITE}/`,
  `${SITE}#main`,
  '/?lang=es',
  'mailto:museo@museo.example',
];

const record = (links: number[]): PageRecord => ({ key: 'k', files: [], ids: '\n', links });

/** What the link check reads each href as naming, the way linkCheckPhase compares it with a page gone. */
function naming(path: string, siteUrl: string): number[] {
  const links = new LinkCollector(siteUrl);
  return HREFS.flatMap((href, i) => {
    const to = links.targetOf(href);
    return to !== null && (to.replace(/\/+$/, '') || '/') === path ? [i] : [];
  });
}

describe("the published build's links to each page", () => {
  const pages: Record<string, PageRecord> = {
    '/a': record([0, 7, 12]),
    '/b': record([4, 9, 10]),
    '/c': record([2, 6, 13]),
    '/d': record([8, 11, 17]),
    '/e': record([1, 3, 5, 14, 15, 16]),
  };
  const sources = linkSources.prepare(pages, HREFS);

  it.each([
    ['/museo', SITE],
    ['/museo', ''],
    ['/', SITE],
    ['/', ''],
    ['/museo/coleccion', SITE],
    ['/museos', SITE],
  ])('finds every href that names %s (site %s), and every page that carries one', (path, siteUrl) => {
    const named = naming(path, siteUrl);
    const found = sources.hrefsTo(path, siteUrl);
    for (const i of named) expect(found, HREFS[i]).toContain(i);
    const from = new Set(found.filter((i) => named.includes(i)).flatMap((i) => sources.pagesWith(i)));
    const expected = Object.keys(pages).filter((p) => pages[p]!.links.some((i) => named.includes(i)));
    expect([...from].sort()).toEqual(expected);
  });

  it('names no page for an href no page carries, or one the table does not have yet', () => {
    expect(sources.pagesWith(HREFS.length - 1)).toEqual(['/d']);
    expect(sources.pagesWith(HREFS.length)).toEqual([]);
    expect(sources.hrefsTo('/nada', SITE)).toEqual([]);
  });

  it('is what the build finds ahead, taken once', () => {
    expect(linkSources.of(pages, HREFS)).toBe(sources);
    expect(linkSources.of(pages, HREFS)).not.toBe(sources);
  });
});
