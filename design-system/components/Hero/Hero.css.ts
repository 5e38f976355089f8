import { style, styleVariants } from '@vanilla-extract/css';
import { desktop, mobile } from '../../tokens/breakpoints.ts';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const hero = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
const innerBase = style({
  maxWidth: size.content,
  margin: '0 auto',
  padding: `${space.xxl} ${space.md}`,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.xl,
  alignItems: 'center',
  '@media': { [mobile]: { gridTemplateColumns: '1fr', padding: `${space.xl} ${space.md}` } },
});
/** On the 12-column grid at 1280 px: 6 + 6, the feature image 7 of 12, the artwork 7 of 12 on the left. */
export const inner = styleVariants({
  standard: [innerBase],
  feature: [innerBase, { '@media': { [desktop]: { gridTemplateColumns: '5fr 7fr' } } }],
  artwork: [innerBase, { '@media': { [desktop]: { gridTemplateColumns: '7fr 5fr' } } }],
});
export const text = style({ display: 'grid', gap: space.sm });
/**
 * The title's group: the h1 first in reading order, so a visitor moving by headings meets the
 * pretitle (an artwork's artist) right after it; shown above it, as a kicker.
 */
export const heading = style({ display: 'grid', gap: space.sm, margin: 0 });
export const pretitle = style({
  order: -1,
  margin: 0,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: font.size.sm,
});
export const title = style({ margin: 0, fontSize: font.size.display, overflowWrap: 'anywhere', hyphens: 'auto' });
export const subtitle = style({ margin: 0, fontSize: font.size.lg, color: vars.color.textMuted });
export const meta = style({ margin: 0, fontSize: font.size.md, fontWeight: font.weight.medium });
const figureBase = style({ margin: 0 });
/** The artwork's mat: the picture's largest height on it, and the mat's margin around the picture. */
// In rem, not vh: a height that follows the viewport's moves the page when the viewport changes (browser bars, resizes).
const artworkHeight = { desktop: '34rem', mobile: '22rem' } as const;
const matPadding = `clamp(${space.md}, 4vw, ${space.xxl})`;
export const figure = styleVariants({
  standard: [figureBase],
  feature: [figureBase, { '@media': { [mobile]: { order: -1, marginInline: `calc(-1 * ${space.md})` } } }],
  // The work whole, on a mat of the wall's tone: a painting is never cropped to fit a layout.
  artwork: [
    figureBase,
    {
      order: -1,
      display: 'grid',
      placeItems: 'center',
      // The mat's height is fixed by the screen, not by the picture: nothing below moves when the
      // picture arrives (a picture sized by its own dimensions is 0 px tall until it loads: CLS 0.4).
      gridTemplateRows: 'minmax(0, 1fr) auto',
      height: `calc(${artworkHeight.desktop} + 2 * ${matPadding})`,
      padding: matPadding,
      background: vars.color.surfaceRaised,
      '@media': { [mobile]: { height: `calc(${artworkHeight.mobile} + 2 * ${matPadding})` } },
    },
  ],
});
/** The picture's box: as wide as the figure; on the mat, as large as the mat's inside. */
export const frame = styleVariants({
  standard: {},
  feature: {},
  artwork: { width: '100%', height: '100%' },
});
const imageBase = style({ display: 'block', width: '100%', height: 'auto' });
export const image = styleVariants({
  standard: [imageBase, { aspectRatio: '3 / 2', objectFit: 'cover' }],
  feature: [imageBase, { aspectRatio: '3 / 2', objectFit: 'cover' }],
  artwork: [
    imageBase,
    {
      // The box fills the mat from the first paint (an explicit size: nothing shifts when the picture
      // arrives) and the picture fits inside it whole; the shadow follows the picture, not the box.
      width: '100%',
      height: '100%',
      objectFit: 'contain',
      filter: 'drop-shadow(0 1px 1px rgba(0,0,0,0.2)) drop-shadow(0 10px 20px rgba(0,0,0,0.16))',
    },
  ],
});
export const credit = style({ fontSize: font.size.xs, color: vars.color.textMuted, marginTop: space.xxs });
export const imageAction = style({ marginTop: space.xs });

/** Initials on a disc in the picture's place (people, organisations): the cards' placeholder, at the hero's scale. */
export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  justifySelf: 'center',
  width: '16rem',
  aspectRatio: '1',
  borderRadius: '50%',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: font.family.display,
  fontSize: font.size.display,
  fontWeight: font.weight.bold,
  letterSpacing: '0.04em',
  '@media': { [mobile]: { order: -1, justifySelf: 'start', width: '6rem', fontSize: font.size.xl } },
});

/** The download link under the picture's credit, on a line of its own. */
export const download = style({
  display: 'flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: space.xxs,
  marginTop: space.xs,
  minHeight: '24px',
  fontWeight: font.weight.bold,
  color: vars.color.link,
});
/** The link to the work's IIIF manifest, under the download, as the download is. */
export const iiif = style([download]);
/** A work without a picture: a mat with the reason in words, where the picture would be. */
export const missing = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  padding: space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  '@media': { [mobile]: { order: -1, aspectRatio: 'auto', padding: space.lg } },
});
export const missingText = style({ margin: 0, maxWidth: '28ch', textAlign: 'center', color: vars.color.text, fontSize: font.size.lg });
export const actions = style({ marginTop: space.md });
