/**
 * The files of a build that are not one page's: the static queries (menus, footer and languages per
 * language), the error pages, the sitemap, robots.txt, `_headers` and `_redirects`, the service worker,
 * the static files, the media, each language's programme (`page-data/programme-<lang>.json`), and `page-data/app-data.json` (which names the build, written last). All
 * are cheap to make: an edit writes them all again, and only those whose bytes changed are published.
 */
import { isLanguagePrefix } from '../../../pages/routes/language-path.ts';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SiteConfig } from '../../../generated/types/content.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../generated/types/constants.ts';
import { errorPageHead } from '../../../pages/head/head-data.ts';
import { visitRoutes } from '../../../pages/routes/search-route.ts';
import { viewText } from '../../../pages/views/view-modules.ts';
import { pageDataUrl, staticQueryUrl, type AppDataFile } from '../../runtime/page-data.ts';
import type * as ServerEntry from '../../runtime/entry-server.tsx';
import type { MediaFiles } from '../content/media-files.ts';
import { htmlDocument } from '../render/html.ts';
import type { LinkCollector } from '../links/link-check.ts';
import { pathOfHtmlFile } from '../links/link-check.ts';
import type { RenderSettings } from '../render/render-pages.ts';
import { serviceWorkerSource } from './service-worker.ts';
import { programmeFile } from '../render/programme.ts';
import { headersFile, redirectsFile, robotsTxt, sitemapFilePieces } from './site-files.ts';
import type { StaticQuery } from './site-data.ts';
import { createSiteWriter, insideOutput } from '../render/site-writer.ts';
import { APP_DATA_FILE } from '../../serving/app-data.ts';

interface SiteWideInput {
  root: string;
  site: SiteConfig;
  /** The media the site serves under /media/ (the content folder's, or those fetched from the CMS). */
  media: MediaFiles;
  ssr: typeof ServerEntry;
  settings: RenderSettings;
  queries: Map<Language, StaticQuery>;
  /** Every page's sitemap entry, in the order of the pages; null leaves the sitemap out (an edit that changed no entry). */
  sitemap: readonly string[] | null;
  /** The most addresses in one sitemap file (SITEMAP_URLS unless given). */
  sitemapUrls?: number;
  /** CMS pages in the build (app data's count). */
  pageCount: number;
  links: LinkCollector;
  /** Each language's programme file (pages/rules/today.ts). */
  programme: ReadonlyMap<Language, string>;
}

/** Pieces of text as UTF-8, each encoded as it is taken. */
function* utf8(text: Iterable<string>): Generator<Buffer> {
  for (const piece of text) yield Buffer.from(piece);
}

/** Writes `rel` under `dir` (never outside it); returns its size. */
export async function writeOut(dir: string, rel: string, body: string): Promise<number> {
  const file = insideOutput(dir, rel);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  return Buffer.byteLength(body);
}

/** Every site-wide file but app data (see writeAppData), into `dir`; returns the bytes written. */
export async function writeSiteWideFiles(dir: string, input: SiteWideInput): Promise<number> {
  const { root, site, media, ssr, settings, queries, links } = input;
  const { css, fonts, scripts, views, uiText, textSections, modulepreload, buildHash } = settings;
  let bytes = 0;
  for (const q of queries.values()) bytes += await writeOut(dir, staticQueryUrl(q.hash).slice(1), q.body);
  for (const [lang, body] of input.programme) bytes += await writeOut(dir, programmeFile(lang), body);

  // The 404 page of every language (at /404 and /{lang}/404, which the server answers with 404) and one 500 page.
  const errorPages = [
    ...[...queries.keys()].map((lang) => ({ status: 404 as const, lang })),
    { status: 500 as const, lang: DEFAULT_LANGUAGE as Language },
  ];
  for (const { status, lang } of errorPages) {
    const chrome = queries.get(lang)!.file.data.chrome;
    const html = htmlDocument({
      head: errorPageHead(ssr.errorPageCopy(status, lang), chrome.siteName, lang),
      body: ssr.renderErrorPage(status, chrome),
      themeClass: ssr.themeClassFor(null),
      css,
      fonts,
      scripts: [],
      preload: [],
      kind: 'error',
    });
    const rel = status === 404 && isLanguagePrefix(lang) ? `${lang}/404.html` : `${status}.html`;
    links.addPage(pathOfHtmlFile(rel), html);
    bytes += await writeOut(dir, rel, html);
  }

  await cp(join(root, 'app/static'), dir, { recursive: true });
  if (input.sitemap) {
    const writer = createSiteWriter(dir);
    for (const [name, text] of sitemapFilePieces(input.sitemap, settings.siteUrl, input.sitemapUrls)) writer.write(name, utf8(text));
    bytes += writer.take().bytes;
  }
  bytes += await writeOut(dir, 'robots.txt', robotsTxt(site.siteUrl ?? ''));
  bytes += await writeOut(dir, '_headers', headersFile({ mediaHost: site.mediaHost, imageService: site.iiifImageService }));
  bytes += await writeOut(dir, '_redirects', redirectsFile([...queries.keys()]));
  bytes += await writeOut(
    dir,
    'sw.js',
    serviceWorkerSource(
      buildHash,
      [...css, ...fonts, ...scripts, ...[...queries.values()].map((q) => staticQueryUrl(q.hash))],
      // The visit plan works offline from the first visit: its pages in every language, what they load
      // (the view's chunks, the interface text and the view's sections of it) and their page data, cached at install.
      {
        pages: visitRoutes().map((r) => r.url.path),
        files: [
          ...views.visit.css,
          ...views.visit.modulepreload,
          ...Object.values(uiText).flat(),
          ...viewText('visit').flatMap((section) => Object.values(textSections[section]).flat()),
          ...modulepreload,
          ...visitRoutes().map((r) => pageDataUrl(r.url.path)),
        ],
      },
    ),
  );
  bytes += await media.publish(join(dir, 'media'));
  return bytes;
}

/** The file that names the build (SPEC §7: its compilation hash) and how many CMS pages it has. */
export const writeAppData = (dir: string, buildHash: string, pages: number) =>
  writeOut(dir, APP_DATA_FILE, JSON.stringify({ buildHash, pages } satisfies AppDataFile));
