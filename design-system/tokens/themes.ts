import { darkTheme, lightTheme } from './themes.css.ts';

export { darkTheme, lightTheme };
export type ThemeName = 'light' | 'dark';
export const themeClass = (name: ThemeName) => (name === 'dark' ? darkTheme : lightTheme);
