import { style } from '@vanilla-extract/css';
import { mobile } from '../../tokens/breakpoints.ts';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const footer = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  marginTop: space.xxxl,
  borderTop: `1px solid ${vars.color.border}`,
});
export const inner = style({
  maxWidth: size.content,
  margin: '0 auto',
  padding: `${space.xxl} ${space.md}`,
  display: 'grid',
  gap: space.xl,
});
export const top = style({
  display: 'grid',
  gridTemplateColumns: '2fr 1fr 1fr 1fr',
  gap: space.xl,
  '@media': { [mobile]: { gridTemplateColumns: '1fr' } },
});
export const heading = style({
  fontSize: font.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  margin: `0 0 ${space.sm}`,
  color: vars.color.textMuted,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.targetMin,
  minWidth: size.targetMin,
  padding: `${space.xxs} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  margin: `${space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  minHeight: size.target,
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.text}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: font.weight.medium,
  selectors: { '&:hover': { background: vars.color.text, color: vars.color.surfaceRaised } },
});
export const subscription = style({
  padding: space.lg,
  background: vars.color.surface,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const subscriptionTitle = style({ margin: `0 0 ${space.xs}`, fontSize: font.size.lg });
export const social = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const logos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const logoLink = style({ display: 'inline-block', lineHeight: 0 });
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.md,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: font.size.sm,
});
export const legal = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${space.md}`, listStyle: 'none', margin: 0, padding: 0 });
export const address = style({ fontStyle: 'normal' });
export const copyright = style({ margin: 0 });
