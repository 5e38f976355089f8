/**
 * The toolbar's **Language** for the design system's stories.
 *
 * Components take every visible string through props (DESIGN.md), so their stories carry the
 * Spanish interface text as args. When a language is chosen in the toolbar, `argsInLanguage` gives
 * the same args in that language, from the site's own catalogues and sample content:
 *
 * - a string that is a Spanish catalogue entry becomes the same entry in the chosen language
 *   ('Buscar en el museo' → 'Search the museum'); a function that says the same as a catalogue
 *   entry (`(i, n) => \`Imagen ${i} de ${n}\``) becomes that language's function;
 * - a date `{ iso, label }` written as the site writes Spanish dates is written again in the language;
 * - the header, the footer and the logo take the chrome (menus, footer links) of the sample site in
 *   that language, as the build renders it.
 *
 * Content written by editors (titles, texts) stays as it is: it comes from the CMS in each language.
 * Catalan, Basque and Galician pages show the Spanish interface text (SPEC §1), so do their stories.
 */
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { Language } from '../generated/types/constants.ts';
import { allUiText } from '../pages/i18n/all-ui-text.ts';
import { uiText } from '../pages/i18n/ui-text.ts';
import { plural, type PluralForms } from '../pages/i18n/plural.ts';
import { formatDate, formatDateTime } from '../pages/dates/format.ts';
import { footerProps, headerProps } from '../pages/chrome/chrome-props.ts';
import { searchPath } from '../pages/routes/search-route.ts';
import { sampleChrome, samplePageIn, samplePages } from '../pages/fixtures/sample-content.ts';
import { Footer, type FooterProps } from '../design-system/components/Footer/Footer.tsx';
import { Header, type HeaderProps } from '../design-system/components/Header/Header.tsx';

/** The Spanish interface text, its sections included. */
const es = allUiText.es;

type Args = Record<string, unknown>;
type Path = readonly string[];
type AnyFunction = (...args: never[]) => unknown;

/** What a function says for sample arguments: two functions that say the same are the same entry. */
function saying(f: AnyFunction): string | undefined {
  if (f.length < 1 || f.length > 2) return undefined;
  const call = (...a: unknown[]) => {
    try {
      const out = (f as (...x: unknown[]) => unknown)(...a);
      return typeof out === 'string' ? out : undefined;
    } catch {
      return undefined;
    }
  };
  const numbers = call(3, 7);
  const words = call('«A»', '«B»');
  return numbers === undefined && words === undefined ? undefined : `${numbers}|${words}`;
}

