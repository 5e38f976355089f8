import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/tokens/theme.css.ts';

export const unknown = style({
  padding: '1rem',
  border: `2px dashed ${vars.color.accent}`,
  color: vars.color.text,
  background: vars.color.surface,
});
