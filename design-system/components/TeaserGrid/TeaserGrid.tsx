import * as styles from './TeaserGrid.css.ts';
import { Picture, type PictureImage } from '../Picture/Picture.tsx';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

/** One column on a phone, three beside each other on a desktop (TeaserGrid.css.ts). */
const TEASER_SIZES = `${mobileCondition} calc(100vw - 2rem), calc((min(100vw, ${size.content}) - 5rem) / 3)`;

export interface Teaser {
  href: string;
  title: string;
  pretitle?: string;
  /** Dates or other facts, already formatted. */
  meta?: string;
  image?: PictureImage;
}

export interface TeaserGridProps {
  title?: string;
  items: Teaser[];
  headingLevel?: 2 | 3;
}

/** A grid of cards that each link to a page; the whole card is the link's target area. */
export function TeaserGrid({ title, items, headingLevel = 2 }: TeaserGridProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const ItemH = `h${headingLevel + (title ? 1 : 0)}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={styles.root}>
      {title && <H className={styles.title}>{title}</H>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <article className={styles.card}>
              <ItemH className={styles.cardTitle}>
                <a className={styles.link} href={item.href}>
                  {item.title}
                </a>
              </ItemH>
              {item.pretitle && <p className={styles.pretitle}>{item.pretitle}</p>}
              {item.meta && <p className={styles.meta}>{item.meta}</p>}
              {item.image && <Picture image={item.image} sizes={TEASER_SIZES} className={styles.image} frameClassName={styles.frame} />}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
