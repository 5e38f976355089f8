/**
 * Languages in addresses: the default language (the schemas' `language-id` default) has no path prefix,
 * every other is under `/<lang>`. Every rule that reads or writes a language's prefix asks here.
 */
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES, type Language } from '../../generated/types/constants.ts';

/** `''` for the default language, `/en` for English. */
export const languagePrefix = (lang: Language): string => (lang === DEFAULT_LANGUAGE ? '' : `/${lang}`);

/** A language's home page: `/` or `/en`. */
export const languageHome = (lang: Language): string => languagePrefix(lang) || '/';

/** Whether `segment` (an address's first segment) is a language's prefix. */
export const isLanguagePrefix = (segment: string | undefined): segment is Exclude<Language, typeof DEFAULT_LANGUAGE> =>
  (PREFIXED_LANGUAGES as readonly string[]).includes(segment ?? '');

/** The language a site path belongs to, by its prefix. */
export function languageOfPath(path: string): Language {
  const first = path.split('/')[1];
  return isLanguagePrefix(first) ? first : DEFAULT_LANGUAGE;
}
