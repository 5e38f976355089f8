import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The mark keeps the text's own colour on a tint both themes define, so contrast holds in each. */
export const mark = style({
  background: vars.color.highlight,
  color: 'inherit',
  borderRadius: '2px',
  padding: '0 0.1em',
  '@media': { '(forced-colors: active)': { background: 'Mark', color: 'MarkText' } },
});
