/** The files one page becomes: its HTML, its page data and (activities) its calendar file. Pure: any thread can run it. */
import { headFor } from '../../pages/head/head-tags.ts';
import type { Language } from '../../generated/types/constants.ts';
import type { ProgrammeFile } from '../../pages/rules/today.ts';
import type { SitePage } from '../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../pages/chrome/site-chrome.ts';
import { pageDataUrl, staticQueryUrl } from '../runtime/page-data.ts';
import { activityIcs } from './calendar-files.ts';
import { htmlDocument } from './html.ts';
import { pageLinks, type PageLinks } from './link-check.ts';
import type { SiteWriter } from './site-writer.ts';
import { pageText, viewKeyOf, type ViewKey } from '../../pages/views/view-modules.ts';
import { pageDataFile } from './site-data.ts';
import { uiLanguage, type TextSection, type UiLanguage } from '../../pages/i18n/ui-text.ts';
import { deferredParagraphsOf, type DeferredParagraphType } from '../../pages/assembler/deferred-paragraphs.ts';

export interface RenderSettings {
  siteUrl: string;
  /** Every page's styles, entry script and the chunks it imports. */
  css: string[];
  scripts: string[];
  modulepreload: string[];
  /** Font files to preload (the upright text face). */
  fonts: string[];
  /** Unix seconds the pages are rendered at (SOURCE_DATE_EPOCH, else the build's start). */
  renderedAt: number;
  /** Per view: the styles and chunks its chunk adds. */
  views: Record<ViewKey, { css: string[]; modulepreload: string[] }>;
  /** Per interface language: the chunks its catalogue adds. */
  uiText: Record<UiLanguage, string[]>;
  /** Per interface text section and language: the chunks it adds (for the views that show it). */
  textSections: Record<TextSection, Record<UiLanguage, string[]>>;
  /** Per deferred paragraph type: the chunks a page holding one adds. */
  paragraphs: Record<DeferredParagraphType, string[]>;
  buildHash: string;
  /** Per language: the static query hash and the chrome it holds. */
  queries: Record<string, { hash: string; chrome: SiteChromeData }>;
}

export interface ServerBundle {
  renderPage(page: SitePage, chrome: SiteChromeData, renderedAt?: number): string;
  themeClassFor(page: SitePage | null): string;
  provideProgramme(lang: Language, file: ProgrammeFile | null): void;
}

/**
 * What some pages are rendered from besides their own data and the shared settings: each language's
 * programme (the home and visit pages show today's). Not in the settings: it changes with an edit of
 * any activity, and only the pages that show it are rendered again (their key includes its hash).
 */
export interface RenderData {
  programme: Partial<Record<Language, ProgrammeFile>>;
}

/** Gives the prerender bundle (on whichever thread) what `data` holds. */
export function provideRenderData(ssr: ServerBundle, data: RenderData): void {
  for (const [lang, file] of Object.entries(data.programme)) ssr.provideProgramme(lang as Language, file);
}

/** '/' → index.html, '/en' → en.html, '/a/b' → a/b.html (served without the extension). */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

export function renderPageFiles(ssr: ServerBundle, page: SitePage, s: RenderSettings): { rel: string; body: string }[] {
  const query = s.queries[page.language.id]!;
  const view = s.views[viewKeyOf(page)];
  const lang = uiLanguage(page.language.id);
  const head = headFor(page, query.chrome.siteName, s.siteUrl, query.chrome.buildings);
  const files = [
    { rel: pageDataUrl(page.url.path).slice(1), body: JSON.stringify(pageDataFile(page, query.hash, head)) },
    {
      rel: htmlFileFor(page.url.path),
      body: htmlDocument({
        head,
        body: ssr.renderPage(page, query.chrome, s.renderedAt),
        themeClass: ssr.themeClassFor(page),
        css: [...s.css, ...view.css],
        fonts: s.fonts,
        scripts: s.scripts,
        // What the page runs first (the runtime, the header and footer, its language's interface text);
        // its view's chunks come after the page has loaded (app/runtime/deferred-view.ts).
        modulepreload: [...new Set([...s.modulepreload, ...s.uiText[lang]])],
        deferredModules: [
          ...new Set([
            ...view.modulepreload,
            ...pageText(page).flatMap((section) => s.textSections[section][lang]),
            ...deferredParagraphsOf(page).flatMap((type) => s.paragraphs[type]),
          ]),
        ].filter((f) => !s.modulepreload.includes(f)),
        preload: [pageDataUrl(page.url.path), staticQueryUrl(query.hash)],
        buildHash: s.buildHash,
        renderedAt: s.renderedAt,
      }),
    },
  ];
  if (page.bundle === 'activity') {
    const ics = activityIcs(page, s.siteUrl);
    files.push({ rel: ics.path.slice(1), body: ics.body });
  }
  return files;
}

/** What one page became: its site path, the files written for it (relative to the output folder), its ids and links. */
export interface RenderedPage {
  path: string;
  files: string[];
  links: PageLinks;
}

/** Renders `pages` and writes their files with `writer` (on whichever thread calls it). */
export function renderAndWrite(ssr: ServerBundle, pages: readonly SitePage[], s: RenderSettings, writer: SiteWriter): RenderedPage[] {
  return pages.map((page) => {
    const files: string[] = [];
    let links: PageLinks = { ids: '\n', hrefs: [] };
    for (const f of renderPageFiles(ssr, page, s)) {
      files.push(...writer.write(f.rel, f.body));
      if (f.rel.endsWith('.html')) links = pageLinks(f.body);
    }
    return { path: page.url.path, files, links };
  });
}
