import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mobile, reducedMotion } from '../../tokens/breakpoints.ts';
import { font, layer, motion, radius, size, space, vars } from '../../tokens/theme.css.ts';
import { bareControl, pillControl } from '../../tokens/controls.css.ts';

export const bar = style({
  position: 'sticky',
  top: size.headerHeight,
  zIndex: layer.sticky,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({
  maxWidth: size.content,
  margin: '0 auto',
  padding: `${space.xs} ${space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  '@media': { [mobile]: { flexDirection: 'column', alignItems: 'stretch', gap: space.xs } },
});
export const group = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  minWidth: 0,
});
export const legend = style({ float: 'left', marginRight: space.xs, fontWeight: font.weight.bold, fontSize: font.size.sm });
export const choice = style({ position: 'relative', display: 'inline-flex' });
export const radio = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.target,
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.border}`,
  fontWeight: font.weight.medium,
  pointerEvents: 'none',
  selectors: {
    [`${radio}:checked + &`]: { background: vars.color.text, color: vars.color.background, borderColor: vars.color.text },
    [`${radio}:focus-visible + &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    [`${radio}:hover + &`]: { borderColor: vars.color.text },
  },
  '@media': { '(forced-colors: active)': { selectors: { [`${radio}:checked + &`]: { border: '4px double ButtonText' } } } },
});
export const dateWrap = style({ position: 'relative', marginLeft: 'auto', '@media': { [mobile]: { marginLeft: 0 } } });
/** After the services filter, the date sits beside it rather than pushed apart. */
globalStyle(`label + ${dateWrap}`, { marginLeft: 0 });
export const dateToggle = style({
  ...pillControl,
});
const reveal = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });
export const datePanel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${space.xxs})`,
  zIndex: layer.overlay,
  minWidth: '14rem',
  padding: space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  animation: `${reveal} ${motion.filterPanel} ${motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' }, [mobile]: { position: 'static', boxShadow: 'none', marginTop: space.xs } },
});
export const dateList = style({ display: 'grid', gap: space.xxs, margin: 0, padding: 0, border: 'none' });
export const dateOption = style({ display: 'flex', alignItems: 'center', gap: space.xs, minHeight: size.target, cursor: 'pointer' });
export const dateRadio = style({ width: size.targetMin, height: size.targetMin, margin: 0, accentColor: vars.color.accent });

/** The services filter: a native select drawn like the date button (a pill with an icon). */
export const serviceField = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  padding: `0 ${space.xs} 0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.text}`,
  marginLeft: 'auto',
  maxWidth: '100%',
  minWidth: 0,
  '@media': { [mobile]: { marginLeft: 0, display: 'flex' } },
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const serviceSelect = style({
  minHeight: `calc(${size.target} - 4px)`,
  ...bareControl,
  outline: 'none',
  maxWidth: '100%',
  minWidth: 0,
  textOverflow: 'ellipsis',
  // On a phone the select takes the row and its longest option no longer sets its width (reflow at 320 px).
  '@media': { [mobile]: { flex: '1 1 0', width: '100%' } },
});
