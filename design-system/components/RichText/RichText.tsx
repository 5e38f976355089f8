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

export function RichText({ html, lang, className }: RichTextProps) {
  return <div className={className ? `${styles.root} ${className}` : styles.root} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
