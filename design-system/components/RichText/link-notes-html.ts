/**
 * Sanitised HTML's links made to say where they lead (design-system/i18n/link-notes.ts): a link to a
 * document gets its type in its text, "(PDF)", unless its text already names it; a link that opens a
 * new window gets an icon and, for assistive technology, the words "abre una ventana nueva". Works on
 * the sanitiser's output (both sanitisers write every attribute quoted, and links never nest), so a
 * string pass is enough: no parser in the page's first load.
 */
import { escapeHtml } from '../../html/escape-html.ts';
import { documentType, type LinkNotes } from '../../i18n/link-notes.ts';

const LINK = /<a\b([^>]*)>([\s\S]*?)<\/a>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;
const decode = (s: string) => s.replace(/&amp;/g, '&');

export interface LinkNoteClasses {
  /** The visible mark of a new window (an icon drawn by CSS). */
  newWindow: string;
  /** Text for assistive technology only. */
  hidden: string;
}

export function addLinkNotes(html: string, notes: LinkNotes, classes: LinkNoteClasses): string {
  if (!html.includes('<a')) return html;
  const lang = notes.lang ? ` lang="${notes.lang}"` : '';
  return html.replace(LINK, (whole, attrs: string, inner: string) => {
    const type = documentType(decode(attr(attrs, 'href') ?? ''));
    const opensWindow = attr(attrs, 'target') === '_blank';
    if (!type && !opensWindow) return whole;
    const said = inner.replace(/<[^>]*>/g, '');
    let added = '';
    if (type && !new RegExp(`\\b${type}\\b`, 'i').test(said)) added += ` (${escapeHtml(type)})`;
    if (opensWindow)
      added += `<span class="${classes.newWindow}" aria-hidden="true"></span><span class="${classes.hidden}"${lang}> (${escapeHtml(notes.newWindow)})</span>`;
    return added ? `<a${attrs}>${inner}${added}</a>` : whole;
  });
}
