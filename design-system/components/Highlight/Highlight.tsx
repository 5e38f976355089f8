import * as styles from './Highlight.css.ts';

export interface HighlightPiece {
  text: string;
  /** A word the visitor searched for. */
  match?: boolean;
}

export interface HighlightProps {
  pieces: readonly HighlightPiece[];
}

/** Text with the searched words marked (<mark>, which screen readers can announce as highlighted). */
export function Highlight({ pieces }: HighlightProps) {
  return (
    <>
      {pieces.map((p, i) =>
        p.match ? (
          <mark key={i} className={styles.mark}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
