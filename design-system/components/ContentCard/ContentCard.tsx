import type { ReactNode } from 'react';
import { TagList, type TagProps } from '../Tag/Tag.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './ContentCard.css.ts';
import { Picture, type PictureImage } from '../Picture/Picture.tsx';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

/** The picture's painted width in a result row (the row's first column), a portrait's (10rem, whatever the grid) and a card's by default. */
const ROW_SIZES = `${mobileCondition} 6rem, 12rem`;
const ROUND_SIZES = '10rem';
const CARD_SIZES = `${mobileCondition} calc(100vw - 2rem), calc((min(100vw, ${size.content}) - 4rem) / 3)`;

export type ContentKind =
  | 'exhibition'
  | 'activity'
  | 'artwork'
  | 'publication'
  | 'podcast'
  | 'press_note'
  | 'person'
  | 'organization'
  | 'collection_archive'
  | 'program'
  | 'audio'
  | 'video'
  | 'page';

export interface ContentCardProps {
  kind: ContentKind;
  href: string;
  /** Text, or text with marked words (search results). */
  title: ReactNode;
  /** The title as plain text, where `title` is marked up (a person's initials are read from it). */
  plainTitle?: string;
  /** The kind as the visitor reads it ("Exposición"), or another short kicker. */
  kicker?: string;
  /** Author, role, channel… */
  subtitle?: string;
  /** Dates, place, episode: already formatted, may hold a <DateRange>. */
  meta?: ReactNode;
  summary?: ReactNode;
  image?: PictureImage;
  /**
   * The width the card's picture is painted at, as `sizes` says it: the grid it is in knows
   * (CardGrid gives its columns'); by default a card as wide as the screen's column on a phone and a
   * third of the content's width beside others.
   */
  imageSizes?: string;
  /** Markers: category, past / coming soon, artwork status, out of stock. */
  badges?: TagProps[];
  badgesLabel?: string;
  /** stacked in grids; row in result lists. */
  layout?: 'stacked' | 'row';
  headingLevel?: 2 | 3 | 4;
}

const SHAPE: Partial<Record<ContentKind, 'portrait' | 'square' | 'round'>> = {
  person: 'round',
  organization: 'square',
  publication: 'portrait',
  podcast: 'square',
  audio: 'square',
};

/** The sign of each type where a result has no picture. */
const PLACEHOLDER_ICON: Record<ContentKind, IconName> = {
  exhibition: 'eye',
  activity: 'calendar',
  artwork: 'eye',
  publication: 'book',
  podcast: 'ear',
  press_note: 'transcript',
  person: 'access',
  organization: 'globe',
  collection_archive: 'bookmark',
  program: 'calendar',
  audio: 'ear',
  video: 'eye',
  page: 'arrow',
};

const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'i', 'e', 'of', 'the', 'and', 'da', 'do', 'dos', 'das']);

/** Up to two initials, from the first and last words that are not particles: 'Fundación del Museo' → 'FM'. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-–—]+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()) && /\p{L}/u.test(w));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((w) => w?.match(/\p{L}/u)?.[0] ?? '');
  return letters.join('').toLocaleUpperCase();
}

/**
 * A card that links to a page of the site. The whole card is the link's target area, while the
 * link itself stays the title, so screen readers hear one clear link per card.
 */
export function ContentCard({
  kind,
  href,
  title,
  kicker,
  subtitle,
  meta,
  summary,
  image,
  badges,
  badgesLabel,
  layout = 'stacked',
  headingLevel = 3,
  plainTitle,
  imageSizes,
}: ContentCardProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const shape = SHAPE[kind] ?? 'landscape';
  // People and organisations without a picture get their initials, never an artwork.
  const name = typeof title === 'string' ? title : plainTitle;
  const initials = (kind === 'person' || kind === 'organization') && name ? initialsOf(name) : undefined;
  const row = layout === 'row';
  return (
    <article className={`${styles.card} ${styles.cardLayout[layout]}`} data-kind={kind} data-layout={layout}>
      {image ? (
        <figure className={row ? `${styles.media} ${styles.rowMedia}` : styles.media}>
          <Picture
            image={image}
            sizes={row ? ROW_SIZES : shape === 'round' ? ROUND_SIZES : (imageSizes ?? CARD_SIZES)}
            className={
              row
                ? `${styles.image} ${styles.rowImage[shape === 'landscape' ? 'fill' : 'whole']}`
                : `${styles.image} ${styles.imageShape[shape]}`
            }
            frameClassName={row ? styles.rowFrame : styles.imageShape[shape]}
            fit={row && shape !== 'landscape' ? 'contain' : 'cover'}
          />
        </figure>
      ) : (
        // Decorative: the card's kicker and title say the same. In a grid it keeps the rows aligned; in a
        // result list every row has the same shape, with the sign of its type where a picture would be.
        <div
          className={`${styles.media} ${row ? styles.rowMedia : `${styles.image} ${styles.imageShape[shape]}`} ${styles.placeholder}`}
          aria-hidden="true"
          data-placeholder={row ? kind : ''}
        >
          {initials ?? (row ? <Icon name={PLACEHOLDER_ICON[kind]} size={32} /> : null)}
        </div>
      )}
      <div className={styles.body}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <H className={styles.title}>
          <a className={styles.link} href={href}>
            {title}
          </a>
        </H>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {meta && <p className={styles.meta}>{meta}</p>}
        {summary && <p className={styles.summary}>{summary}</p>}
        {badges && badges.length > 0 && (
          <div className={styles.badges}>
            <TagList tags={badges} label={badgesLabel} />
          </div>
        )}
      </div>
    </article>
  );
}
