import type { Language } from '../../generated/types/constants.ts';
import { uiLanguage } from './ui-text.ts';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Per locale: making either costs far more than using it (≈ 15 µs for a NumberFormat), and a page may ask many times. */
const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/**
 * Picks the plural form for n with the language's CLDR rules; '{n}' in the form is replaced by n, formatted.
 * An explicit `zero` form wins for 0 even where CLDR has no zero category ('No results' reads better than '0 results').
 */
export function plural(lang: Language, n: number, forms: PluralForms): string {
  const locale = uiLanguage(lang);
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const form = (n === 0 ? forms.zero : undefined) ?? forms[r.select(n)] ?? forms.other;
  if (!form.includes('{n}')) return form;
  let f = numbers.get(locale);
  if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
  return form.replace('{n}', f.format(n));
}
