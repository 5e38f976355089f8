import { style } from '@vanilla-extract/css';
import { desktop } from '../../tokens/breakpoints.ts';
import { font, radius, space, vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.md });
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const card = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: space.xs, height: '100%' });
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});
/** The picture first, above the title it follows in reading order. */
export const frame = style({ order: -1, borderRadius: radius.sm });
export const pretitle = style({
  margin: 0,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});
export const cardTitle = style({ margin: 0, fontSize: font.size.lg });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});
export const meta = style({ margin: 0, fontSize: font.size.sm, color: vars.color.textMuted });
