/**
 * Every interface string of the site, in one typed catalogue per language: Spanish
 * (catalogue-es.ts, also shown on ca, eu and gl pages, SPEC §1) and English (catalogue-en.ts).
 *
 * Each catalogue is a chunk of its own: the browser loads the one its page needs (`loadUiText`,
 * preloaded by the page's HTML) before it shows the page; the build, the prerender, stories and
 * tests provide both at once (all-ui-text.ts). `uiText` itself stays synchronous, for rendering.
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Catalogue } from './catalogue-es.ts';
import { chunkCache } from '../chunk-cache.ts';

export type UiText = Catalogue;
/** The languages the interface text is written in. */
export type UiLanguage = 'es' | 'en';

/** The language the interface text is really in (ca, eu and gl show Spanish). */
export const uiLanguage = (lang: Language): UiLanguage => (lang === 'en' ? 'en' : 'es');

/** Source modules, for the build to name each catalogue's chunk in the HTML of pages in that language. */
export const UI_TEXT_MODULES: Record<UiLanguage, string> = {
  es: 'pages/i18n/catalogue-es.ts',
  en: 'pages/i18n/catalogue-en.ts',
};

const importers: Record<UiLanguage, () => Promise<UiText>> = {
  es: () => import('./catalogue-es.ts').then((m) => m.es),
  en: () => import('./catalogue-en.ts').then((m) => m.en),
};

const catalogues = chunkCache<UiLanguage, UiText>('interface text', importers);

/** Makes a catalogue available to `uiText` (all-ui-text.ts provides both). */
export const provideUiText = (lang: UiLanguage, text: UiText): void => catalogues.provide(lang, text);

/** Loads a language's catalogue once (a failed load may be tried again). */
export const loadUiText = (lang: Language): Promise<UiText> => catalogues.load(uiLanguage(lang));

/**
 * The interface text of a language. Its catalogue is loaded before any page in that language is shown;
 * should one ever be missing, the page is shown in a language that is loaded rather than not at all.
 */
export function uiText(lang: Language): UiText {
  const key = uiLanguage(lang);
  const text = catalogues.loaded(key);
  if (text) return text;
  const other = catalogues.any();
  if (!other) throw new Error(`no interface text is loaded (${key} asked): loadUiText first, or provideAllUiText in the build and tests`);
  console.error(`[i18n] the ${key} interface text is not loaded; showing another language`);
  return other;
}
