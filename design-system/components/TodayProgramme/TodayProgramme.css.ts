import { style } from '@vanilla-extract/css';
import { desktop } from '../../tokens/breakpoints.ts';
import { font, space, vars } from '../../tokens/theme.css.ts';

export const panel = style({ display: 'grid', gap: space.md });
export const title = style({ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold, lineHeight: font.lineHeight.tight });
/** One column after another on a phone; three side by side on a desktop. */
export const columns = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const column = style({ display: 'grid', alignContent: 'start', gap: space.xs, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: font.size.md, fontWeight: font.weight.bold, lineHeight: font.lineHeight.tight });
export const date = style({ fontWeight: font.weight.regular, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
/** The time in a column of its own, so the titles line up. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5em minmax(0, 1fr)',
  gap: space.xs,
  alignItems: 'baseline',
  lineHeight: font.lineHeight.normal,
});
export const time = style({ fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const link = style({ color: 'inherit', overflowWrap: 'anywhere' });
export const exhibition = style({ display: 'grid', lineHeight: font.lineHeight.normal });
export const until = style({ fontSize: font.size.sm, color: vars.color.textMuted });
export const empty = style({ margin: 0, color: vars.color.textMuted });
export const more = style({ margin: 0 });
