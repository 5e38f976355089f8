import { globalStyle, style } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, radius, space, vars } from '../../tokens/theme.css.ts';

export const figure = style({ margin: 0, display: 'grid', gap: space.sm, maxWidth: '48rem' });
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const plan = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const outline = style({ fill: vars.color.surface, stroke: vars.color.textMuted, strokeWidth: 2 });
const roomBase = { stroke: vars.color.text, strokeWidth: 1.5, transition: 'fill 0.15s' } as const;
export const room = style({ ...roomBase, fill: vars.color.background });
/** Filled with the accent and drawn thicker: with the 'here' text, never colour alone. */
export const roomCurrent = style({ ...roomBase, fill: vars.color.accent, strokeWidth: 4 });
const text = { fontFamily: font.family.body, textAnchor: 'middle', dominantBaseline: 'middle', pointerEvents: 'none' } as const;
/** Sizes in plan units: the plan shrinks on a phone, so its text is drawn larger there to stay readable (about 14 px). */
const onPhone = (size: number) => ({ '@media': { [mobile]: { fontSize: size } } });
export const label = style({ ...text, fill: vars.color.text, fontSize: 16, fontWeight: font.weight.medium, ...onPhone(24) });
export const labelCurrent = style({ ...text, fill: vars.color.accentText, fontSize: 17, fontWeight: font.weight.bold, ...onPhone(25) });
export const here = style({ ...text, fill: vars.color.accentText, fontSize: 14, fontWeight: font.weight.bold, ...onPhone(22) });
export const link = style({ cursor: 'pointer', outline: 'none' });
globalStyle(`${link}:hover rect`, { strokeWidth: 3 });
globalStyle(`${link}:focus-visible rect`, { stroke: vars.color.focusRing, strokeWidth: 5 });
export const caption = style({ fontSize: font.size.sm, color: vars.color.textMuted, borderRadius: radius.sm });
