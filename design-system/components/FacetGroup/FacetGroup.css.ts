import { style } from '@vanilla-extract/css';
import { font, size, space, vars } from '../../tokens/theme.css.ts';

export const fieldset = style({ margin: 0, padding: `${space.md} 0`, border: 'none', borderTop: `1px solid ${vars.color.border}` });
export const legend = style({ padding: 0, marginBottom: space.xs, fontWeight: font.weight.bold });
export const option = style({ display: 'flex', alignItems: 'center', gap: space.xs, minHeight: size.target, cursor: 'pointer' });
export const checkbox = style({ width: size.targetMin, height: size.targetMin, margin: 0, accentColor: vars.color.accent });
export const count = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: font.size.sm, fontVariantNumeric: 'tabular-nums' });
