import { sanitizeHtml } from './sanitizeHtml.ts';
import * as styles from './RichText.css.ts';

export interface RichTextProps {
  /** HTML from the CMS. It is sanitised here, so no caller can forget to. */
  html: string;
  /** Set when the text is in another language than the page (an untranslated fallback). */
  lang?: string;
  className?: string;
}

export function RichText({ html, lang, className }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
