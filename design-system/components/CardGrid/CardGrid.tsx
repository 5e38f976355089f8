import { ContentCard, type ContentCardProps } from '../ContentCard/ContentCard.tsx';
import * as styles from './CardGrid.css.ts';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

/** A card's picture: the column's width on a phone; on a desktop, the content's width (less its padding) shared by the columns and their gaps (CardGrid.css.ts). */
const cardSizes = (columns: number) =>
  `${mobileCondition} calc(100vw - 2rem), calc((min(100vw, ${size.content}) - 2rem - ${columns - 1} * 2rem) / ${columns})`;

export interface CardGridProps {
  title?: string;
  /** id of the heading, for an anchor menu entry. */
  titleId?: string;
  items: ContentCardProps[];
  columns?: 1 | 2 | 3 | 4;
  headingLevel?: 2 | 3;
}

/** Related items, featured content or a listing: cards in a responsive grid. */
export function CardGrid({ title, titleId, items, columns = 3, headingLevel = 2 }: CardGridProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const itemLevel = (title ? headingLevel + 1 : headingLevel) as 2 | 3 | 4;
  return (
    <div className={styles.root}>
      {title && (
        <H id={titleId} className={styles.title}>
          {title}
        </H>
      )}
      <ul className={`${styles.list} ${styles.columns[columns]}`}>
        {items.map((item) => (
          <li key={item.href}>
            <ContentCard imageSizes={cardSizes(columns)} {...item} headingLevel={itemLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
