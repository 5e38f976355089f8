import type { ReactNode } from 'react';
import { useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './DetailsList.css.ts';

export interface DetailsItem {
  term: string;
  description: ReactNode;
}

export interface DetailsListProps {
  title?: string;
  items: DetailsItem[];
  headingLevel?: 2 | 3;
}

/** Label/value facts: exhibition details, an artwork's technical sheet. Empty values are the caller's to drop. */
export function DetailsList({ title, items, headingLevel = 2 }: DetailsListProps) {
  // The terms are interface text ("Fechas"), marked where it is not in the page's language.
  const { text } = useTextLanguage();
  if (!items.length) return null;
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={styles.root}>
      {title && <H className={styles.title}>{title}</H>}
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.term} className={styles.pair}>
            <dt className={styles.term} lang={text}>
              {item.term}
            </dt>
            <dd className={styles.description}>{item.description}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
