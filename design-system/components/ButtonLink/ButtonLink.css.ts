import { style, styleVariants } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  borderRadius: radius.pill,
  cursor: 'pointer',
});
export const appearance = styleVariants({
  primary: {
    padding: `0 ${space.lg}`,
    background: vars.color.accent,
    color: vars.color.accentText,
    border: `2px solid ${vars.color.accent}`,
    selectors: { '&:hover': { filter: 'brightness(0.92)' } },
  },
  secondary: {
    padding: `0 ${space.lg}`,
    background: 'transparent',
    color: vars.color.text,
    border: `2px solid ${vars.color.text}`,
    selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  },
  link: { padding: 0, color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '0.2em', borderRadius: radius.none },
});
