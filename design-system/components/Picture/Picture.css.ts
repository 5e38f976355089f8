import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The picture's box: the preview lies under the picture, inside it; a raised surface shows until either arrives. */
export const frame = style({ position: 'relative', display: 'block', overflow: 'hidden', background: vars.color.surfaceRaised });
/** No box of its own: the picture is laid out as its <img>. */
export const picture = style({ display: 'contents' });
/** Above the preview (a positioned element paints over an unpositioned one); a block, so no line's descent shows the preview below it. */
export const image = style({ position: 'relative', display: 'block' });
/** The tiny preview, stretched over the box (its smoothing blurs it). */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  '@media': { '(forced-colors: active)': { display: 'none' } },
});
/**
 * Cover: blurred further, its edges bleeding past the box, which clips them. Contain: exactly where the
 * picture will be and no larger (a blur would show as a halo around it), and the box does not clip
 * (the picture's shadow falls outside it).
 */
export const fit = styleVariants({
  cover: { filter: 'blur(0.75rem)', transform: 'scale(1.15)' },
  contain: {},
});
export const frameFit = styleVariants({ cover: {}, contain: { overflow: 'visible' } });
