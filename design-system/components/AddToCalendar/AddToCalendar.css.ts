import { style } from '@vanilla-extract/css';
import { layer, radius, size, space, vars } from '../../tokens/theme.css.ts';
import { pillControl } from '../../tokens/controls.css.ts';

export const root = style({ position: 'relative', display: 'inline-block' });
export const button = style({
  ...pillControl,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const list = style({
  position: 'absolute',
  left: 0,
  top: `calc(100% + ${space.xxs})`,
  zIndex: layer.overlay,
  minWidth: '14rem',
  margin: 0,
  padding: space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
});
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
