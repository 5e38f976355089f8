/**
 * Every interface string of the site, in one typed catalogue per language: Spanish
 * (catalogue-es.ts, also shown on ca, eu and gl pages, SPEC §1) and English (catalogue-en.ts).
 *
 * Each catalogue is a chunk of its own: the browser loads the one its page needs (`loadUiText`,
 * preloaded by the page's HTML) before it shows the page. Text that only a few views use is in
 * *sections* (pages/i18n/sections/), a chunk per section and language, loaded with those views
 * (`loadTextSections`, `VIEW_TEXT` in pages/views/view-modules.ts), so the other pages never download
 * it. The build, the prerender, stories and tests provide everything at once (all-ui-text.ts).
 * `uiText` itself stays synchronous, for rendering.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Catalogue } from './catalogue-es.ts';
import type { Text as SearchPageText } from './sections/search-page-es.ts';
import type { Text as SearchResultsText } from './sections/search-results-es.ts';
import type { Text as VisitPageText } from './sections/visit-page-es.ts';
import type { Text as CollectionText } from './sections/collection-es.ts';
import type { Text as HoursText } from './sections/hours-es.ts';
import type { Text as CollectionDataText } from './sections/collection-data-es.ts';
import { chunkCache } from '../chunk-cache.ts';
import type { TextLanguage } from '../../design-system/i18n/text-language.ts';

/** The text of each section, by the catalogue keys it adds. */
interface TextSections {
  searchPage: SearchPageText;
  searchResults: SearchResultsText;
  visitPage: VisitPageText;
  collection: CollectionText;
  hours: HoursText;
  collectionData: CollectionDataText;
}
export type TextSection = keyof TextSections;

/** The whole interface text of a language: the catalogue and every section. */
export type UiText = Catalogue & SearchPageText & SearchResultsText & VisitPageText & CollectionText & HoursText & CollectionDataText;
/** The languages the interface text is written in. */
export type UiLanguage = 'es' | 'en';

/**
 * The language the interface text is really in: the page's where it has a catalogue (UI_TEXT_MODULES),
 * else Spanish (ca, eu and gl show Spanish, SPEC §1). A language given a catalogue stops being marked.
 */
export const uiLanguage = (lang: Language): UiLanguage => (Object.hasOwn(UI_TEXT_MODULES, lang) ? (lang as UiLanguage) : 'es');

/** The `lang` interface text needs on a page in `lang`: none where the interface is translated. */
export const uiTextLang = (lang: Language): string | undefined => textLanguage(lang).text;

const textLanguages = new Map<Language, TextLanguage>();
/**
 * The languages of a page's parts for the design system's marks (design-system/i18n/text-language.ts):
 * the interface text's language where it is not the page's. One object per language (a context value).
 */
export function textLanguage(lang: Language): TextLanguage {
  let value = textLanguages.get(lang);
  if (!value) {
    const text = uiLanguage(lang);
    textLanguages.set(lang, (value = text === lang ? { page: lang } : { page: lang, text }));
  }
  return value;
}

/** Source modules, for the build to name each catalogue's chunk in the HTML of pages in that language. */
export const UI_TEXT_MODULES: Record<UiLanguage, string> = {
  es: 'pages/i18n/catalogue-es.ts',
  en: 'pages/i18n/catalogue-en.ts',
};

/** Source modules of the sections, for the build to name them in the HTML of the views that use them. */
export const TEXT_SECTION_MODULES: Record<TextSection, Record<UiLanguage, string>> = {
  searchPage: { es: 'pages/i18n/sections/search-page-es.ts', en: 'pages/i18n/sections/search-page-en.ts' },
  searchResults: { es: 'pages/i18n/sections/search-results-es.ts', en: 'pages/i18n/sections/search-results-en.ts' },
  visitPage: { es: 'pages/i18n/sections/visit-page-es.ts', en: 'pages/i18n/sections/visit-page-en.ts' },
  collection: { es: 'pages/i18n/sections/collection-es.ts', en: 'pages/i18n/sections/collection-en.ts' },
  hours: { es: 'pages/i18n/sections/hours-es.ts', en: 'pages/i18n/sections/hours-en.ts' },
  collectionData: { es: 'pages/i18n/sections/collection-data-es.ts', en: 'pages/i18n/sections/collection-data-en.ts' },
};

/** The catalogue keys each section adds (a key missing here is a compile error). */
const SECTION_KEYS: { [S in TextSection]: readonly (keyof TextSections[S])[] } = {
  searchPage: ['searchPage'],
  searchResults: ['searchResults'],
  visitPage: ['visitPage'],
  collection: ['explore', 'viewer', 'where', 'sheet', 'artworkStatus'],
  hours: ['hours', 'today'],
  collectionData: ['collectionData'],
};

const importers: Record<UiLanguage, () => Promise<Catalogue>> = {
  es: () => import('./catalogue-es.ts').then((m) => m.es),
  en: () => import('./catalogue-en.ts').then((m) => m.en),
};

