import { style } from '@vanilla-extract/css';
import { forcedColors, narrow } from '../../tokens/breakpoints.ts';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

/** The height of Chromium's audio controls: ours take the same, so swapping them moves nothing. */
const barHeight = '54px';

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
/** The video and its bar; the element that goes full screen, so the controls come along. */
export const stage = style({
  display: 'grid',
  gap: space.xs,
  selectors: {
    '&:fullscreen': { background: '#000', alignContent: 'center', padding: space.md },
  },
});
export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: radius.sm,
  selectors: { [`${stage}:fullscreen &`]: { maxHeight: `calc(100vh - ${barHeight} - 3rem)`, aspectRatio: 'auto' } },
});
/** The browser's audio controls and ours in one cell: one shows at a time. */
export const audioSlot = style({ display: 'grid', minHeight: barHeight });
export const audio = style({ display: 'block', width: '100%', height: barHeight, gridArea: '1 / 1' });
export const bar = style({
  gridArea: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: barHeight,
  padding: `0 ${space.xs}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  selectors: {
    [`${audioSlot} > &`]: { gridArea: '1 / 1' },
    '&[data-ready="false"]': { visibility: 'hidden' },
  },
});
export const control = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.target,
  height: size.target,
  padding: 0,
  borderRadius: radius.pill,
  border: '2px solid transparent',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-pressed="true"]': { background: vars.color.accent, color: vars.color.accentText },
  },
  '@media': { [forcedColors]: { borderColor: 'ButtonText' } },
});
export const time = style({
  flex: 'none',
  padding: `0 ${space.xxs}`,
  fontSize: font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const slider = {
  height: size.target,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
} as const;
export const position = style({ ...slider, flex: '1 1 6rem', minWidth: '4rem' });
/** Phones set their volume with their buttons: the slider goes, mute stays. */
export const volume = style({ ...slider, flex: '0 1 6rem', minWidth: '3rem', '@media': { [narrow]: { display: 'none' } } });
export const caption = style({ display: 'grid', gap: space.xxs });
export const title = style({ fontWeight: font.weight.bold });
export const credit = style({ fontSize: font.size.xs, color: vars.color.textMuted });
export const transcript = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: space.xs });
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  cursor: 'pointer',
  fontWeight: font.weight.medium,
});
