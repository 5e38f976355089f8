import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColors } from '../../tokens/breakpoints.ts';
import { font, vars } from '../../tokens/theme.css.ts';
import { palette } from '../../tokens/palette.ts';

// Hidden overflow: where the box narrows to the mark, the wordmark beside it must not show over the bar.
const base = style({ display: 'block', color: vars.color.text, overflow: 'hidden' });
/** Heights keep the wordmark's capitals above 16 px: legible, and a target well over 24 px. */
export const logo = styleVariants({
  // The mark alone where the bar has no room for the wordmark: small phones, and desktops under 1200 px
  // (the five menu links keep one line).
  header: [
    base,
    {
      height: '2rem',
      width: 'auto',
      '@media': { 'screen and (max-width: 399px), screen and (min-width: 1024px) and (max-width: 1199px)': { width: '2rem' } },
    },
  ],
  footer: [base, { height: '3rem', width: 'auto' }],
});
export const wordmark = style({
  fill: 'currentColor',
  fontFamily: font.family.display,
  fontWeight: 800,
  fontSize: '31px',
});
export const bar = style({ fill: palette.red, '@media': { [forcedColors]: { fill: 'Canvas' } } });
