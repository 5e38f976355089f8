import '../../tokens/global.css.ts';
import type { MouseEvent, ReactNode } from 'react';
import { useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './PageShell.css.ts';

export interface PageShellProps {
  skipLinkLabel: string;
  header?: ReactNode;
  /** The section menu (anchor menu or filter bar), between header and content. */
  menu?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  /** Theme class from the tokens (light or dark). */
  themeClassName?: string;
}

/**
 * Moves focus to the main content itself rather than leaving it to the fragment navigation, which
 * some browsers (and embedded frames) do not follow with focus; without JavaScript the link still works.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = event.currentTarget.ownerDocument.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Skip link, header, menu, main and footer in that order. Pages without a layout pass no header or footer. */
export function PageShell({ skipLinkLabel, header, menu, footer, children, themeClassName }: PageShellProps) {
  // The skip link's words are interface text, marked where they are not in the page's language.
  const { text } = useTextLanguage();
  return (
    <div className={themeClassName ? `${themeClassName} ${styles.shell}` : styles.shell}>
      <a className={styles.skipLink} href="#main" onClick={skipToMain} lang={text}>
        {skipLinkLabel}
      </a>
      {header}
      {menu}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
