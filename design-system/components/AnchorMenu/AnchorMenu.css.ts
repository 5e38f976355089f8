import { style } from '@vanilla-extract/css';
import { desktop, mobile } from '../../tokens/breakpoints.ts';
import { font, layer, motion, radius, size, space, vars } from '../../tokens/theme.css.ts';
import { bareControl } from '../../tokens/controls.css.ts';

/** Sticks under the sticky header. */
export const bar = style({
  position: 'sticky',
  top: size.headerHeight,
  zIndex: layer.sticky,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({ maxWidth: size.content, margin: '0 auto', padding: `0 ${space.md}` });
export const desktopList = style({
  display: 'flex',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  '@media': { [mobile]: { display: 'none' } },
});
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: font.weight.medium,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-current="location"]': { borderBottomColor: vars.color.accent, fontWeight: font.weight.bold },
  },
});
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: size.target,
  padding: 0,
  ...bareControl,
});
export const chevron = style({
  transition: `transform ${motion.filterPanel} ${motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});
export const mobileList = style({ listStyle: 'none', margin: 0, padding: `0 0 ${space.sm}`, display: 'grid', gap: space.xxs });
export const mobileLink = style([
  link,
  {
    display: 'flex',
    borderBottom: 'none',
    borderLeft: '3px solid transparent',
    borderRadius: radius.none,
    selectors: { '&[aria-current="location"]': { borderLeftColor: vars.color.accent } },
  },
]);
