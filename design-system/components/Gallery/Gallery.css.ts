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
export const figure = style({ margin: 0, display: 'grid', gap: space.xs });
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});
export const frame = style({ borderRadius: radius.sm });
export const caption = style({ fontSize: font.size.sm });
export const credit = style({ display: 'block', fontSize: font.size.xs, color: vars.color.textMuted });
/** The download link under the credit (the hero's, smaller), at least 24 px tall to click. */
export const download = style({
  display: 'flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: space.xxs,
  marginTop: space.xxs,
  minHeight: '24px',
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  color: vars.color.link,
});
export const carousel = style({ display: 'grid', gap: space.sm, maxWidth: '56rem' });
export const controls = style({ display: 'flex', alignItems: 'center', gap: space.sm });
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.text}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const back = style({ transform: 'rotate(180deg)' });
export const position = style({ margin: 0, minWidth: '8rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });
