import type { ReactNode } from 'react';
import { TagList, type TagProps } from '../Tag/Tag.tsx';
import * as styles from './ContentCard.css.ts';

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
  /** The kind as the visitor reads it ("Exposición"), or another short kicker. */
  kicker?: string;
  /** Author, role, channel… */
  subtitle?: string;
  /** Dates, place, episode: already formatted, may hold a <DateRange>. */
  meta?: ReactNode;
  summary?: ReactNode;
  image?: { src: string; alt: string; width?: number; height?: number };
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
}: ContentCardProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const shape = SHAPE[kind] ?? 'landscape';
  // People and organisations without a picture get their initials, never an artwork.
  const initials = (kind === 'person' || kind === 'organization') && typeof title === 'string' ? initialsOf(title) : undefined;
  return (
    <article className={`${styles.card} ${styles.cardLayout[layout]}`} data-kind={kind} data-layout={layout}>
      {image ? (
        <figure className={styles.media}>
          <img
            className={`${styles.image} ${styles.imageShape[shape]}`}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        </figure>
      ) : (
        (layout === 'stacked' || initials) && (
          // Decorative: the card's title says the same. In a grid it keeps the rows aligned.
          <div
            className={`${styles.media} ${styles.image} ${styles.imageShape[shape]} ${styles.placeholder}`}
            aria-hidden="true"
            data-placeholder=""
          >
            {initials}
          </div>
        )
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
