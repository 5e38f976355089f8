/** The page-data files of a site, as the build writes them and the dev server serves them. */
import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '../../generated/types/constants.ts';
import type { SiteConfig } from '../../generated/types/content.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import { chromeFor } from '../../pages/chrome/site-chrome.ts';
import type { PageDataFile, StaticQueryFile } from '../runtime/page-data.ts';
import type { HeadData } from '../../pages/head/head-data.ts';

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
