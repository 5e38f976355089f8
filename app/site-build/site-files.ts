/** The files a static host and search engines read: sitemap.xml, robots.txt and _headers. */
import { cacheControlFor, HSTS, IMMUTABLE_FOLDERS, securityHeaders, type CspSources } from '../server/http-headers.ts';
import { isSiteRoute, type SitePage } from '../../pages/routes/search-route.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A page's entry in the sitemap, with its translations as hreflang alternates (and x-default: Spanish); '' when it is not listed. */
export function sitemapEntry(p: SitePage, siteUrl: string): string {
  // The site's own public pages (search, the visit plan) are listed; the editors' preview is not.
  if (isSiteRoute(p) ? p.bundle === 'preview' : p.isPublished === false) return '';
  const alternates = [{ language: p.language, url: p.url }, ...p.translations];
  const es = alternates.find((a) => a.language.id === 'es');
  const links = [...alternates.map((a) => [a.language.id, a.url.path] as const), ...(es ? [['x-default', es.url.path] as const] : [])]
    .map(([lang, path]) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xml(siteUrl + path)}"/>`)
    .join('\n');
  const lastmod = p.changed ? `\n    <lastmod>${new Date(p.changed * 1000).toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url>\n    <loc>${xml(siteUrl + p.url.path)}</loc>${lastmod}\n${links}\n  </url>`;
}

/** The sitemap of the given entries (sitemapEntry), in order. */
export function sitemapOf(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.filter(Boolean).join('\n')}\n</urlset>\n`;
}

/** The entries of a sitemap this build wrote, by the address they list (for an edit to replace only its own). */
export function sitemapEntries(sitemap: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of sitemap.split('\n').reduce<string[]>((blocks, line) => {
    if (line === '  <url>') blocks.push(line);
    else if (blocks.length && !blocks.at(-1)!.endsWith('\n  </url>')) blocks[blocks.length - 1] += `\n${line}`;
    return blocks;
  }, [])) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(block)?.[1];
    if (loc !== undefined) entries.set(loc, block);
  }
  return entries;
}

/** An address as its sitemap entry lists it. */
export const sitemapLoc = (siteUrl: string, path: string) => xml(siteUrl + path);

/** Every published page, each with its translations as hreflang alternates. */
export const sitemapXml = (pages: readonly SitePage[], siteUrl: string) => sitemapOf(pages.map((p) => sitemapEntry(p, siteUrl)));

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
  ].join('\n');
}

/** Netlify-style _redirects: a missing address under /{lang}/ gets that language's 404 page, with status 404. */
export const redirectsFile = (languages: readonly string[]) =>
  `${languages
    .filter((l) => l !== 'es')
    .map((l) => `/${l}/*  /${l}/404.html  404`)
    .join('\n')}\n/*  /404.html  404\n`;
