import { globalStyle } from '@vanilla-extract/css';
import { font, focus, vars } from './theme.css.ts';
import { reducedMotion } from './breakpoints.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '8rem' });
globalStyle('body', {
  margin: 0,
  fontFamily: font.family.body,
  fontSize: font.size.md,
  lineHeight: font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('img, svg, video', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle(':focus-visible', { outline: `${focus.width} solid ${vars.color.focusRing}`, outlineOffset: focus.offset });
globalStyle('h1, h2, h3, h4', { fontFamily: font.family.display, lineHeight: font.lineHeight.tight });
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('html', { '@media': { [reducedMotion]: { scrollBehavior: 'auto' } } });
// A component's display rule must never defeat the hidden attribute (closed lists and panels).
globalStyle('[hidden]', { display: 'none !important' });
// Anchor targets land below the sticky header and section bar, not under them.
globalStyle('main [id]', { scrollMarginTop: '7rem' });
