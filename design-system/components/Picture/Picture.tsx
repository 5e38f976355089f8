import * as styles from './Picture.css.ts';

/** The files a picture is served as, when there is more than its master (made by the build, or an IIIF image service's sizes). */
export interface PictureSources {
  /** `srcset` in WebP, each file with its width (`… 640w, … 960w`). */
  webp?: string;
  /** `srcset` in JPEG: for browsers without WebP, or the only format an image service gives. */
  jpeg?: string;
  /** A tiny preview of the picture as a `data:` address (a few hundred bytes), shown blurred while it loads. */
  placeholder?: string;
}

export interface PictureImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  sources?: PictureSources;
}

export interface PictureProps {
  image: PictureImage;
  /** The width the layout paints the picture at, as the `sizes` attribute says it (`(max-width: 1023px) 100vw, 40rem`). */
  sizes: string;
  /** The component's class for the picture (its shape, fit and size). */
  className?: string;
  /** The component's class for the box around it (where the layout places the picture). */
  frameClassName?: string;
  /** How the picture fills its box, so the placeholder covers what the picture will: 'cover' (default) or 'contain'. */
  fit?: 'cover' | 'contain';
  /** 'eager' for a picture on the first screen; lazy below it. */
  loading?: 'eager' | 'lazy';
  /** 'high' on the one picture that is the page's largest paint. */
  fetchPriority?: 'high';
}

/**
 * A picture as the screen needs it: the browser picks the smallest file that fills the width the
 * layout paints (`srcset` and `sizes`), WebP where it can and JPEG where not, with its width and
 * height so nothing moves when it arrives, and a blurred preview of a few hundred bytes under it until
 * then. The preview is a decorative drawing holding the tiny picture: not a style (the site's policy
 * allows no inline style), nor an <img> (a picture's one <img> is the picture itself).
 */
export function Picture({ image, sizes, className, frameClassName, fit = 'cover', loading = 'lazy', fetchPriority }: PictureProps) {
  const { webp, jpeg, placeholder } = image.sources ?? {};
  const img = (
    <img
      className={`${styles.image} ${className ?? ''}`}
      src={image.src}
      srcSet={jpeg}
      sizes={jpeg ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={fetchPriority}
      decoding={fetchPriority ? undefined : 'async'}
    />
  );
  return (
    <span className={`${styles.frame} ${styles.frameFit[fit]} ${frameClassName ?? ''}`}>
      {placeholder && (
        // The picture's proportions, so the preview lies where the picture will: over the whole box
        // (slice) for a covering picture, exactly where it is (meet) for one shown whole.
        <svg
          className={`${styles.placeholder} ${styles.fit[fit]}`}
          viewBox={`0 0 ${image.width ?? 16} ${image.height ?? 16}`}
          preserveAspectRatio={fit === 'contain' ? 'xMidYMid meet' : 'xMidYMid slice'}
          aria-hidden="true"
          focusable="false"
        >
          <image href={placeholder} width={image.width ?? 16} height={image.height ?? 16} preserveAspectRatio="none" />
        </svg>
      )}
      {webp ? (
        <picture className={styles.picture}>
          <source type="image/webp" srcSet={webp} sizes={sizes} />
          {img}
        </picture>
      ) : (
        img
      )}
    </span>
  );
}
