import { style } from '@vanilla-extract/css';
import { font, space, vars } from '../../tokens/theme.css.ts';
import { pillControl, pillFocus } from '../../tokens/controls.css.ts';

export const wrap = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xs} ${space.md}` });
export const button = style({
  ...pillControl,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.text, color: vars.color.background },
    ...pillFocus,
  },
});
/** The bookmark filled when the page is saved (the pressed state also inverts the button: never colour alone). */
export const filled = style({ fill: 'currentColor' });
export const link = style({
  color: vars.color.link,
  fontWeight: font.weight.bold,
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
});
