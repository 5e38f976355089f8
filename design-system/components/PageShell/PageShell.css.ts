import { style } from '@vanilla-extract/css';
import { font, layer, radius, space, vars } from '../../tokens/theme.css.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});
export const main = style({ flex: 1, outline: 'none' });
export const skipLink = style({
  position: 'absolute',
  left: space.md,
  top: space.xs,
  zIndex: layer.toast,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: font.weight.bold,
  borderRadius: radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
