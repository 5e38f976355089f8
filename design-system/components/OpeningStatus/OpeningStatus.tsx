import { useId } from 'react';
import * as styles from './OpeningStatus.css.ts';
import { useTextLanguage } from '../../i18n/text-language.ts';

export type OpeningTone = 'open' | 'closing-soon' | 'closed';

export interface OpeningStatusItem {
  /** The building (left out where the page is the building's own). */
  name?: string;
  /** Its page, where it has one. */
  href?: string;
  tone: OpeningTone;
  /** The status in words: 'Abierto hoy de 10:00 a 21:00', 'Cerrado hoy (martes) · Abre mañana a las 10:00'. */
  text: string;
}

export interface OpeningStatusProps {
  /** A heading for the list ('Hoy en el museo'); left out inside a page's details. */
  title?: string;
  items: readonly OpeningStatusItem[];
}

/**
 * Whether the museum, or each of its buildings, is open now: the words say it all (open, closing
 * soon, closed, and when it opens next); the coloured dot beside them is decoration.
 */
export function OpeningStatus({ title, items }: OpeningStatusProps) {
  const id = useId();
  // The title and the states are interface text; the buildings' names are content.
  const { text } = useTextLanguage();
  const list = (
    <ul className={styles.list}>
      {items.map((item, i) => (
        <li key={item.name ?? i} className={styles.item}>
          <span className={styles.dot[item.tone]} aria-hidden="true" />
          <span>
            {item.name &&
              (item.href ? (
                <a className={styles.name} href={item.href}>
                  {item.name}
                </a>
              ) : (
                <strong className={styles.name}>{item.name}</strong>
              ))}
            {item.name && ': '}
            <span data-opening={item.tone} lang={text}>
              {item.text}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.title} lang={text}>
        {title}
      </h2>
      {list}
    </section>
  );
}
