/** The files one page becomes: its HTML, its page data and (activities) its calendar file. Pure: any thread can run it. */
import { headFor } from '../../pages/head/head-tags.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { pageDataUrl, staticQueryUrl } from '../runtime/page-data.ts';
import { activityIcs } from './calendar-files.ts';
import { htmlDocument } from './html.ts';
import { pageDataFile } from './site-data.ts';

export interface RenderSettings {
  siteUrl: string;
  css: string[];
  scripts: string[];
  buildHash: string;
  /** Per language: the static query hash and the chrome it holds. */
  queries: Record<string, { hash: string; chrome: SiteChromeData }>;
}

export interface ServerBundle {
  renderPage(page: SitePage, chrome: SiteChromeData): string;
  themeClassFor(page: SitePage | null): string;
}

/** '/' → index.html, '/en' → en.html, '/a/b' → a/b.html (served without the extension). */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

export function renderPageFiles(ssr: ServerBundle, page: SitePage, s: RenderSettings): { rel: string; body: string }[] {
  const query = s.queries[page.language.id]!;
  const files = [
    { rel: pageDataUrl(page.url.path).slice(1), body: JSON.stringify(pageDataFile(page, query.hash)) },
    {
      rel: htmlFileFor(page.url.path),
      body: htmlDocument({
        head: headFor(page, query.chrome.siteName, s.siteUrl),
        body: ssr.renderPage(page, query.chrome),
        themeClass: ssr.themeClassFor(page),
        css: s.css,
        scripts: s.scripts,
        preload: [pageDataUrl(page.url.path), staticQueryUrl(query.hash)],
        buildHash: s.buildHash,
      }),
    },
  ];
  if (page.bundle === 'activity') {
    const ics = activityIcs(page, s.siteUrl);
    files.push({ rel: ics.path.slice(1), body: ics.body });
  }
  return files;
}
