import { style } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: size.target,
  marginTop: space.sm,
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const item = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});
export const flipped = style({ transform: 'rotate(180deg)' });
