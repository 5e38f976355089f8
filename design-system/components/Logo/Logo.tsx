import * as styles from './Logo.css.ts';

export interface LogoProps {
  /** The wordmark: the museum's short name, set in capitals. */
  shortName: string;
  /**
   * The museum's full name. Given, the logo is an image with that name (footer, standalone); left
   * out, it is decoration inside a link that carries the name (header).
   */
  name?: string;
  /** The language of `name`, where it is not the surrounding text's. */
  nameLang?: string;
  size?: 'header' | 'footer';
}

/**
 * The museum's mark and wordmark: a solid square (the text colour, so it turns over with the theme)
 * with the red bar of the collection's first room and a round opening onto the page, then the
 * short name in Archivo at its heaviest. Vector only, no image of text: it scales, follows forced
 * colours and has the same shape in both themes. Where the header has no room (phones under
 * 400 px, desktops under 1200 px), the box narrows to a square and the drawing, sliced from the left, shows the mark alone.
 */
export function Logo({ shortName, name, nameLang, size = 'header' }: LogoProps) {
  const a11y = name ? { role: 'img', 'aria-label': name, lang: nameLang } : { 'aria-hidden': true as const };
  return (
    <svg className={styles.logo[size]} viewBox="0 0 176 40" preserveAspectRatio="xMinYMid slice" {...a11y} focusable="false">
      <Mark />
      <text className={styles.wordmark} x="52" y="31" textLength="122" lengthAdjust="spacing">
        {shortName.toUpperCase()}
      </text>
    </svg>
  );
}

/** A 40-unit square with a round opening (r 6.5 at 27.5, 24) through which the page shows. */
export const SQUARE_WITH_OPENING = 'M0 0H40V40H0Z M21 24a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0Z';

/** The square alone (40 × 40 units): the favicon draws the same shape (app/static/favicon.svg). */
export function Mark() {
  return (
    <g>
      <path d={SQUARE_WITH_OPENING} fill="currentColor" fillRule="evenodd" />
      <rect x="7" y="7" width="9" height="26" className={styles.bar} />
    </g>
  );
}
