/**
 * The sitemap in parts: one file up to the limit, then an index of parts of at most that many
 * addresses (the protocol allows 50,000 and 50 MB a file), read back whole by an edit. The built
 * site's, in parts of 50, is crawled through the server in site-crawl.test.ts, and an edit's is
 * compared with a clean build's in build-edits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { SITEMAP_URLS, sitemapEntries, sitemapFiles, sitemapPartNames, sitemapParts } from '../../app/site-build/site-files/site-files.ts';

const SITE = 'https://www.museo.example';
const entry = (n: number) => `  <url>\n    <loc>${SITE}/obra/${n}</loc>\n  </url>`;

describe('the sitemap', () => {
  it('is one file while its addresses fit in one, and names no parts', () => {
    const files = sitemapFiles([entry(1), '', entry(2)], SITE, 2);
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml']);
    expect(files[0]![1]).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(sitemapParts(files[0]![1])).toEqual([]);
    expect(SITEMAP_URLS).toBeLessThanOrEqual(50_000);
  });

  it('is an index of parts of at most the limit each, in order, once they do not', () => {
    const entries = Array.from({ length: 5 }, (_, i) => entry(i));
    const files = new Map(sitemapFiles(entries, SITE, 2));
    expect([...files.keys()]).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(sitemapPartNames(5, 2)).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    expect(sitemapPartNames(4, 4)).toEqual([]);
    const index = files.get('sitemap.xml')!;
    expect(index).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        [1, 2, 3].map((n) => `  <sitemap>\n    <loc>${SITE}/sitemap-${n}.xml</loc>\n  </sitemap>`).join('\n') +
        '\n</sitemapindex>\n',
    );
    expect(sitemapParts(index)).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    // Every entry once, in order, read back from the parts as an edit reads them.
    const read = sitemapEntries(
      sitemapParts(index)
        .map((p) => files.get(p)!)
        .join(''),
    );
    expect([...read.keys()]).toEqual(entries.map((_, i) => `${SITE}/obra/${i}`));
    for (const part of sitemapParts(index)) expect(files.get(part)!.match(/<url>/g)!.length).toBeLessThanOrEqual(2);
  });

  it('reads from an index only parts it writes itself: nothing outside the build folder', () => {
    const hostile =
      '<sitemapindex><sitemap><loc>https://x/../../etc/passwd</loc></sitemap><sitemap><loc>https://x/sitemap-0.xml</loc></sitemap>' +
      '<sitemap><loc>https://x/a/sitemap-2.xml</loc></sitemap><sitemap><loc>https://x/sitemap-1.xml/..</loc></sitemap></sitemapindex>';
    expect(sitemapParts(hostile)).toEqual(['sitemap-2.xml']);
  });
});
