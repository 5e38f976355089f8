import { useLinkNotes } from '../../i18n/link-notes.ts';
import { newWindowMark } from '../../tokens/link-note.css.ts';
import { visuallyHidden } from '../../tokens/visually-hidden.css.ts';
import { addLinkNotes } from './link-notes-html.ts';
import * as styles from './RichText.css.ts';

export interface RichTextProps {
  /**
   * Sanitised HTML: the build sanitises every CMS HTML field once (pages/content/html-fields.ts),
   * /preview does in the browser; anything else passes its HTML through `sanitizeHtml` first.
   */
  html: string;
  /** Set when the text is in another language than the page (an untranslated fallback). */
  lang?: string;
  className?: string;
}

/** CMS HTML; its links to documents and new windows say so (design-system/i18n/link-notes.ts) where the page gives the words. */
export function RichText({ html, lang, className }: RichTextProps) {
  const notes = useLinkNotes();
  const shown = notes ? addLinkNotes(html, notes, { newWindow: newWindowMark, hidden: visuallyHidden }) : html;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} lang={lang} dangerouslySetInnerHTML={{ __html: shown }} />
  );
}
