/** The files one page becomes: its HTML, its page data and (activities) its calendar file. Pure: any thread can run it. */
import { headFor } from '../../../pages/head/head-tags.ts';
import type { Language } from '../../../generated/types/constants.ts';
import type { ProgrammeFile } from '../../../pages/rules/today.ts';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import type { SiteChromeData } from '../../../pages/chrome/site-chrome.ts';
import { pageDataUrl, staticQueryUrl } from '../../runtime/page-data.ts';
import { activityIcs } from './calendar-files.ts';
import { htmlDocument, type DocumentAdditions } from './html.ts';
import type { HeadData } from '../../../pages/head/head-data.ts';
import { pageLinks, readLinks, type PageLinks } from '../links/link-check.ts';
import type { SiteWriter } from './site-writer.ts';
import { pageText, viewKeyOf, type ViewKey } from '../../../pages/views/view-modules.ts';
import { pageDataJson, renderKeyOf, type KeyBasis } from '../site-files/site-data.ts';
import { pageDataFileOf } from '../../serving/request-target.ts';
import { uiLanguage, type TextSection, type UiLanguage } from '../../../pages/i18n/ui-text.ts';
import { deferredParagraphsOf, type DeferredParagraphType } from '../../../pages/assembler/deferred-paragraphs.ts';

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
  /** The page as renderPage gives it, with its HTML without the static parts spliced in, and their keys. */
  renderPageSplit(page: SitePage, chrome: SiteChromeData, renderedAt?: number): { html: string; own: string; parts: string[] };
  /** The HTML of a static part renderPageSplit named, for that chrome. */
  staticPartHtml(chrome: SiteChromeData, key: string): string | undefined;
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
  /** What each page's key is made of besides the page (./site-data.ts). */
  key: KeyBasis;
}

/** Gives the prerender bundle (on whichever thread) what `data` holds. */
export function provideRenderData(ssr: ServerBundle, data: Pick<RenderData, 'programme'>): void {
  for (const [lang, file] of Object.entries(data.programme)) ssr.provideProgramme(lang as Language, file);
}

/** '/' → index.html, '/en' → en.html, '/a/b' → a/b.html (served without the extension). */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** '/' → page-data/index.page-data.json, '/a/b' → page-data/a/b.page-data.json (served at its SPEC address, /page-data/a/b/page-data.json). */
export const pageDataFileFor = (path: string) => pageDataFileOf(pageDataUrl(path));

/**
 * The lists of chunks and styles pages share (per view, language, text sections and paragraph types),
 * made once per settings and kept as the same arrays, which htmlDocument turns into tags once each.
 */
const shared = new WeakMap<RenderSettings, Map<string, string[]>>();
function listsFor(s: RenderSettings) {
  let lists = shared.get(s);
  if (!lists) shared.set(s, (lists = new Map()));
  return (key: string, make: () => string[]): string[] => {
    let list = lists.get(key);
    if (!list) lists.set(key, (list = make()));
    return list;
  };
}

/**
 * The files a page becomes, the links of its HTML (`links` reads them, static parts once per thread)
 * and the page's key. The page's JSON is made once, for its page data and its key.
 */
function renderPageFiles(
  ssr: ServerBundle,
  page: SitePage,
  s: RenderSettings,
  key: KeyBasis,
  links: LinkReader,
): { files: { rel: string; body: string }[]; links: PageLinks; key: string } {
  const { html, head, split, query } = renderPageHtml(ssr, page, s);
  const pageJson = JSON.stringify(page);
  const files = [
    { rel: pageDataFileFor(page.url.path), body: pageDataJson(page, query.hash, head, pageJson) },
    { rel: htmlFileFor(page.url.path), body: html },
  ];
  if (page.bundle === 'activity') {
    const ics = activityIcs(page, s.siteUrl);
    files.push({ rel: ics.path.slice(1), body: ics.body });
  }
  return { files, links: links.read(html, split, query.chrome), key: renderKeyOf(key, page, pageJson) };
}

/**
 * A page's HTML document as the build writes it, with its head and its language's shared data: the
 * build's pages, and a draft the publishing service shows an editor (app/publisher/draft-page.ts).
 */
/**
 * A page shown outside the site (a draft preview): from the head the page would have, the head it is
 * shown with and what its document adds.
 */
type ShownOutside = (head: HeadData) => { head: HeadData; additions: DocumentAdditions };

