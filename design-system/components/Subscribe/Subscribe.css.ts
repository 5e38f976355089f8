import { style, globalStyle } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';
import { pillControl } from '../../tokens/controls.css.ts';

export const root = style({ display: 'block', maxWidth: '40rem' });
export const summary = style({
  ...pillControl,
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' }, '&:hover': { background: vars.color.surfaceRaised } },
});
globalStyle(`${summary} svg`, { flexShrink: 0 });
export const chevron = style({
  marginLeft: 'auto',
  transition: 'transform 150ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
globalStyle(`${root}[open] ${chevron}`, { transform: 'rotate(180deg)' });
export const panel = style({
  display: 'grid',
  gap: space.xs,
  marginTop: space.xs,
  padding: space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const label = style({ margin: 0, fontWeight: font.weight.bold });
export const addressRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'stretch' });
export const address = style({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: radius.sm,
});
export const copy = style({ ...pillControl, selectors: { '&:hover': { background: vars.color.surfaceRaised } } });
export const status = style({ alignSelf: 'center', color: vars.color.textMuted });
export const apps = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const app = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  color: vars.color.link,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