/** Every entry of the Spanish catalogue, by what it says: its text, or a function's sayings. */
const SPANISH = (() => {
  const byText = new Map<string, Path[]>();
  const walk = (value: unknown, path: string[]) => {
    const key = typeof value === 'string' ? `t:${value}` : typeof value === 'function' ? `f:${saying(value as AnyFunction)}` : undefined;
    if (key !== undefined && key !== 'f:undefined') byText.set(key, [...(byText.get(key) ?? []), path]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(es, []);
  return byText;
})();

/** Plural forms ({ one: '{n} resultado', other: '{n} resultados' }) of the Spanish catalogue, by path. */
const SPANISH_PLURALS = (() => {
  const found: { path: Path; forms: PluralForms }[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (!value || typeof value !== 'object') return;
    const other = (value as { other?: unknown }).other;
    if (typeof other === 'string' && other.includes('{n}')) found.push({ path, forms: value as PluralForms });
    else for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(es, []);
  return found;
})();

const at = (catalogue: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), catalogue);

/** A Spanish interface string or function in `lang`; anything else as it is. */
export function translateEntry<T>(value: T, lang: Language): T {
  const key = typeof value === 'string' ? `t:${value}` : typeof value === 'function' ? `f:${saying(value as AnyFunction)}` : undefined;
  const paths = key === undefined ? undefined : SPANISH.get(key);
  if (!paths) return value;
  const target = uiText(lang);
  // The same Spanish words may be two entries ('Horario': opening hours, a schedule): the first one counts.
  const translated = at(target, paths[0]!);
  return (typeof translated === typeof value ? translated : value) as T;
}

/** Each month's short Spanish name as `formatDate` writes it ('oct'), with its number. */
const SPANISH_MONTHS = new Map(
  Array.from({ length: 12 }, (_, m) => [formatDate(Date.UTC(2026, m, 15, 12) / 1000, 'es').split(' ')[1]!, m] as const),
);
const SPANISH_DATE = new RegExp(`\\b(\\d{2}) (${[...SPANISH_MONTHS.keys()].join('|')}) (\\d{4})\\b`, 'g');

/** Dates inside a text ('07 oct 2026 – 02 mar 2027'), as `formatDate` writes them, in `lang`. */
const translateDatesIn = (text: string, lang: Language) =>
  text.replace(SPANISH_DATE, (match, day: string, month: string, year: string) => {
    const seconds = Date.UTC(Number(year), SPANISH_MONTHS.get(month)!, Number(day), 12) / 1000;
    return formatDate(seconds, 'es') === match ? formatDate(seconds, lang) : match;
  });

/** A count as the site words it in Spanish ('16.583 resultados'), worded again in `lang`. */
function translateCount(text: string, lang: Language): string {
  const number = /\d[\d.]*/.exec(text)?.[0];
  const n = number === undefined ? 0 : Number(number.replaceAll('.', ''));
  for (const { path, forms } of SPANISH_PLURALS)
    if (plural('es', n, forms) === text) return plural(lang, n, at(uiText(lang), path) as PluralForms);
  return text;
}

/** A date as the site writes it in Spanish, written again in `lang`. */
function translateDate(date: { iso: string; label: string }, lang: Language) {
  const seconds = Date.parse(date.iso) / 1000;
  if (!Number.isFinite(seconds)) return date;
  if (date.label === formatDate(seconds, 'es')) return { ...date, label: formatDate(seconds, lang) };
  if (date.label === formatDateTime(seconds, 'es')) return { ...date, label: formatDateTime(seconds, lang) };
  return date;
}

const isDate = (v: object): v is { iso: string; label: string } =>
  typeof (v as { iso?: unknown }).iso === 'string' && typeof (v as { label?: unknown }).label === 'string';

/** Handlers, refs, render props and spies are never called to find out what they say. */
const isHandler = (key: string, value: unknown) =>
  /^(on|set)[A-Z]/.test(key) ||
  ['ref', 'render', 'children', 'component'].includes(key) ||
  (typeof value === 'function' && 'mock' in value);

/** Args and rendered trees are walked to this depth at most (a story's context can be cyclic). */
const MAX_DEPTH = 16;

function translateValue(value: unknown, lang: Language, key = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') {
    const entry = translateEntry(value, lang);
    return entry === value ? translateDatesIn(translateCount(value, lang), lang) : entry;
  }
  if (typeof value === 'function') return isHandler(key, value) ? value : translateEntry(value as AnyFunction, lang);
  if (Array.isArray(value)) return value.map((v) => translateValue(v, lang, '', depth + 1));
  if (isValidElement(value)) return translateElement(value, lang, depth + 1);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    if (isDate(value)) return translateDate(value, lang);
    // Content that says its own language (an untranslated card on an English page) stays as written.
    if (typeof (value as { lang?: unknown }).lang === 'string') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateValue(v, lang, k, depth + 1)]));
  }
  return value;
}

/** The sample site's homepage in `lang` (every language has one), for the header's language links. */
const homeIn = (lang: Language) => samplePageIn(samplePages.homeEs, lang) ?? samplePages.homeEs;

/** The header as the site renders it in `lang`, keeping what a story set on purpose. */
function headerIn(args: Partial<HeaderProps>, lang: Language): Partial<HeaderProps> {
  const site = headerProps(homeIn(lang), sampleChrome(lang));
  const languages = (args.languages?.length ?? 0) > 1 ? site.languages : site.languages.filter((l) => l.current);
  return { ...args, ...site, languages, locationKey: args.locationKey };
}

/** The footer as the site renders it in `lang`; a story without a subscription block keeps none. */
function footerIn(args: Partial<FooterProps>, lang: Language): Partial<FooterProps> {
  const site = footerProps(sampleChrome(lang));
  return { ...args, ...site, ...('subscription' in args && !args.subscription ? { subscription: undefined } : {}) };
}

/** Elements inside args (a card's dates, a page shell's header and footer) follow too. */
function translateElement(element: ReactElement, lang: Language, depth: number): ReactElement {
  const props = element.props as Args;
  if (element.type === Header) return cloneElement(element, headerIn(props, lang));
  if (element.type === Footer) return cloneElement(element, footerIn(props, lang));
  return cloneElement(element, translateValue(props, lang, '', depth) as Args);
}

/** Stories whose component is the chrome (or its search): the sample site's own chrome in that language. */
const CHROME: Record<string, (args: Args, lang: Language) => Args> = {
  'Chrome/Header': (args, lang) => headerIn(args, lang),
  'Chrome/Footer': (args, lang) => footerIn(args, lang),
  'Search/SearchBox': (args, lang) => ({ ...args, action: searchPath(lang) }),
  'Chrome/Logo': (args, lang) => ({
    ...args,
    shortName: uiText(lang).siteShortName,
    ...(args.name ? { name: sampleChrome(lang).siteName } : {}),
  }),
};

/** A design-system story's args in the toolbar's language. */
export function argsInLanguage(title: string, args: Args, lang: Language): Args {
  const translated = translateValue(args, lang) as Args;
  return CHROME[title]?.(translated, lang) ?? translated;
}

/** What a story rendered, in the toolbar's language (for stories that write their props in `render`). */
export const renderedInLanguage = (rendered: unknown, lang: Language): unknown => translateValue(rendered, lang);
