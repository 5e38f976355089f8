import { style } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, space, vars } from '../../tokens/theme.css.ts';

/** Sized by its container, not the screen: in a narrow aside the terms sit above their values. */
export const root = style({ display: 'grid', gap: space.md, containerType: 'inline-size' });
const narrowContainer = '(max-width: 30rem)';
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 3fr',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
  '@container': { [narrowContainer]: { gridTemplateColumns: '1fr' } },
});
export const term = style({
  padding: `${space.sm} ${space.md} ${space.sm} 0`,
  fontWeight: font.weight.bold,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { borderBottom: 'none', paddingBottom: 0 } },
  // In a narrow column it reads like a museum label: a small muted term over its value.
  '@container': {
    [narrowContainer]: {
      borderBottom: 'none',
      padding: `${space.xs} 0 0`,
      fontSize: font.size.xs,
      letterSpacing: '0.06em',
      textTransform: 'uppercase',
      color: vars.color.textMuted,
    },
  },
});
export const description = style({
  margin: 0,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [narrowContainer]: { padding: `${space.xxs} 0 ${space.xs}` } },
});
export const pair = style({ display: 'contents' });
