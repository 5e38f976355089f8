import { style } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: space.sm, maxWidth: '56rem' });
/** The audio player on a panel of the theme's raised surface: the controls sit on it, not on the page. */
export const audioFigure = style({
  padding: space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
/** The video's figure and its transcript. */
export const player = style({ display: 'grid', gap: space.sm, maxWidth: '56rem' });
export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: radius.sm,
});
export const audio = style({ display: 'block', width: '100%', minHeight: size.target });
export const caption = style({ display: 'grid', gap: space.xxs });
export const title = style({ fontWeight: font.weight.bold });
export const credit = style({ fontSize: font.size.xs, color: vars.color.textMuted });
export const transcript = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: space.xs });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: size.target,
  cursor: 'pointer',
  fontWeight: font.weight.medium,
});
