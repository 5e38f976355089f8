import { globalStyle, style } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

/** "Ampliar la imagen": a text button under the picture, beside its credit. */
export const openButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: size.target,
  padding: `0 ${space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: font.size.sm,
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.text } },
});

/** The viewer fills the screen: a bar of controls, the picture, its caption. */
export const dialog = style({
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: vars.color.overlay },
  },
});
export const bar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.sm,
  padding: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minWidth: size.target,
  minHeight: size.target,
  padding: `0 ${space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.text } },
});
export const toolLabel = style({ fontSize: font.size.sm });
/** The picture: all the room left; OpenSeadragon draws into it. */
export const area = style({ flex: 1, minHeight: 0, background: vars.color.background });
export const caption = style({
  padding: `${space.xs} ${space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: font.size.sm,
  display: 'grid',
  gap: space.xxs,
});
globalStyle(`${caption} > p`, { margin: 0 });
export const captionTitle = style({ fontWeight: font.weight.bold });
export const keys = style({ color: vars.color.textMuted });
