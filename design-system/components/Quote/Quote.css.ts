import { style } from '@vanilla-extract/css';
import { font, size, space, vars } from '../../tokens/theme.css.ts';

export const figure = style({ margin: 0, maxWidth: size.prose, paddingLeft: space.lg, borderLeft: `6px solid ${vars.color.accent}` });
export const quote = style({
  margin: 0,
  fontFamily: font.family.display,
  fontSize: font.size.xl,
  lineHeight: font.lineHeight.tight,
  fontWeight: font.weight.medium,
});
export const caption = style({ marginTop: space.sm, color: vars.color.textMuted, fontSize: font.size.md });
