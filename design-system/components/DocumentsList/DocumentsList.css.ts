import { style } from '@vanilla-extract/css';
import { font, size, space, vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.sm });
export { componentTitle as title } from '../../tokens/typography.css.ts';
export const list = style({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const item = style({ borderBottom: `1px solid ${vars.color.border}` });
export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: size.target,
  padding: `${space.sm} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const name = style({ flex: 1, fontWeight: font.weight.medium });
export const meta = style({ fontSize: font.size.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });
