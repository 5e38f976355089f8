import { style } from '@vanilla-extract/css';
import { desktop } from '../../design-system/tokens/breakpoints.ts';
import { font, radius, space, vars } from '../../design-system/tokens/theme.css.ts';
import { outlineButton } from '../views/views.css.ts';
// The JSON box and its label are the preview's (pages/views/views.css.ts): one look for both editors.
export { jsonLabel as label, jsonEditor as textarea } from '../views/views.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(22rem, 2fr) minmax(0, 3fr)', alignItems: 'start' } },
});
export const editor = style({ display: 'grid', gap: space.sm, alignContent: 'start', padding: space.md });
export const title = style({ margin: 0, fontSize: font.size.xl });
export const instructions = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xxs, fontSize: font.size.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, alignItems: 'flex-start' });
/** The toolbar's buttons: the site's outlined button (filters, preview check), a step smaller. */
export const button = style([outlineButton, { fontSize: font.size.sm }]);
/** The 'Add paragraph' disclosure: its list drops over the editor, above everything else in the panel. */
export const menu = style({ position: 'relative' });
export const menuList = style({
  position: 'absolute',
  zIndex: 2,
  top: `calc(100% + ${space.xxs})`,
  left: 0,
  width: 'min(24rem, 90vw)',
  maxHeight: '24rem',
  overflowY: 'auto',
  margin: 0,
  padding: space.xxs,
  listStyle: 'none',
  background: vars.color.background,
  border: `1px solid ${vars.color.text}`,
  borderRadius: radius.sm,
  boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
});
export const menuItem = style({
  display: 'grid',
  gap: '0.125rem',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  padding: `${space.xs} ${space.sm}`,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const menuName = style({ fontWeight: 700 });
export const menuHint = style({ fontSize: font.size.sm, color: vars.color.textMuted });

export const notice = style({ margin: 0, minHeight: '1.5em', fontSize: font.size.sm });
export const shared = style({ display: 'grid', gap: space.xxs });
export const sharedField = style({
  font: 'inherit',
  fontSize: font.size.sm,
  padding: space.xs,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.text}`,
  borderRadius: radius.sm,
});
export const status = style({ fontSize: font.size.sm });
export const ok = style({ margin: 0 });
export const errorTitle = style({ margin: 0, fontWeight: 700 });
export const errors = style({ margin: `${space.xs} 0 0`, paddingLeft: space.lg, display: 'grid', gap: space.xs });
export const preview = style({ minWidth: 0 });

/** A paragraph with errors: outlined in the accent, its errors above it, where the editor is looking. */
export const invalid = style({
  margin: `${space.sm} ${space.md}`,
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: '2px',
  borderRadius: radius.sm,
  scrollMarginTop: space.md,
});
export const flag = style({
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `6px solid ${vars.color.accent}`,
});
export const flagTitle = style({ margin: 0, fontWeight: 700 });
export const flagErrors = style({ margin: `${space.xxs} 0 0`, paddingLeft: space.lg });
export const flagNote = style({ margin: `${space.xxs} 0 0`, fontSize: font.size.sm, color: vars.color.textMuted });
