import { ButtonLink, type ButtonLinkAppearance } from '../ButtonLink/ButtonLink.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './Cards.css.ts';
import type { Tone } from './Cards.css.ts';

export type { Tone };

export interface TonedText {
  text: string;
  tone?: Tone;
}

export interface CardItem {
  title?: TonedText;
  icon?: IconName;
  /** Card body as CMS HTML (sanitised by RichText). */
  html: string;
  tone?: Tone;
  action?: { label: string; href: string };
  /** Language of the card when it is an untranslated fallback (e.g. 'es' on an English page). */
  lang?: string;
}

export interface CardsProps {
  pretitle?: TonedText;
  heading?: TonedText;
  subtitle?: TonedText;
  /** grid: wraps into columns; row: one row on desktop; list: stacked. */
  layout?: 'grid' | 'row' | 'list';
  /** Columns on desktop (mobile is always one column). */
  columns?: 1 | 2 | 3 | 4;
  cards: CardItem[];
  action?: { label: string; href: string };
  actionAppearance?: ButtonLinkAppearance;
  /** Level of the section heading; card titles sit one level below. */
  headingLevel?: 2 | 3;
}

/** A title keeps its own colour only on a plain card; on a coloured card it takes the card's foreground. */
const onPlain = (tone?: Tone) => !tone || tone === 'default' || tone === 'white';

export function Cards({
  pretitle,
  heading,
  subtitle,
  layout = 'grid',
  columns = 3,
  cards,
  action,
  actionAppearance = 'primary',
  headingLevel = 2,
}: CardsProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const CardH = `h${headingLevel + (heading ? 1 : 0)}` as 'h2' | 'h3' | 'h4';
  return (
    <div className={styles.root}>
      {(pretitle || heading || subtitle) && (
        <div className={styles.header}>
          {pretitle && <p className={`${styles.pretitle} ${styles.toneText[pretitle.tone ?? 'default']}`}>{pretitle.text}</p>}
          {heading && <H className={`${styles.heading} ${styles.toneText[heading.tone ?? 'default']}`}>{heading.text}</H>}
          {subtitle && (
            <p className={`${styles.subtitle} ${subtitle.tone && subtitle.tone !== 'default' ? styles.toneText[subtitle.tone] : ''}`}>
              {subtitle.text}
            </p>
          )}
        </div>
      )}
      <ul
        className={`${styles.list} ${styles.listLayout[layout]} ${styles.listColumns[columns]}${layout === 'list' && columns === 2 ? ` ${styles.listOfTwo}` : ''}`}
      >
        {cards.map((card, i) => (
          <li key={i} lang={card.lang}>
            <article className={`${styles.card} ${styles.cardTone[card.tone ?? 'default']}`}>
              {card.title && (
                <CardH className={`${styles.cardTitle} ${onPlain(card.tone) && card.title.tone ? styles.toneText[card.title.tone] : ''}`}>
                  {card.icon && <Icon name={card.icon} />}
                  <span>{card.title.text}</span>
                </CardH>
              )}
              <RichText className={styles.cardBody} html={card.html} />
              {card.action && (
                <a className={styles.cardLink} href={card.action.href}>
                  {card.action.label}
                </a>
              )}
            </article>
          </li>
        ))}
      </ul>
      {action && (
        <div className={styles.footer}>
          <ButtonLink href={action.href} label={action.label} appearance={actionAppearance} />
        </div>
      )}
    </div>
  );
}
