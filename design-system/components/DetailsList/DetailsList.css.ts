import { style } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, space, vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.md });
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(10rem, 1fr) 3fr',
  margin: 0,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
export const term = style({
  padding: `${space.sm} ${space.md} ${space.sm} 0`,
  fontWeight: font.weight.bold,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [mobile]: { borderBottom: 'none', paddingBottom: 0 } },
});
export const description = style({ margin: 0, padding: `${space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const pair = style({ display: 'contents' });
