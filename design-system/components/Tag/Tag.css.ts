import { style, styleVariants } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../tokens/theme.css.ts';

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  padding: `${space.xxs} ${space.xs}`,
  borderRadius: radius.sm,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  lineHeight: 1.2,
  letterSpacing: '0.02em',
  border: '1px solid transparent',
});
export const tone = styleVariants({
  neutral: { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border },
  accent: { background: vars.color.brandBackground.red, color: vars.color.brandForeground.red },
  positive: { background: vars.color.brandBackground.green, color: vars.color.brandForeground.green },
  notice: { background: vars.color.brandBackground.yellow, color: vars.color.brandForeground.yellow },
  info: { background: vars.color.brandBackground.blue, color: vars.color.brandForeground.blue },
  muted: { background: 'transparent', color: vars.color.textMuted, borderColor: vars.color.border },
});
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const dot = style({ width: '0.5rem', height: '0.5rem', borderRadius: radius.pill, background: 'currentColor', flexShrink: 0 });
