/**
 * Spanish interface text a page leaves under another language's tag: what a Catalan, Basque or
 * Galician voice would read with the wrong pronunciation (WCAG 3.1.2). Reads a page's HTML, follows
 * each element's language (its nearest `lang`), and returns every text, and every name an attribute
 * gives (aria-label, title, alt, placeholder), that is Spanish interface text (./interface-text.ts)
 * and takes its language from `<html>`, the page's, unmarked. Text inside an element that declares
 * its own language is what the page says it is (a Catalan menu inside a Spanish-labelled `nav`), and
 * a word spelt the same in the page's language (`SAME_WORD`) is read right either way.
 */
import { Parser } from 'htmlparser2';
import { spanishInterfaceText } from './interface-text.ts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const NAMING = ['aria-label', 'title', 'alt', 'placeholder'];
const isSpanish = spanishInterfaceText();

/** Interface words spelt the same in Catalan, Basque or Galician: a voice of that language reads them right. */
export const SAME_WORD: Record<string, ReadonlySet<string>> = {
  ca: new Set(['Biblioteca']),
  eu: new Set([]),
  gl: new Set(['Biblioteca', 'Destacados', 'Educación', 'Exposición', 'Horario']),
};

export function untaggedSpanish(html: string): string[] {
  const found: string[] = [];
  const stack: { name: string; lang: string | undefined }[] = [];
  const declared = () => stack.findLast((e) => e.lang !== undefined);
  const lang = () => declared()?.lang;
  /** Whether text here is in the page's language only because nothing says otherwise. */
  const unmarked = () => {
    const d = declared();
    return d?.name === 'html' && d.lang !== 'es';
  };
  const spanish = (t: string) => isSpanish(t) && !SAME_WORD[stack[0]?.lang ?? '']?.has(t);
  let text = '';
  const flush = () => {
    const t = text.replace(/\s+/g, ' ').trim();
    text = '';
    const inside = stack.at(-1)?.name;
    if (t && inside !== 'script' && inside !== 'style' && inside !== 'title' && unmarked() && spanish(t))
      found.push(`<${inside}> "${t}" (lang ${lang()})`);
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        flush();
        stack.push({ name, lang: attrs.lang });
        if (unmarked())
          for (const a of NAMING) {
            const v = attrs[a]?.trim();
            if (v && spanish(v)) found.push(`<${name} ${a}="${v}"> (lang ${lang()})`);
          }
        if (VOID.has(name)) stack.pop();
      },
      ontext(t) {
        text += t;
      },
      onclosetag(name) {
        flush();
        if (!VOID.has(name)) stack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
