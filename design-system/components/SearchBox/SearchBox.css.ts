import { style } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.xs, maxWidth: '40rem' });
export const label = style({ fontWeight: font.weight.bold });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const input = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: size.target,
  padding: `0 ${space.md}`,
  border: `2px solid ${vars.color.text}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  padding: `0 ${space.lg}`,
  border: 'none',
  borderRadius: radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  fontWeight: font.weight.bold,
  cursor: 'pointer',
});
