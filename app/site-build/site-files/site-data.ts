/** The page-data files of a site, as the build writes them and the dev server serves them. */
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '../../../generated/types/constants.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import { chromeFor } from '../../../pages/chrome/site-chrome.ts';
import type { PageDataFile, StaticQueryFile } from '../../runtime/page-data.ts';
import type { HeadData } from '../../../pages/head/head-data.ts';
import { showsToday } from '../../../pages/rules/today.ts';

export const sha = (text: string, n = 12) => createHash('sha256').update(text).digest('hex').slice(0, n);

export interface StaticQuery {
  hash: string;
  body: string;
  file: StaticQueryFile;
}

/** One static query per language: its menus, footer and language list. */
export function staticQueries(site: SiteConfig): Map<Language, StaticQuery> {
  return new Map(
    LANGUAGES.map((lang) => {
      const file: StaticQueryFile = { data: { chrome: chromeFor(site, lang) } };
      const body = JSON.stringify(file);
      return [lang, { hash: sha(body, 10), body, file }] as const;
    }),
  );
}

export const pageDataFile = (page: SitePage, staticQueryHash: string, head?: HeadData): PageDataFile => ({
  path: page.url.path,
  componentChunkName: `view-${page.bundle}`,
  staticQueryHashes: [staticQueryHash],
  result: head ? { page, head } : { page },
});

/**
 * `JSON.stringify(pageDataFile(page, staticQueryHash, head))`, byte for byte, around `pageJson`, the
 * page's own JSON: the build makes that text once a page, for its page data and its key ({@link renderKeyOf}).
 */
export const pageDataJson = (page: SitePage, staticQueryHash: string, head: HeadData | undefined, pageJson: string): string =>
  `{"path":${JSON.stringify(page.url.path)},"componentChunkName":${JSON.stringify(`view-${page.bundle}`)},"staticQueryHashes":[${JSON.stringify(staticQueryHash)}],"result":{"page":${pageJson}${head ? `,"head":${JSON.stringify(head)}` : ''}}}`;

/** What a page's key (build-state.ts) is made of besides the page: the settings every page is rendered with, and each language's programme. */
export interface KeyBasis {
  /** A hash of the render settings. */
  settings: string;
  /** Per language, a hash of its programme file (./programme.ts). */
  programme: Partial<Record<Language, string>>;
}

/**
 * A page's key from its JSON (`JSON.stringify(page)`): its content and the settings every page is
 * rendered with, and for a page that shows today's programme its language's programme too. The
 * next build renders a page again only when its key changed.
 */
export function renderKeyOf(basis: KeyBasis, page: SitePage, pageJson: string): string {
  const hash = createHash('sha1').update(basis.settings).update('\0').update(pageJson);
  if (showsToday(page)) hash.update(`\0programme:${basis.programme[page.language.id] ?? ''}`);
  return hash.digest('base64url');
}
