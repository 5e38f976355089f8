import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DocumentsList.css.ts';

export interface DocumentItem {
  name: string;
  href: string;
  /** Format and size as read, e.g. "PDF, 2,4 MB": part of the link's name. */
  meta?: string;
}

export interface DocumentsListProps {
  title?: string;
  items: DocumentItem[];
  headingLevel?: 2 | 3;
}

/** Downloadable documents (PDF); format and size are part of each link's accessible name. */
export function DocumentsList({ title, items, headingLevel = 2 }: DocumentsListProps) {
  if (!items.length) return null;
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={styles.root}>
      {title && <H className={styles.title}>{title}</H>}
      <ul className={styles.list}>
        {items.map((d) => (
          <li key={d.href} className={styles.item}>
            <a className={styles.link} href={d.href} download>
              <Icon name="download" />
              <span className={styles.name}>{d.name}</span>
              {d.meta && <span className={styles.meta}>({d.meta})</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
