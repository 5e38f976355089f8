import { style } from '@vanilla-extract/css';
import { compactDesktop, desktop, mobile, narrow } from '../../tokens/breakpoints.ts';
import { font, layer, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: layer.header,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.md,
  '@media': { [narrow]: { gap: space.xs } },
  maxWidth: size.content,
  margin: '0 auto',
  minHeight: size.headerHeight,
  padding: `0 ${space.md}`,
});
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  flexShrink: 0,
  textDecoration: 'none',
  color: vars.color.text,
  fontFamily: font.family.display,
  fontWeight: font.weight.medium,
  lineHeight: 1.1,
  fontSize: font.size.xs,
  padding: `${space.xs} 0`,
  minHeight: size.target,
  maxWidth: '20rem',
});
export const nav = style({ flex: 1, '@media': { [mobile]: { display: 'none' } } });
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  justifyContent: 'center',
  '@media': { [compactDesktop]: { gap: 0 } },
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  minHeight: size.target,
  padding: `0 ${space.xs}`,
  '@media': { [compactDesktop]: { padding: `0 ${space.xxs}` } },
  fontSize: font.size.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: font.weight.medium,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.border },
    '&[aria-current="page"], &[data-active="true"]': { borderBottomColor: vars.color.accent },
  },
});
export const spacer = style({ flex: 1, '@media': { [desktop]: { display: 'none' } } });
export const tools = style({ display: 'flex', alignItems: 'center', gap: space.xs, marginLeft: 'auto' });
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xxs,
  minWidth: size.target,
  minHeight: size.target,
  padding: `0 ${space.xs}`,
  border: `1px solid transparent`,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.medium,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border } },
});
export const languages = style({ position: 'relative' });
export const languageList = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${space.xxs})`,
  minWidth: '11rem',
  margin: 0,
  padding: space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
  zIndex: layer.overlay,
});
export const languageLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceRaised }, '&[aria-current="true"]': { fontWeight: font.weight.bold } },
});
export const menuDialog = style({
  width: '100%',
  maxWidth: '100%',
  height: '100%',
  maxHeight: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
  '@media': { [desktop]: { width: '28rem', marginLeft: 'auto' } },
});
export const menuInner = style({ display: 'flex', flexDirection: 'column', gap: space.xl, padding: space.lg });
export const menuTop = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
export const menuSearch = style({ margin: 0 });
export const menuTitle = style({ margin: 0, fontSize: font.size.lg });
export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const menuLink = style({
  display: 'block',
  padding: `${space.xs} 0`,
  fontSize: font.size.xl,
  fontFamily: font.family.display,
  fontWeight: font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[data-active="true"]': {
      textDecoration: 'underline',
      textDecorationColor: vars.color.accent,
      textDecorationThickness: '4px',
    },
  },
});
/** The full name needs room: below 1400 px the wordmark alone stands for it (the link keeps the full name). */
export const logoName = style({
  maxWidth: '11rem',
  paddingLeft: space.sm,
  borderLeft: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 1399px)': { display: 'none' } },
});
export const menuTickets = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  minHeight: size.target,
  padding: `0 ${space.lg}`,
  borderRadius: radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: font.weight.bold,
  textDecoration: 'none',
  alignSelf: 'flex-start',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const menuHeading = style({
  margin: `0 0 ${space.xs}`,
  fontSize: font.size.xs,
  fontWeight: font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const menuSecondary = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs });
export const menuSecondaryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: size.target,
  color: vars.color.text,
  fontSize: font.size.md,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const menuLanguages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: space.xs });
export const menuLanguage = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.pill,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&[aria-current="true"]': {
      background: vars.color.text,
      color: vars.color.surface,
      borderColor: vars.color.text,
      fontWeight: font.weight.bold,
    },
  },
});
