import { globalStyle, style } from '@vanilla-extract/css';
import { desktop } from '../../tokens/breakpoints.ts';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.lg });
export const choices = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
});
export const choicesTitle = style({ margin: 0, fontSize: font.size.md, fontWeight: font.weight.bold });
/** The yes-or-no choices in a row (wrapping), then the lists: one under another on a phone, three side by side on a desktop. */
export const toggles = style({ display: 'flex', flexWrap: 'wrap', columnGap: space.lg, rowGap: space.xs });
export const selects = style({
  display: 'grid',
  gap: space.sm,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: space.md } },
});
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  cursor: 'pointer',
});
globalStyle(`${toggle} input`, { width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.accent });
export const select = style({
  display: 'grid',
  gap: space.xxs,
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
});
globalStyle(`${select} select`, {
  minHeight: size.target,
  maxWidth: '100%',
  padding: `0 ${space.xs}`,
  font: 'inherit',
  fontWeight: font.weight.regular,
  fontSize: font.size.md,
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.text}`,
  borderRadius: radius.sm,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'center' });
const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: vars.color.text,
  borderRadius: radius.pill,
  cursor: 'pointer',
} as const;
export const chip = style({ ...pill, background: vars.color.surface, border: `1px solid ${vars.color.text}` });
export const clear = style({ ...pill, background: 'none', border: 'none', textDecoration: 'underline' });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: space.xl } },
});
export const empty = style({ margin: 0 });
export const more = style({
  ...pill,
  justifySelf: 'center',
  padding: `0 ${space.lg}`,
  background: vars.color.background,
  border: `2px solid ${vars.color.text}`,
  fontWeight: font.weight.bold,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});
/** The form's submit, there until the page runs ([hidden] then: the pill's display would otherwise win). */
export const apply = style({
  ...pill,
  justifySelf: 'start',
  padding: `0 ${space.lg}`,
  background: vars.color.text,
  color: vars.color.background,
  border: `2px solid ${vars.color.text}`,
  fontWeight: font.weight.bold,
  selectors: { '&[hidden]': { display: 'none' } },
});
