/** Text a reader sees in a piece of CMS HTML: tags dropped, entities decoded, blocks kept apart. */
import { Parser } from 'htmlparser2';

/** Elements whose content is never read as text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'svg']);
/** Inline elements: the text around them runs on; every other element ends a word. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipping++;
        else if (!INLINE.has(name)) out.push(' ');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else if (!INLINE.has(name)) out.push(' ');
      },
      ontext(text) {
        if (!skipping) out.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.join('').replace(/\s+/g, ' ').trim();
}
