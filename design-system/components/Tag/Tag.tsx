import * as styles from './Tag.css.ts';

export type TagTone = 'neutral' | 'accent' | 'positive' | 'notice' | 'info' | 'muted';

export interface TagProps {
  label: string;
  tone?: TagTone;
  /** A dot before the label, for states (artwork status). */
  dot?: boolean;
}

/** A short label: category, tag, or a state marker (past, coming soon, out of stock, artwork status). */
export function Tag({ label, tone = 'neutral', dot }: TagProps) {
  return (
    <span className={`${styles.tag} ${styles.tone[tone]}`}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {label}
    </span>
  );
}

export interface TagListProps {
  tags: TagProps[];
  /** Accessible name for the list, e.g. "Categorías". */
  label?: string;
}

export function TagList({ tags, label }: TagListProps) {
  if (!tags.length) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {tags.map((t) => (
        <li key={t.label}>
          <Tag {...t} />
        </li>
      ))}
    </ul>
  );
}

export type ArtworkStatusKind = 'exposed' | 'exposedin' | 'inloan' | 'inrestoration' | 'notexposed';
const STATUS_TONE: Record<ArtworkStatusKind, TagTone> = {
  exposed: 'positive',
  exposedin: 'positive',
  inloan: 'info',
  inrestoration: 'notice',
  notexposed: 'muted',
};

export interface ArtworkStatusProps {
  status: ArtworkStatusKind;
  /** The full text, e.g. "Expuesta en la sala 205" or "En préstamo". */
  label: string;
}

/** Where an artwork is: the five display states, each with its own colour and the same dot. */
export function ArtworkStatus({ status, label }: ArtworkStatusProps) {
  return <Tag {...artworkStatusTag({ status, label })} />;
}

/** The same marker as a tag's props, for lists of tags (a card's badges). */
export const artworkStatusTag = ({ status, label }: ArtworkStatusProps): TagProps => ({ label, tone: STATUS_TONE[status], dot: true });
