import { createThemeContract } from '@vanilla-extract/css';
import { palette } from './palette.ts';
import { archivoStack } from './fonts.css.ts';

const brand = { red: null, yellow: null, blue: null, green: null, pink: null, black: null, white: null, default: null } as const;

/** Every colour, size and timing a component may use. Light and dark themes fill it in. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    link: null,
    accent: null,
    accentText: null,
    focusRing: null,
    overlay: null,
    /** Behind searched words: text and links keep AA contrast on it. */
    highlight: null,
    /** Text in a brand colour, on the page background (tuned per theme for AA contrast). */
    brandText: brand,
    /** A brand-coloured block and the text that goes on it. */
    brandBackground: brand,
    brandForeground: brand,
  },
});

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;
export const radius = { none: '0', sm: '2px', md: '6px', pill: '999px' } as const;
/** The site header stays above the page's own sticky bars (section menu, filters) as they slide under it. */
export const layer = { base: '0', sticky: '100', header: '110', overlay: '200', toast: '300' } as const;
export const font = {
  family: {
    body: archivoStack,
    display: archivoStack,
  },
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
    display: 'clamp(2.25rem, 1.5rem + 3vw, 4rem)',
  },
  weight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.15', normal: '1.5', loose: '1.7' },
} as const;
export const motion = {
  /** SPEC §9: filter panel animation 0.1 s; mobile anchor scroll 0.5 s. */
  filterPanel: '0.1s',
  anchorScroll: '0.5s',
  fast: '0.15s',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
export const focus = { width: '3px', offset: '2px' } as const;
export const size = { target: '44px', targetMin: '24px', content: '75rem', prose: '42rem', headerHeight: '4rem' } as const;

/** Colour values per theme, typed by the contract's shape. */
export type ThemeColors = {
  [K in keyof typeof vars.color]: (typeof vars.color)[K] extends string ? string : Record<keyof (typeof vars.color)[K], string>;
};

export const lightColors: ThemeColors = {
  background: palette.paper,
  surface: palette.white,
  surfaceRaised: palette.grey100,
  text: palette.black,
  textMuted: palette.grey600,
  border: palette.grey300,
  link: palette.blue,
  accent: palette.red,
  accentText: palette.white,
  focusRing: palette.focus,
  overlay: 'rgba(17, 17, 17, 0.6)',
  highlight: '#fff0a0',
  brandText: {
    red: palette.red,
    yellow: palette.yellowDark,
    blue: palette.blue,
    green: palette.green,
    pink: palette.pinkDark,
    black: palette.black,
    white: palette.black,
    default: palette.black,
  },
  brandBackground: {
    red: palette.red,
    yellow: palette.yellow,
    blue: palette.blue,
    green: palette.green,
    pink: palette.pink,
    black: palette.black,
    white: palette.white,
    default: palette.grey100,
  },
  brandForeground: {
    red: palette.white,
    yellow: palette.black,
    blue: palette.white,
    green: palette.white,
    pink: palette.black,
    black: palette.white,
    white: palette.black,
    default: palette.black,
  },
};

export const darkColors: ThemeColors = {
  background: palette.grey900,
  surface: palette.grey800,
  surfaceRaised: '#33322e',
  text: '#f4f2ee',
  textMuted: '#c2beb6',
  border: '#55524c',
  link: palette.blueLight,
  accent: palette.redLight,
  accentText: palette.black,
  focusRing: palette.focusDark,
  overlay: 'rgba(0, 0, 0, 0.75)',
  highlight: '#4a3d00',
  brandText: {
    red: palette.redLight,
    yellow: palette.yellow,
    blue: palette.blueLight,
    green: palette.greenLight,
    pink: palette.pink,
    black: '#f4f2ee',
    white: '#f4f2ee',
    default: '#f4f2ee',
  },
  brandBackground: {
    red: palette.red,
    yellow: palette.yellow,
    blue: palette.blue,
    green: palette.green,
    pink: palette.pink,
    black: palette.black,
    white: palette.white,
    default: palette.grey700,
  },
  brandForeground: {
    red: palette.white,
    yellow: palette.black,
    blue: palette.white,
    green: palette.white,
    pink: palette.black,
    black: palette.white,
    white: palette.black,
    default: '#f4f2ee',
  },
};
