import { useState, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { ImageViewer } from '../ImageViewer/ImageViewer.tsx';
import type { ImageViewerLabels } from '../ImageViewer/image-viewer-types.ts';
import * as styles from './Gallery.css.ts';
import { Picture, type PictureImage } from '../Picture/Picture.tsx';
import { mobileCondition } from '../../tokens/breakpoints.ts';
import { size } from '../../tokens/theme.css.ts';

/** One picture across on a phone; three in a row, or one of at most 56rem in a carousel, on a desktop (Gallery.css.ts). */
const PHONE = `${mobileCondition} calc(100vw - 2rem)`;
const GRID_SIZES = `${PHONE}, calc((min(100vw, ${size.content}) - 5rem) / 3)`;
const CAROUSEL_SIZES = `${PHONE}, min(56rem, calc(min(100vw, ${size.content}) - 2rem))`;

export interface GalleryItem extends PictureImage {
  /** What the image viewer zooms: the picture's master (`src` is a size for the page), or its IIIF `info.json`. */
  zoomSource?: { src: string; iiifInfo?: string };
  caption?: string;
  credit?: string;
  /**
   * A link to download the picture, given only when its licence allows it. `label` is what the link
   * says ('Descargar la imagen (SVG)'); its accessible name adds the picture's caption, so several
   * downloads in one gallery are told apart.
   */
  download?: { label: string; href: string };
  /** The licence in words, shown in the image viewer with the credit. */
  license?: string;
}

export interface CarouselLabels {
  /** Accessible name of the carousel region. */
  label: string;
  previous: string;
  next: string;
  /** "Imagen 2 de 5". */
  position: (index: number, total: number) => string;
}

export interface GalleryProps {
  title?: string;
  items: GalleryItem[];
  headingLevel?: 2 | 3;
  /** With labels, the gallery is a carousel (one image at a time, arrow keys and buttons); without, a grid. */
  carousel?: CarouselLabels;
  /** With labels, each picture has a button that opens it full-screen to zoom (ImageViewer); `title` names a picture without a caption (its text alternative does when there is no title). */
  zoom?: { labels: ImageViewerLabels; title?: string };
}

type Zoom = GalleryProps['zoom'];

function Figure({ item, eager, zoom, sizes }: { item: GalleryItem; eager?: boolean; zoom?: Zoom; sizes: string }) {
  return (
    <figure className={styles.figure}>
      <Picture image={item} sizes={sizes} className={styles.image} frameClassName={styles.frame} loading={eager ? 'eager' : 'lazy'} />
      {(item.caption || item.credit || item.download || zoom) && (
        <figcaption className={styles.caption}>
          {item.caption}
          {item.credit && <small className={styles.credit}>{item.credit}</small>}
          {item.download && (
            <a
              className={styles.download}
              href={item.download.href}
              download
              aria-label={`${item.download.label}: ${item.caption || item.alt}`}
            >
              <Icon name="download" size={18} />
              {item.download.label}
            </a>
          )}
          {/* In the caption: a figure's caption is its first or last child. */}
          {zoom && (
            <ImageViewer
              image={{ src: item.zoomSource?.src ?? item.src, alt: item.alt }}
              iiifInfo={item.zoomSource?.iiifInfo}
              title={item.caption || zoom.title || item.alt || zoom.labels.open}
              credit={item.credit}
              license={item.license}
              labels={zoom.labels}
              which={item.caption || item.alt}
            />
          )}
        </figcaption>
      )}
    </figure>
  );
}

function Carousel({ items, labels, zoom }: { items: GalleryItem[]; labels: CarouselLabels; zoom?: Zoom }) {
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((i) => (i + delta + items.length) % items.length);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };
  const current = items[index]!;
  return (
    // Arrow keys pressed on the carousel's own buttons bubble here; the region itself takes no focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className={styles.carousel} aria-label={labels.label} onKeyDown={onKeyDown}>
      <Figure item={current} eager zoom={zoom} sizes={CAROUSEL_SIZES} />
      <div className={styles.controls}>
        {/* The button carries its name; the arrow is decoration (a name only on an inner svg is lost on older assistive technology). */}
        <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={labels.previous}>
          <Icon name="arrow" className={styles.back} />
        </button>
        <p className={styles.position} aria-live="polite">
          {labels.position(index + 1, items.length)}
        </p>
        <button type="button" className={styles.control} onClick={() => go(1)} aria-label={labels.next}>
          <Icon name="arrow" />
        </button>
      </div>
    </section>
  );
}

/** Images with their captions and credits, as a grid or a carousel. */
export function Gallery({ title, items, headingLevel = 2, carousel, zoom }: GalleryProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={styles.root}>
      {title && <H className={styles.title}>{title}</H>}
      {carousel && items.length > 1 ? (
        <Carousel items={items} labels={carousel} zoom={zoom} />
      ) : (
        <ul className={styles.list}>
          {items.map((item, i) => (
            <li key={`${item.src}-${i}`}>
              <Figure item={item} zoom={zoom} sizes={GRID_SIZES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
