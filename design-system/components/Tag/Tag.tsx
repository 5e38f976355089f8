import { langWithin, useTextLanguage } from '../../i18n/text-language.ts';
import * as styles from './Tag.css.ts';

export type TagTone = 'neutral' | 'accent' | 'positive' | 'notice' | 'info' | 'muted';

export interface TagProps {
  label: string;
  tone?: TagTone;
  /** A dot before the label, for states (artwork status). */
  dot?: boolean;
  /** The label's language, where it is not the page's (interface text on a page whose interface is not translated). */
  lang?: string;
}

/** A short label: category, tag, or a state marker (past, coming soon, out of stock, artwork status). */
export function Tag({ label, tone = 'neutral', dot, lang }: TagProps) {
  return (
    <span className={`${styles.tag} ${styles.tone[tone]}`} lang={lang}>
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
  // The list's name is interface text; its tags are content, in the page's language unless they say.
  const { page, text } = useTextLanguage();
  if (!tags.length) return null;
  return (
    <ul className={styles.list} aria-label={label} lang={label ? text : undefined}>
      {tags.map((t) => (
        <li key={t.label}>
          <Tag {...t} lang={t.lang ?? (label ? langWithin(page, text) : undefined)} />
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
