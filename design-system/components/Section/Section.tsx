import type { ReactNode } from 'react';
import * as styles from './Section.css.ts';

export interface SectionProps {
  /** Anchor target for the page's anchor menu. */
  id?: string;
  /** Accessible name when the section has no visible heading of its own. */
  label?: string;
  children: ReactNode;
}

/** A band of page content at the site's content width. */
export function Section({ id, label, children }: SectionProps) {
  return (
    <section id={id} className={styles.section} aria-label={label}>
      {children}
    </section>
  );
}
