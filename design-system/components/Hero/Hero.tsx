import { Icon } from '../Icon/Icon.tsx';
import type { ReactNode } from 'react';
import type { Tone } from '../Cards/Cards.css.ts';
import { toneText } from '../Cards/Cards.css.ts';
import * as styles from './Hero.css.ts';
import { Picture, type PictureImage } from '../Picture/Picture.tsx';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

const PHONE = `${mobileCondition}`;
/** The content's width at most, less its padding on each side. */
const COLUMN = `calc(min(100vw, ${size.content}) - 2rem)`;
/** The mat's margin on each side (Hero.css.ts matPadding). */
const MAT = 'clamp(1rem, 4vw, 3rem)';

/**
 * The width each treatment paints its picture at (Hero.css.ts): beside the title, half the column;
 * a feature, 7 of 12 (the screen's width on a phone); an artwork, whole inside its mat, so no wider
 * than the mat's height at the picture's proportions, less what its caption (credit, download, the
 * manifest's link, the viewer's button) takes of it.
 */
function heroSizes(treatment: 'standard' | 'feature' | 'artwork', image: HeroImage, captioned: boolean): string {
  if (treatment === 'standard') return `${PHONE} calc(100vw - 2rem), calc((${COLUMN} - 2rem) / 2)`;
  if (treatment === 'feature') return `${PHONE} 100vw, calc((${COLUMN} - 2rem) * 7 / 12)`;
  const ratio = image.width && image.height ? image.width / image.height : 1;
  // The caption's lines take from the picture's height: the manifest's link one more (2rem).
  const link = image.iiif ? 2 : 0;
  const [phone, desktop] = captioned ? [14 - link, 27.5 - link] : [22, 34];
  return (
    `${PHONE} min(calc(100vw - 2rem - 2 * ${MAT}), ${(phone * ratio).toFixed(2)}rem), ` +
    `min(calc((${COLUMN} - 2rem) * 7 / 12 - 2 * ${MAT}), ${(desktop * ratio).toFixed(2)}rem)`
  );
}

export interface HeroImage extends PictureImage {
  credit?: string;
  /** The terms it may be reused under, in words ('CC BY 4.0', 'Todos los derechos reservados'), linked to them when public. */
  license?: { label: string; href?: string };
  /** A link to download it, given only when its licence allows it. */
  download?: { label: string; href: string };
  /**
   * Its work's IIIF manifest, for a researcher's viewer: `href` follows the IIIF drag-and-drop
   * convention (the manifest's address with `?manifest=` and its address again), so the link can be
   * dragged into Mirador or Universal Viewer, or followed to read it.
   */
  iiif?: { label: string; href: string };
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
  /**
   * A work shown without a picture: why, in words, in the picture's place (rights not cleared, in
   * restoration, not photographed yet), rather than an empty frame.
   */
  missingImage?: string;
  /** Controls under the facts (an artwork's 'Save to my visit'). */
  actions?: ReactNode;
  /** A control under the picture (an artwork's "Ampliar la imagen", ImageViewer). */
  imageAction?: ReactNode;
}

/** The top of every page: the page's only h1. */
export function Hero({
  pretitle,
  title,
  subtitle,
  meta,
  image,
  tone = 'default',
  treatment = 'standard',
  initials,
  missingImage,
  actions,
  imageAction,
}: HeroProps) {
  const shown = image ? treatment : 'standard';
  return (
    <div className={styles.hero} data-treatment={shown}>
      <div className={styles.inner[shown]}>
        <div className={styles.text}>
          {pretitle ? (
            <hgroup className={styles.heading}>
              <h1 className={styles.title}>{title}</h1>
              <p className={`${styles.pretitle} ${toneText[tone]}`}>{pretitle}</p>
            </hgroup>
          ) : (
            <h1 className={styles.title}>{title}</h1>
          )}
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {meta && <p className={styles.meta}>{meta}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && (
          <figure className={styles.figure[shown]}>
            <Picture
              image={image}
              sizes={heroSizes(shown, image, Boolean(image.credit || image.license || image.download || image.iiif || imageAction))}
              className={styles.image[shown]}
              frameClassName={styles.frame[shown]}
              fit={shown === 'artwork' ? 'contain' : 'cover'}
              loading="eager"
              fetchPriority="high"
            />
            {(image.credit || image.license || image.download || image.iiif || imageAction) && (
              <figcaption className={styles.credit}>
                {[
                  image.credit && <span key="credit">{image.credit}</span>,
                  image.license &&
                    (image.license.href ? (
                      <a key="license" href={image.license.href} rel="license">
                        {image.license.label}
                      </a>
                    ) : (
                      <span key="license">{image.license.label}</span>
                    )),
                ]
                  .filter(Boolean)
                  .flatMap((part, i) => (i ? [' · ', part] : [part]))}
                {image.download && (
                  <a className={styles.download} href={image.download.href} download>
                    <Icon name="download" size={18} />
                    {image.download.label}
                  </a>
                )}
                {image.iiif && (
                  <a className={styles.iiif} href={image.iiif.href} type="application/ld+json">
                    {image.iiif.label}
                  </a>
                )}
                {/* In the caption: a figure's caption is its first or last child. */}
                {imageAction && <div className={styles.imageAction}>{imageAction}</div>}
              </figcaption>
            )}
          </figure>
        )}
        {!image && missingImage && (
          <div className={styles.missing} data-placeholder="">
            <p className={styles.missingText}>{missingImage}</p>
          </div>
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
