import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, vars } from './theme.css.ts';

/** Theme classes: put one on <html> (the site) or on a story's wrapper (Storybook). */
export const lightTheme = createTheme(vars, { color: lightColors });
export const darkTheme = createTheme(vars, { color: darkColors });

// The browser draws its own parts (media controls, form controls, scrollbars) in the theme's scheme:
// the dark theme gets the dark audio and video controls, not white ones on a dark page.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
