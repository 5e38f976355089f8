import { style } from '@vanilla-extract/css';
import { desktop } from '../../design-system/tokens/breakpoints.ts';
import { font, space } from '../../design-system/tokens/theme.css.ts';

export const heading = style({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl });

/** A section in the facts column beside the opening text: its heading a step smaller, its content stacked. */
export const beside = style({ display: 'grid', gap: space.md, alignContent: 'start' });
export const besideHeading = style({ margin: 0, fontSize: font.size.xxl, '@media': { [desktop]: { fontSize: font.size.xl } } });

/** A wrapper that takes no box, so the sticky bar inside stays sticky. */
export const contents = style({ display: 'contents' });

/** The anchor menu while the listing's filter bar stands in its place: kept in the flow (no jump), unseen and unreachable. */
export const contentsHidden = style({ display: 'contents', visibility: 'hidden' });

/**
 * The opening text and its facts on the 12-column grid of a desktop: the text on 7 columns (a
 * comfortable measure), the facts on the last 4, not sticky (they may be taller than the screen).
 * One column on phones, the text first.
 */
export const split = style({
  display: 'grid',
  gap: space.xl,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', columnGap: space.lg, alignItems: 'start' } },
});
export const splitMain = style({
  display: 'grid',
  gap: space.lg,
  alignContent: 'start',
  '@media': { [desktop]: { gridColumn: '1 / span 7' } },
});
export const factsAside = style({ '@media': { [desktop]: { gridColumn: '9 / span 4' } } });
