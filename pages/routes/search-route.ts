/**
 * The search page is a route of the site, not a CMS bundle (SPEC §2): /busqueda in Spanish and
 * /{lang}/search in the other languages. It travels through the build, the page-data contract and
 * the runtime as a page whose bundle is 'search', so every layer handles it like any other page.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../generated/types/constants.ts';
import type { Page, Translation } from '../../generated/types/content.ts';
import { uiLanguage, uiText } from '../i18n/ui-text.ts';

/** Pages the site owns rather than the CMS: the search page, the visitor's visit plan and the editors' preview. */
export type SiteRoute = 'search' | 'visit' | 'explore' | 'data' | 'preview';

export interface SearchRoutePage {
  bundle: SiteRoute;
  id: string;
  language: { id: Language };
  title: { value: string };
  url: { path: string };
  translations: Translation[];
  paragraphs: [];
  created: number;
  changed: number;
  // What a CMS page may carry and the search page never does: typed so code can read it from any page.
  activeMenuLinkId?: undefined;
  forceDarkTheme?: undefined;
  metas?: undefined;
  metasSchema?: undefined;
  hero?: undefined;
  content?: undefined;
}

/** Any page the site serves: one from the CMS, or the search route. */
export type SitePage = Page | SearchRoutePage;

/** One page of a site route per language, each listing the others as translations. */
function routesIn(
  languages: readonly Language[],
  bundle: Exclude<SiteRoute, 'preview'>,
  title: (lang: Language) => string,
  path: (lang: Language) => string,
): SearchRoutePage[] {
  return languages.map((lang) => ({
    bundle,
    id: `${bundle}-${lang}`,
    language: { id: lang },
    title: { value: title(lang) },
    url: { path: path(lang) },
    translations: languages.filter((l) => l !== lang).map((l) => ({ language: { id: l }, url: { path: path(l) } })),
    paragraphs: [],
    created: 0,
    changed: 0,
  }));
}

/** /preview: one page, in Spanish, never indexed, listed nowhere (SPEC §2). */
export const previewRoute = (): SearchRoutePage => ({
  bundle: 'preview',
  id: 'preview',
  language: { id: DEFAULT_LANGUAGE },
  title: { value: uiText(DEFAULT_LANGUAGE).preview.title },
  url: { path: '/preview' },
  translations: [],
  paragraphs: [],
  created: 0,
  changed: 0,
});

/** es: /busqueda; every other language /{lang}/search (docs/decisions: the reading chosen where SPEC §2 has two). */
export const searchPath = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '/busqueda' : `/${lang}/search`);

/** One search page per language, each listing the others as translations. */
export function searchRoutes(languages: readonly Language[] = LANGUAGES): SearchRoutePage[] {
  return routesIn(languages, 'search', (lang) => uiText(lang).search.title, searchPath);
}

/** es: /visita/mi-visita; every other language /{lang}/visit/my-visit (a visit plan without an account). */
export const visitPath = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '/visita/mi-visita' : `/${lang}/visit/my-visit`);

/** One visit-plan page per language, each listing the others as translations. */
export function visitRoutes(languages: readonly Language[] = LANGUAGES): SearchRoutePage[] {
  return routesIn(languages, 'visit', (lang) => uiText(lang).visit.title, visitPath);
}

/**
 * es: /colecciones/explora; every other language /{lang}/collections/explore (beside the collections
 * menu's page, /colecciones and /en/collections): the collection as pictures to browse.
 */
export const explorePath = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '/colecciones/explora' : `/${lang}/collections/explore`);

/** One explore page per language, each listing the others as translations. */
export function exploreRoutes(languages: readonly Language[] = LANGUAGES): SearchRoutePage[] {
  return routesIn(languages, 'explore', (lang) => EXPLORE_TITLES[uiLanguage(lang)], explorePath);
}
/** The explore page's title (its words are in the collection section, which this module does not load). */
const EXPLORE_TITLES = { es: 'Explora la colección', en: 'Explore the collection' } as const;

/**
 * es: /colecciones/datos; every other language /{lang}/collections/data: the collection's data
 * downloads and IIIF collections, and what their fields mean (pages/rules/collection-data.ts).
 */
export const collectionDataPath = (lang: Language) => (lang === DEFAULT_LANGUAGE ? '/colecciones/datos' : `/${lang}/collections/data`);
/** The collection data page's title (its words are in a section of their own, which this module does not load). */
export const COLLECTION_DATA_TITLES = { es: 'Datos de la colección', en: 'Collection data' } as const;

/** One collection data page per language, each listing the others as translations. */
export function collectionDataRoutes(languages: readonly Language[] = LANGUAGES): SearchRoutePage[] {
  return routesIn(languages, 'data', (lang) => COLLECTION_DATA_TITLES[uiLanguage(lang)], collectionDataPath);
}

/** An address of the explore page with its choices ('author', 'decade', 'technique', 'showroom', 'exposed', 'recentAcquisition'). */
export const exploreHref = (lang: Language, choices: Record<string, string>) => {
  const query = new URLSearchParams(choices).toString();
  return query ? `${explorePath(lang)}?${query}` : explorePath(lang);
};

/** Every page the site owns, in every language: search, the visit plan, the explore page, the collection data page and the preview. */
export const siteRoutes = (languages: readonly Language[] = LANGUAGES): SearchRoutePage[] => [
  ...searchRoutes(languages),
  ...visitRoutes(languages),
  ...exploreRoutes(languages),
  ...collectionDataRoutes(languages),
  previewRoute(),
];

/** True for the pages the site owns (search, visit, explore, data, preview), false for CMS pages. */
export const isSiteRoute = (p: SitePage): p is SearchRoutePage =>
  p.bundle === 'search' || p.bundle === 'visit' || p.bundle === 'explore' || p.bundle === 'data' || p.bundle === 'preview';
