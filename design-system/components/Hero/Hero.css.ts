import { style } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, size, space, vars } from '../../tokens/theme.css.ts';

export const hero = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });
export const inner = style({
  maxWidth: size.content,
  margin: '0 auto',
  padding: `${space.xxl} ${space.md}`,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: space.xl,
  alignItems: 'center',
  '@media': { [mobile]: { gridTemplateColumns: '1fr', padding: `${space.xl} ${space.md}` } },
});
export const text = style({ display: 'grid', gap: space.sm });
export const pretitle = style({
  margin: 0,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: font.size.sm,
});
export const title = style({ margin: 0, fontSize: font.size.display, overflowWrap: 'anywhere', hyphens: 'auto' });
export const subtitle = style({ margin: 0, fontSize: font.size.lg, color: vars.color.textMuted });
export const meta = style({ margin: 0, fontSize: font.size.md, fontWeight: font.weight.medium });
export const figure = style({ margin: 0 });
export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' });
export const credit = style({ fontSize: font.size.xs, color: vars.color.textMuted, marginTop: space.xxs });
