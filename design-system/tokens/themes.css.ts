import { createTheme } from '@vanilla-extract/css';
import { darkColors, lightColors, vars } from './theme.css.ts';

/** Theme classes: put one on <html> (the site) or on a story's wrapper (Storybook). */
export const lightTheme = createTheme(vars, { color: lightColors });
export const darkTheme = createTheme(vars, { color: darkColors });
