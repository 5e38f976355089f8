/**
 * The sitemap in parts: one file up to the limit, then an index of parts of at most that many
 * addresses (the protocol allows 50,000 and 50 MB a file). An edit writes it again from the build's
 * record, which keeps each page's entry and the parts' names. The built site's, in parts of 50, is
 * crawled through the server in site-crawl.test.ts, and an edit's is compared with a clean build's in
 * build-edits.test.ts.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyState } from '../../app/site-build/pipeline/build-run.ts';
import { readBuildState, writeBuildState } from '../../app/site-build/publish/build-state.ts';
import { STATE_FILE } from '../../app/site-build/publish/record-head.ts';
import { RENDER_THREAD_BUNDLE, SSR_DIR } from '../../app/site-build/bundle/bundle.ts';
import { SITEMAP_URLS, isSitemapPart, sitemapFilePieces, sitemapPartNames } from '../../app/site-build/site-files/site-files.ts';

/** The sitemap's files, each as one text (the build writes their pieces one after another). */
const sitemapFiles = (entries: readonly string[], siteUrl: string, max?: number) =>
  [...sitemapFilePieces(entries, siteUrl, max)].map(([name, text]) => [name, [...text].join('')] as const);

const SITE = 'https://www.museo.example';
const entry = (n: number) => `  <url>\n    <loc>${SITE}/obra/${n}</loc>\n  </url>`;
/** The addresses a sitemap file lists, in order (its parts', when it is an index). */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap', () => {
  it('is one file while its addresses fit in one, and names no parts', () => {
    const files = sitemapFiles([entry(1), '', entry(2)], SITE, 2);
    expect(files.map(([name]) => name)).toEqual(['sitemap.xml']);
    expect(files[0]![1]).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(files[0]![1]).not.toContain('<sitemapindex');
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
    // Every entry once, in order, across the parts the index names.
    const parts = locs(index).map((loc) => loc.slice(SITE.length + 1));
    expect(parts).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    expect(parts.flatMap((p) => locs(files.get(p)!))).toEqual(entries.map((_, i) => `${SITE}/obra/${i}`));
    for (const part of parts) expect(files.get(part)!.match(/<url>/g)!.length).toBeLessThanOrEqual(2);
  });

  it('is the same text whether its entries come in one piece or many (a part of thousands is written a piece at a time)', () => {
    const entries = Array.from({ length: 2_345 }, (_, i) => entry(i));
    const files = sitemapFiles(['', ...entries, ''], SITE);
    expect(files).toHaveLength(1);
    const [name, text] = files[0]!;
    expect(name).toBe('sitemap.xml');
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `${entries.join('\n')}\n</urlset>\n`,
    );
    // The opening, three pieces of entries, the closing.
    expect([...[...sitemapFilePieces(entries, SITE)][0]![1]]).toHaveLength(5);
    expect(sitemapFiles([], SITE)).toEqual([['sitemap.xml', expect.stringMatching(/<urlset [^>]*>\n\n<\/urlset>\n$/)]]);
  });

  it('names as its parts only the files it writes itself: nothing outside the build folder', () => {
    for (const name of ['sitemap-1.xml', 'sitemap-12.xml']) expect(isSitemapPart(name), name).toBe(true);
    for (const name of ['../../etc/passwd', 'sitemap-0.xml', 'a/sitemap-2.xml', 'sitemap-1.xml/..', 'sitemap.xml', 7, null])
      expect(isSitemapPart(name), String(name)).toBe(false);
  });

  it('is taken from a build record only when the parts it names are ones a build writes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'museo-sitemap-record-'));
    try {
      for (const f of [join(SSR_DIR, 'entry-server.js'), join(SSR_DIR, RENDER_THREAD_BUNDLE), '.vite/manifest.json']) {
        await mkdir(dirname(join(dir, f)), { recursive: true });
        await writeFile(join(dir, f), '');
      }
      const record = async (sitemapParts: string[]) => {
        await writeBuildState(join(dir, STATE_FILE), { ...emptyState('code'), sitemapParts });
        return readBuildState(dir, 'code');
      };
      expect((await record(['sitemap-1.xml', 'sitemap-2.xml']))?.sitemapParts).toEqual(['sitemap-1.xml', 'sitemap-2.xml']);
      // An edit removes the parts its record names that it no longer writes: a tampered record names nothing else.
      expect(await record(['sitemap-1.xml', '../../etc/passwd'])).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
