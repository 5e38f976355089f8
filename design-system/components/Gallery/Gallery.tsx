import * as styles from './Gallery.css.ts';

export interface GalleryItem {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  caption?: string;
  credit?: string;
}

export interface GalleryProps {
  title?: string;
  items: GalleryItem[];
  headingLevel?: 2 | 3;
}

/** Images with their captions and credits. */
export function Gallery({ title, items, headingLevel = 2 }: GalleryProps) {
  const H = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className={styles.root}>
      {title && <H className={styles.title}>{title}</H>}
      <ul className={styles.list}>
        {items.map((item, i) => (
          <li key={`${item.src}-${i}`}>
            <figure className={styles.figure}>
              <img className={styles.image} src={item.src} alt={item.alt} width={item.width} height={item.height} loading="lazy" />
              {(item.caption || item.credit) && (
                <figcaption className={styles.caption}>
                  {item.caption}
                  {item.credit && <small className={styles.credit}>{item.credit}</small>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
