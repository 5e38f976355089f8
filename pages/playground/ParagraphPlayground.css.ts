import { style } from '@vanilla-extract/css';
import { font, radius, space, vars } from '../../design-system/tokens/theme.css.ts';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(20rem, 2fr) minmax(0, 3fr)' } },
});
export const editor = style({ display: 'grid', gap: space.sm, alignContent: 'start', padding: space.md });
export const label = style({ fontWeight: 700 });
export const textarea = style({
  minHeight: '28rem',
  width: '100%',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: font.size.sm,
  padding: space.sm,
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
