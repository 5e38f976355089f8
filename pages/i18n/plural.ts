import type { Language } from '../../generated/types/constants.ts';
import { uiLanguage } from './ui-text.ts';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/**
 * Picks the plural form for n with the language's CLDR rules; '{n}' in the form is replaced by n, formatted.
 * An explicit `zero` form wins for 0 even where CLDR has no zero category ('No results' reads better than '0 results').
 */
export function plural(lang: Language, n: number, forms: PluralForms): string {
  const locale = uiLanguage(lang);
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const form = (n === 0 ? forms.zero : undefined) ?? forms[r.select(n)] ?? forms.other;
  return form.replace('{n}', new Intl.NumberFormat(locale).format(n));
}
