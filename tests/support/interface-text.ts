/**
 * The Spanish interface text as a test can recognise it in a page: every string of the Spanish
 * catalogue and its sections (pages/i18n/), with a function's or a plural's placeholders read as "any
 * text". A string that reads the same in English (a brand, "CC BY 4.0", "Radio") is left out: it may
 * read the same in Catalan, Basque or Galician too, so finding it proves nothing.
 */
import { allUiText } from '../../pages/i18n/all-ui-text.ts';

/** Where a function's argument goes (any text) and where a plural's count goes (a number). */
const HOLE = '\u0001';
const COUNT = '\u0002';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every leaf of a catalogue, by its path: strings as they are, functions called with placeholders. */
function leaves(value: unknown, path: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(path, value.replace(/\{\w+\}/g, COUNT));
  else if (typeof value === 'function') {
    const arity = (value as (...a: unknown[]) => string).length;
    const made = (value as (...a: string[]) => unknown)(...Array.from({ length: arity }, () => HOLE));
    if (typeof made === 'string') out.set(path, made);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, `${path}.${k}`, out);
}

/** Whether a piece of text (a whole text node or attribute value, trimmed) is Spanish interface text. */
export function spanishInterfaceText(): (text: string) => boolean {
  const es = new Map<string, string>();
  const en = new Map<string, string>();
  leaves(allUiText.es, '', es);
  leaves(allUiText.en, '', en);
  const exact = new Set<string>();
  const patterns: string[] = [];
  for (const [path, text] of es) {
    if (en.get(path) === text) continue;
    // Too few words of its own ("X de Y", a placeholder alone) says nothing about the language.
    if (text.replace(/[^\p{L}]/gu, '').length < (text.includes(HOLE) ? 5 : 2)) continue;
    if (text.includes(HOLE) || text.includes(COUNT))
      patterns.push(
        text
          .split(HOLE)
          .map((part) => part.split(COUNT).map(escape).join('\\d[\\d.,]*'))
          .join('.+?'),
      );
    else exact.add(text.trim());
  }
  const pattern = new RegExp(`^(?:${patterns.join('|')})$`, 'su');
  return (text) => exact.has(text) || pattern.test(text);
}
