import * as styles from './Quote.css.ts';

export interface QuoteProps {
  quote: string;
  author?: string;
  source?: string;
}

export function Quote({ quote, author, source }: QuoteProps) {
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {(author || source) && (
        <figcaption className={styles.caption}>
          {author}
          {author && source ? ', ' : ''}
          {source && <cite>{source}</cite>}
        </figcaption>
      )}
    </figure>
  );
}
