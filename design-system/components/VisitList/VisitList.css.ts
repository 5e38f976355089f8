import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../../tokens/theme.css.ts';
import { pillControl, pillFocus as focus } from '../../tokens/controls.css.ts';

export const root = style({ display: 'grid', gap: space.lg, maxWidth: '48rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const action = style({ ...pillControl, selectors: focus });
export const notice = style({ fontWeight: font.weight.bold, selectors: { '&:empty': { display: 'none' } } });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const group = style({ display: 'grid', gap: space.sm });
export const groupTitle = style({ margin: 0, fontSize: font.size.xl, fontFamily: font.family.display });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}`, counterReset: 'stop' });
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  padding: `${space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const text = style({ display: 'grid', gap: space.xxs, minWidth: 0 });
export const kicker = style({
  margin: 0,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const link = style({ color: vars.color.link, fontSize: font.size.lg, fontWeight: font.weight.bold, overflowWrap: 'anywhere' });
export const meta = style({ margin: 0, color: vars.color.textMuted });
export const remove = style({
  ...pillControl,
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  fontWeight: font.weight.medium,
  selectors: focus,
});
