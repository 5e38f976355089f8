import { style, styleVariants } from '@vanilla-extract/css';
import { desktop } from '../../tokens/breakpoints.ts';
import { space } from '../../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.md });
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xl, gridTemplateColumns: '1fr' });
export const columns = styleVariants({
  1: {},
  2: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
  3: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
  4: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
});
