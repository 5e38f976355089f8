/** The files a static host and search engines read: sitemap.xml, robots.txt and _headers. */
import { escapeHtml } from '../../../design-system/html/escape-html.ts';
import { isLanguagePrefix } from '../../../pages/routes/language-path.ts';
import { cacheControlFor, CROSS_ORIGIN, HSTS, IMMUTABLE_FOLDERS, securityHeaders, type CspSources } from '../../serving/http-headers.ts';
import { isSiteRoute, type SitePage } from '../../../pages/routes/search-route.ts';
import { DEFAULT_LANGUAGE } from '../../../generated/types/constants.ts';
import { piecesOf } from '../support/pieces.ts';

/** A page's entry in the sitemap, with its translations as hreflang alternates (and x-default: Spanish); '' when it is not listed. */
export function sitemapEntry(p: SitePage, siteUrl: string): string {
  // The site's own public pages (search, the visit plan) are listed; the editors' preview is not.
  if (isSiteRoute(p) ? p.bundle === 'preview' : p.isPublished === false) return '';
  const alternates = [{ language: p.language, url: p.url }, ...p.translations];
  const es = alternates.find((a) => a.language.id === DEFAULT_LANGUAGE);
  const links = [...alternates.map((a) => [a.language.id, a.url.path] as const), ...(es ? [['x-default', es.url.path] as const] : [])]
    .map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(siteUrl + path)}"/>`)
    .join('\n');
  const lastmod = p.changed ? `\n    <lastmod>${new Date(p.changed * 1000).toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url>\n    <loc>${escapeHtml(siteUrl + p.url.path)}</loc>${lastmod}\n${links}\n  </url>`;
}

/** Entries put in one piece of a sitemap's text: ≈ 0.5 MB, never a file of 25,000 at once. */
const ENTRIES_AT_ONCE = 1_000;

/** The sitemap of the given entries (sitemapEntry, none blank), in order, in pieces of text. */
function* sitemapOf(entries: readonly string[]): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  let first = true;
  for (const piece of piecesOf(entries, ENTRIES_AT_ONCE)) {
    yield `${first ? '' : '\n'}${piece.join('\n')}`;
    first = false;
  }
  yield '\n</urlset>\n';
}

/**
 * The most addresses in one sitemap file. The protocol allows 50,000 and 50 MB; an entry with its five
 * alternates is up to ≈ 1 KB, so half of that keeps a file well within both.
 */
export const SITEMAP_URLS = 25_000;
/** A part of a sitemap in several files (`sitemap-1.xml`…), named by `sitemap.xml`, the index. */
const SITEMAP_PART = /^sitemap-[1-9]\d*\.xml$/;

/**
 * The sitemap files of the given entries (sitemapEntry), in order: `sitemap.xml` alone when they fit in
 * one file, else `sitemap.xml` as the index of `sitemap-1.xml`, `sitemap-2.xml`… of at most `max` each
 * (robots.txt names `sitemap.xml` either way). Each file's text comes in pieces, made as they are taken:
 * the build writes them one after another (at 100k pages the parts are ≈ 60 MB of text, and made whole
 * they took ≈ 170 MB of the build's heap near its peak).
 */
export function* sitemapFilePieces(
  entries: readonly string[],
  siteUrl: string,
  max = SITEMAP_URLS,
): Generator<[name: string, text: Iterable<string>]> {
  const listed = entries.filter(Boolean);
  const names = sitemapPartNames(listed.length, max);
  if (!names.length) {
    yield ['sitemap.xml', sitemapOf(listed)];
    return;
  }
  for (const [i, name] of names.entries()) yield [name, sitemapOf(listed.slice(i * max, (i + 1) * max))];
  const index = names.map((name) => `  <sitemap>\n    <loc>${escapeHtml(`${siteUrl}/${name}`)}</loc>\n  </sitemap>`).join('\n');
  yield [
    'sitemap.xml',
    [
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index}\n</sitemapindex>\n`,
    ],
  ];
}

/** The parts of a sitemap of `listed` addresses (none: it is one file, `sitemap.xml`). */
export const sitemapPartNames = (listed: number, max = SITEMAP_URLS): string[] =>
  listed <= max ? [] : Array.from({ length: Math.ceil(listed / max) }, (_, i) => `sitemap-${i + 1}.xml`);

/** Whether a file name is one of the parts a sitemap in several files is written in. */
export const isSitemapPart = (name: unknown): name is string => typeof name === 'string' && SITEMAP_PART.test(name);

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n${siteUrl ? `\nSitemap: ${siteUrl}/sitemap.xml\n` : ''}`;

/**
 * Netlify/Cloudflare Pages style _headers: the same security and cache headers `npm start` sends
 * (it reads them from this file of the build it serves). HSTS is here too: such hosts serve HTTPS only.
 */
export function headersFile(sources: CspSources = {}): string {
  const security = Object.entries(securityHeaders(sources)).map(([k, v]) => `  ${k}: ${v}`);
  return [
    '/*',
    ...security,
    `  Strict-Transport-Security: ${HSTS}`,
    `  Cache-Control: ${cacheControlFor('/')}`,
    '',
    ...IMMUTABLE_FOLDERS.flatMap((folder) => [`${folder}*`, `  Cache-Control: ${cacheControlFor(`${folder}x`)}`, '']),
    // Another site's viewer may read the IIIF manifests and tiles, and nothing else.
    ...CROSS_ORIGIN.flatMap((c) => [c.headersRule, '  Access-Control-Allow-Origin: *', '']),
  ].join('\n');
}

/** The deepest page whose data a static host's _redirects finds (`/a/b/…`, this many segments; the site's deepest has 4). */
export const PAGE_DATA_REWRITE_DEPTH = 8;

/**
 * Netlify-style _redirects (Cloudflare Pages and GitLab Pages read it too): a page's data at its
 * address, /page-data/{path}/page-data.json, from the one file the build keeps it in (a rewrite,
 * status 200; one rule per depth, since a placeholder is one segment); a missing address under
 * /{lang}/ gets that language's 404 page, with status 404.
 */
export const redirectsFile = (languages: readonly string[]) =>
  `${Array.from({ length: PAGE_DATA_REWRITE_DEPTH }, (_, i) => {
    const path = Array.from({ length: i + 1 }, (_, n) => `:p${n + 1}`).join('/');
    return `/page-data/${path}/page-data.json  /page-data/${path}.page-data.json  200\n`;
  }).join('')}${languages
    .filter(isLanguagePrefix)
    .map((l) => `/${l}/*  /${l}/404.html  404`)
    .join('\n')}\n/*  /404.html  404\n`;
