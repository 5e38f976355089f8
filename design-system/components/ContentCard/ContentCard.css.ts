import { style, styleVariants } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, radius, space, vars } from '../../tokens/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  height: '100%',
  color: vars.color.text,
});
export const cardLayout = styleVariants({
  stacked: { gridTemplateRows: 'auto' },
  row: {
    gridTemplateColumns: '12rem 1fr',
    columnGap: space.lg,
    alignItems: 'start',
    '@media': { [mobile]: { gridTemplateColumns: '6rem 1fr', columnGap: space.md } },
  },
});
export const media = style({ margin: 0, gridRow: 'span 6' });
export const image = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'cover' });
export const imageShape = styleVariants({
  landscape: { aspectRatio: '3 / 2', borderRadius: radius.sm },
  portrait: { aspectRatio: '3 / 4', borderRadius: radius.sm },
  square: { aspectRatio: '1', borderRadius: radius.sm },
  // A portrait is a face, not a poster: at most 10rem across, whatever the column's width.
  round: { aspectRatio: '1', borderRadius: radius.pill, maxWidth: '10rem' },
});
/** In a result list every row's picture has one shape, whatever the picture's (a tall cover is shown whole inside it). */
export const rowMedia = style({
  aspectRatio: '3 / 2',
  width: '100%',
  borderRadius: radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
});
/** The picture's box in a row fills the row's first column. */
export const rowFrame = style({ height: '100%' });
export const rowImage = styleVariants({
  fill: { height: '100%', objectFit: 'cover' },
  whole: { height: '100%', objectFit: 'contain' },
});
export const body = style({
  display: 'grid',
  gap: space.xxs,
  alignContent: 'start',
  // In a row (result lists) the text keeps its column with or without an image, so results align.
  selectors: { '[data-layout="row"] > &': { gridColumn: '2' } },
});
export const kicker = style({
  margin: 0,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});
export const title = style({ margin: 0, fontSize: font.size.lg, lineHeight: font.lineHeight.tight });
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  // The whole card is the target (the ::after below); the title's own box is also 24 px tall at least
  // (WCAG 2.5.8), which a one-line title at this size is not without this padding (it leaves the line box as it is).
  paddingBlock: '0.125rem',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { textDecoration: 'underline' } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const meta = style({ margin: 0, fontSize: font.size.sm });
export const summary = style({ margin: 0, fontSize: font.size.sm, color: vars.color.textMuted });
export const badges = style({ position: 'relative', zIndex: 1 });
/** A card without a picture: the shape of one, in the raised surface, with initials for people and organisations. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  height: 'auto',
  fontFamily: font.family.display,
  fontSize: font.size.xxl,
  fontWeight: font.weight.bold,
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { fontSize: font.size.xl } },
  // Without initials: fine diagonal hatching, the usual sign of a picture that is not there.
  selectors: {
    '&:empty': { backgroundImage: `repeating-linear-gradient(135deg, transparent 0 11px, ${vars.color.border} 11px 12px)` },
  },
});
