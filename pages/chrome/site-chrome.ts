/** The data every page of one language shares (the "static query" of the page-data contract). */
import type { Language } from '../../generated/types/constants.ts';
import type { Building, FooterConfig, LanguageConfig, MenuLink, SearchFacetsConfig, SiteConfig } from '../../generated/types/content.ts';

export interface SiteChromeData {
  lang: Language;
  siteName: string;
  /** The language `siteName` is in: the page's, or the default language's where it has no name of its own. */
  siteNameLang: Language;
  languages: LanguageConfig[];
  menu: MenuLink[];
  footer: FooterConfig;
  /** The language `footer` is in: the page's, or Spanish where the language has no footer of its own. */
  footerLang: Language;
  ticketsUrl: string;
  /** Public origin ('' when not configured). */
  siteUrl: string;
  /** The search page's facets: global, per result type, and the bundle facet's options (SPEC §3). */
  searchFacets: SearchFacetsConfig;
  /** The buildings and their floor plans: where artworks and rooms are. */
  buildings: Building[];
  /** The media host and, where there is one, its IIIF Image API server (the image viewer's tiles). */
  media: { host: string; iiifImageService?: string };
}

/** The museum's name in `lang` (the default language's name when the configuration has none for it). */
/** The media host and its image server (pages/rules/iiif.ts). */
export const mediaServersOf = (site: SiteConfig): { host: string; iiifImageService?: string } => ({
  host: site.mediaHost,
  ...(site.iiifImageService ? { iiifImageService: site.iiifImageService } : {}),
});

export const siteNameFor = (site: SiteConfig, lang: Language): string => site.siteNames?.[lang] ?? site.siteName;

/** ca, eu and gl have their own menus; a language without its own footer uses the Spanish one. */
export function chromeFor(site: SiteConfig, lang: Language): SiteChromeData {
  return {
    lang,
    siteName: siteNameFor(site, lang),
    siteNameLang: site.siteNames?.[lang] ? lang : 'es',
    languages: [...site.languages].sort((a, b) => a.weight - b.weight),
    menu: site.mainMenu[lang],
    footer: site.footer[lang] ?? site.footer.es,
    footerLang: site.footer[lang] ? lang : 'es',
    ticketsUrl: site.ticketsUrl,
    siteUrl: site.siteUrl ?? '',
    searchFacets: site.searchFacets,
    buildings: site.buildings ?? [],
    media: mediaServersOf(site),
  };
}
