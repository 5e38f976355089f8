import '../../tokens/global.css.ts';
import type { ReactNode } from 'react';
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

/** Skip link, header, menu, main and footer in that order. Pages without a layout pass no header or footer. */
export function PageShell({ skipLinkLabel, header, menu, footer, children, themeClassName }: PageShellProps) {
  return (
    <div className={themeClassName ? `${themeClassName} ${styles.shell}` : styles.shell}>
      <a className={styles.skipLink} href="#main">{skipLinkLabel}</a>
      {header}
      {menu}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