export function renderPageHtml(ssr: ServerBundle, page: SitePage, s: RenderSettings, outside?: ShownOutside) {
  const query = s.queries[page.language.id]!;
  const viewKey = viewKeyOf(page);
  const lang = uiLanguage(page.language.id);
  const own = headFor(page, query.chrome.siteName, s.siteUrl, query.chrome.buildings, query.chrome.media);
  const shown = outside?.(own);
  const head = shown?.head ?? own;
  const split = ssr.renderPageSplit(page, query.chrome, s.renderedAt);
  const lists = listsFor(s);
  const sections = pageText(page);
  const paragraphs = deferredParagraphsOf(page);
  const html = htmlDocument({
    head,
    body: split.html,
    themeClass: ssr.themeClassFor(page),
    css: lists(`css ${viewKey}`, () => [...s.css, ...s.views[viewKey].css]),
    fonts: s.fonts,
    scripts: s.scripts,
    // What the page runs first (the runtime, the header and footer, its language's interface text);
    // its view's chunks come after the page has loaded (app/runtime/deferred-view.ts).
    modulepreload: lists(`modulepreload ${lang}`, () => [...new Set([...s.modulepreload, ...s.uiText[lang]])]),
    deferredModules: lists(`deferred ${viewKey} ${lang} ${sections.join(',')} ${paragraphs.join(',')}`, () =>
      [
        ...new Set([
          ...s.views[viewKey].modulepreload,
          ...sections.flatMap((section) => s.textSections[section][lang]),
          ...paragraphs.flatMap((type) => s.paragraphs[type]),
        ]),
      ].filter((f) => !s.modulepreload.includes(f)),
    ),
    preload: [pageDataUrl(page.url.path), staticQueryUrl(query.hash)],
    buildHash: s.buildHash,
    renderedAt: s.renderedAt,
    ...(shown ? { additions: shown.additions } : {}),
  });
  return { html, head, split, query };
}

/**
 * Reads the links of rendered pages, on one thread. The static parts (pages/static-part.tsx: the
 * header's, the footer) are most of a page's links and the same on every page that shows them: each is
 * read once, and a page's links name it instead ({@link PageLinks.parts}). `take` gives the parts read
 * since it was last called, for the link check to learn each once.
 */
export function createLinkReader(ssr: ServerBundle) {
  const ROOT = '<div id="root">';
  const parts = new Map<string, PageLinks>();
  /** Parts shown together (their keys, joined) → their ids, their hrefs but #fragments, and their #fragments. */
  const together = new Map<string, { ids: string; hrefs: Set<string>; anchors: string[] }>();
  let fresh: Record<string, PageLinks> = {};
  const partLinks = (chrome: SiteChromeData, key: string): PageLinks => {
    let links = parts.get(key);
    if (!links) {
      const html = ssr.staticPartHtml(chrome, key);
      if (html === undefined) throw new Error(`the page shows the static part ${key}, which was never learnt`);
      parts.set(key, (links = pageLinks(html)));
      fresh[key] = links;
    }
    return links;
  };
  return {
    /** The links of `html`, a page's document, whose body `split` gives (as renderPageSplit does). */
    read(html: string, split: { own: string; parts: string[] }, chrome: SiteChromeData): PageLinks {
      // The document up to the page (htmlDocument puts it in the root element), then the page with its parts' stand-ins.
      const root = html.indexOf(ROOT);
      if (!split.parts.length || root < 0) return pageLinks(html);
      const hrefs = new Set<string>();
      let ids = readLinks(html.slice(0, root + ROOT.length), '\n', hrefs);
      ids = readLinks(split.own, ids, hrefs);
      const key = split.parts.join(' ');
      let shared = together.get(key);
      if (!shared) {
        shared = { ids: '', hrefs: new Set(), anchors: [] };
        for (const part of split.parts) {
          const links = partLinks(chrome, part);
          shared.ids += links.ids.slice(1);
          for (const href of links.hrefs) {
            if (!href.startsWith('#')) shared.hrefs.add(href);
            else if (!shared.anchors.includes(href)) shared.anchors.push(href);
          }
        }
        together.set(key, shared);
      }
      const own: string[] = [];
      for (const href of hrefs) if (!shared.hrefs.has(href)) own.push(href);
      for (const href of shared.anchors) if (!hrefs.has(href)) own.push(href);
      return { ids: ids + shared.ids, hrefs: own, parts: split.parts };
    },
    /** The links of the parts read since the last call (undefined: none). */
    take(): Record<string, PageLinks> | undefined {
      const taken = fresh;
      fresh = {};
      return Object.keys(taken).length ? taken : undefined;
    },
  };
}

type LinkReader = ReturnType<typeof createLinkReader>;

/** What one page became: its site path, the files written for it (relative to the output folder), its ids and links, its key. */
export interface RenderedPage {
  path: string;
  files: string[];
  links: PageLinks;
  key: string;
}

/** Renders `pages` and writes their files with `writer` (on whichever thread calls it), reading their links with `links`; `data` gives their keys' basis. */
export function renderAndWrite(
  ssr: ServerBundle,
  pages: readonly SitePage[],
  s: RenderSettings,
  data: RenderData,
  writer: SiteWriter,
  links: LinkReader,
): RenderedPage[] {
  return pages.map((page) => {
    const rendered = renderPageFiles(ssr, page, s, data.key, links);
    const files: string[] = [];
    for (const f of rendered.files) files.push(...writer.write(f.rel, f.body));
    return { path: page.url.path, files, links: rendered.links, key: rendered.key };
  });
}
