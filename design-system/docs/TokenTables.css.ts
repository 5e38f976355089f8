import { style } from '@vanilla-extract/css';
import { palette } from '../tokens/palette.ts';
import { font, radius, space, vars } from '../tokens/theme.css.ts';

// On a docs page there is no theme class around the tables: the chips' outline is a fixed grey, seen on white and on black.
const outline = `1px solid ${palette.grey600}`;

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: font.size.sm, color: vars.color.text });
export const cell = style({
  textAlign: 'left',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: font.size.xs });
export const swatch = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '9rem',
  minHeight: '2.75rem',
  padding: `0 ${space.sm}`,
  borderRadius: radius.sm,
  border: outline,
  fontWeight: 600,
});
export const chip = style({
  display: 'inline-block',
  width: '2rem',
  height: '2rem',
  borderRadius: radius.sm,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const bar = style({ display: 'inline-block', height: '1rem', background: vars.color.accent, verticalAlign: 'middle' });
export const pass = style({ fontWeight: 700 });
export const section = style({
  display: 'grid',
  gap: space.md,
  padding: space.lg,
  background: vars.color.background,
  color: vars.color.text,
});
export const heading = style({ margin: 0, fontSize: font.size.xl });
