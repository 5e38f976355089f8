/**
 * What a link says about where it leads when that is not another page here: a new window (Back no
 * longer returns) or a document that is not a web page (a PDF). WCAG 3.2.5 and G201: said in the
 * link's name, so a screen reader announces it and a visitor is not surprised. The words come from
 * the page's interface text (pages/i18n), provided by the page through context; without them (a
 * component shown on its own) links are left as they are.
 */
import { createContext, useContext } from 'react';

export interface LinkNotes {
  /** Said (visually hidden, after an icon) by a link that opens a new window: "abre una ventana nueva". */
  newWindow: string;
  /** The language of these words, where it is not the page's. */
  lang?: string;
}

export const LinkNotesContext = createContext<LinkNotes | null>(null);
export const useLinkNotes = (): LinkNotes | null => useContext(LinkNotesContext);

/** Document types a link may lead to, by the extension of its path: what the link says ("PDF"). */
const DOCUMENT = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|epub|zip|csv)$/i;

/** The type of document an address leads to ("PDF"), or null for a web page. */
export function documentType(href: string | null | undefined): string | null {
  if (!href) return null;
  let path: string;
  try {
    path = new URL(href, 'https://museo.invalid').pathname;
  } catch {
    return null;
  }
  const m = DOCUMENT.exec(path);
  return m ? m[1]!.toUpperCase() : null;
}
