import type { ReactNode } from 'react';
import * as styles from './Section.css.ts';

export interface SectionProps {
  /** Anchor target for the page's anchor menu. */
  id?: string;
  /** Accessible name when the section has no visible heading of its own. */
  label?: string;
  /** A heading band that introduces the band after it: no space below, so the heading stays with what it names. */
  leadsInto?: boolean;
  children: ReactNode;
}

/** A band of page content at the site's content width. */
export function Section({ id, label, leadsInto, children }: SectionProps) {
  return (
    <section id={id} className={leadsInto ? styles.leading : styles.section} aria-label={label}>
      {children}
    </section>
  );
}