type SectionKey = `${TextSection}:${UiLanguage}`;
type AnySection = TextSections[TextSection];
const sectionImporters: Record<SectionKey, () => Promise<AnySection>> = {
  'searchPage:es': () => import('./sections/search-page-es.ts').then((m) => m.text),
  'searchPage:en': () => import('./sections/search-page-en.ts').then((m) => m.text),
  'searchResults:es': () => import('./sections/search-results-es.ts').then((m) => m.text),
  'searchResults:en': () => import('./sections/search-results-en.ts').then((m) => m.text),
  'visitPage:es': () => import('./sections/visit-page-es.ts').then((m) => m.text),
  'visitPage:en': () => import('./sections/visit-page-en.ts').then((m) => m.text),
  'collection:es': () => import('./sections/collection-es.ts').then((m) => m.text),
  'collection:en': () => import('./sections/collection-en.ts').then((m) => m.text),
  'hours:es': () => import('./sections/hours-es.ts').then((m) => m.text),
  'hours:en': () => import('./sections/hours-en.ts').then((m) => m.text),
  'collectionData:es': () => import('./sections/collection-data-es.ts').then((m) => m.text),
  'collectionData:en': () => import('./sections/collection-data-en.ts').then((m) => m.text),
};

const catalogues = chunkCache<UiLanguage, Catalogue>('interface text', importers);
const sections = chunkCache<SectionKey, AnySection>('interface text section', sectionImporters);
const TEXT_SECTIONS = Object.keys(SECTION_KEYS) as TextSection[];

/** Makes a catalogue available to `uiText` (all-ui-text.ts provides both). */
export const provideUiText = (lang: UiLanguage, text: Catalogue): void => catalogues.provide(lang, text);
/** Makes a section's text available to `uiText`. */
export const provideTextSection = <S extends TextSection>(section: S, lang: UiLanguage, text: TextSections[S]): void => {
  sections.provide(`${section}:${lang}`, text);
  refresh(lang);
};

/** Loads a language's catalogue once (a failed load may be tried again). */
export const loadUiText = (lang: Language): Promise<Catalogue> => catalogues.load(uiLanguage(lang));
/** Loads sections of a language's text once each (a failed load may be tried again). */
export const loadTextSections = (lang: Language, wanted: readonly TextSection[]): Promise<unknown> =>
  Promise.all(wanted.map((s) => sections.load(`${s}:${uiLanguage(lang)}`))).then(() => refresh(uiLanguage(lang)));

/** Whether these sections of a language's text are here. */
export const textSectionsLoaded = (lang: Language, wanted: readonly TextSection[]): boolean =>
  wanted.every((s) => sections.loaded(`${s}:${uiLanguage(lang)}`) !== undefined);

/**
 * One object per language: the catalogue, and each section's keys added to the same object when the
 * section arrives, so text already handed to a render (`ctx.text`) has it too. Where the code is
 * checked (the dev server, stories, unit tests), a section not here yet has getters that say which
 * one is missing, rather than an `undefined` that fails somewhere further on; the production bundle
 * leaves that check out.
 */
const composed = new Map<UiLanguage, { catalogue: Catalogue; text: Record<string, unknown>; added: Set<TextSection> }>();
function textOf(lang: UiLanguage, catalogue: Catalogue): UiText {
  let entry = composed.get(lang);
  if (!entry || entry.catalogue !== catalogue) {
    entry = { catalogue, text: { ...catalogue }, added: new Set() };
    composed.set(lang, entry);
    if (import.meta.env?.DEV)
      for (const section of TEXT_SECTIONS)
        for (const key of SECTION_KEYS[section])
          Object.defineProperty(entry.text, key, {
            configurable: true,
            enumerable: false,
            get() {
              throw new Error(
                `the interface text section "${section}" (${lang}) is not loaded: list it in VIEW_TEXT for the view that shows "${String(key)}" (pages/views/view-modules.ts)`,
              );
            },
          });
  }
  for (const section of TEXT_SECTIONS) {
    const loaded = entry.added.has(section) ? undefined : sections.loaded(`${section}:${lang}`);
    if (!loaded) continue;
    for (const [key, value] of Object.entries(loaded))
      Object.defineProperty(entry.text, key, { value, configurable: true, enumerable: true, writable: true });
    entry.added.add(section);
  }
  return entry.text as UiText;
}
/** Adds what has arrived to the language's text object (the one renders already hold). */
function refresh(lang: UiLanguage) {
  const catalogue = catalogues.loaded(lang);
  if (catalogue) textOf(lang, catalogue);
}

/**
 * The interface text of a language. Its catalogue is loaded before any page in that language is shown;
 * should one ever be missing, the page is shown in a language that is loaded rather than not at all.
 */
export function uiText(lang: Language): UiText {
  const key = uiLanguage(lang);
  const text = catalogues.loaded(key);
  if (text) return textOf(key, text);
  const otherLang = (['es', 'en'] as const).find((l) => catalogues.loaded(l));
  if (!otherLang)
    throw new Error(`no interface text is loaded (${key} asked): loadUiText first, or provideAllUiText in the build and tests`);
  console.error(`[i18n] the ${key} interface text is not loaded; showing another language`);
  return textOf(otherLang, catalogues.loaded(otherLang)!);
}
