import type { ReactNode } from 'react';
import type { Tone } from '../Cards/Cards.css.ts';
import { toneText } from '../Cards/Cards.css.ts';
import * as styles from './Hero.css.ts';

export interface HeroImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  credit?: string;
}

export interface HeroProps {
  pretitle?: string;
  title: string;
  subtitle?: string;
  /** A line of facts under the title (dates, place), already formatted. */
  meta?: ReactNode;
  image?: HeroImage;
  tone?: Tone;
  /**
   * How the image leads: 'standard' beside the title; 'feature' (exhibitions, activities) larger,
   * and first on a phone; 'artwork' (artworks, podcast covers) first everywhere, whole and uncropped
   * on a mat, at its own proportions.
   */
  treatment?: 'standard' | 'feature' | 'artwork';
  /**
   * People and organisations without a picture: their initials on a disc where the picture would
   * be (decorative: the name is the title), never an artwork in their place.
   */
  initials?: string;
}

/** The top of every page: the page's only h1. */
export function Hero({ pretitle, title, subtitle, meta, image, tone = 'default', treatment = 'standard', initials }: HeroProps) {
  const shown = image ? treatment : 'standard';
  return (
    <div className={styles.hero} data-treatment={shown}>
      <div className={styles.inner[shown]}>
        <div className={styles.text}>
          {pretitle && <p className={`${styles.pretitle} ${toneText[tone]}`}>{pretitle}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {meta && <p className={styles.meta}>{meta}</p>}
        </div>
        {image && (
          <figure className={styles.figure[shown]}>
            <img
              className={styles.image[shown]}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              fetchPriority="high"
            />
            {image.credit && <figcaption className={styles.credit}>{image.credit}</figcaption>}
          </figure>
        )}
        {!image && initials && (
          <div className={styles.monogram} aria-hidden="true" data-placeholder="">
            {initials}
          </div>
        )}
      </div>
    </div>
  );
}
