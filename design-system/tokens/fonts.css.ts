/**
 * The museum's typeface: Archivo (variable, weights 100–900, OFL), self-hosted from
 * @fontsource-variable/archivo, only its Latin subset (every character es, en, ca, eu and gl
 * need): 35 KB upright, 39 KB italic, woff2. `font-display: swap` shows text at once in a fallback
 * whose metrics are adjusted to Archivo's (capsize: size, ascent, descent and line gap), so the
 * swap moves nothing (CLS 0). The upright file is preloaded by every page (app/site-build/render/html.ts);
 * the italic loads only where a page has italic text.
 */
import { globalFontFace } from '@vanilla-extract/css';
import { createFontStack } from '@capsizecss/core';
import archivoMetrics from '@capsizecss/metrics/archivo';
import arialMetrics from '@capsizecss/metrics/arial';
import uprightUrl from '@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url';
import italicUrl from '@fontsource-variable/archivo/files/archivo-latin-wght-italic.woff2?url';

/** U+0000-00FF and the punctuation and symbols fontsource puts in its Latin subset. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const ARCHIVO = 'Archivo';
for (const [style, url] of [
  ['normal', uprightUrl],
  ['italic', italicUrl],
] as const) {
  globalFontFace(ARCHIVO, {
    src: `url(${url}) format('woff2')`,
    fontStyle: style,
    fontWeight: '100 900',
    fontDisplay: 'swap',
    unicodeRange: LATIN,
  });
}

/**
 * Arial's metrics stand for the fallback; Liberation Sans and Arimo (Linux) share them exactly,
 * Helvetica nearly. The overrides make any of them take Archivo's space.
 */
const stack = createFontStack([archivoMetrics, arialMetrics], { fontFaceFormat: 'styleObject' });
for (const face of stack.fontFaces) {
  const { fontFamily, ...rest } = face['@font-face'];
  globalFontFace(fontFamily.replaceAll('"', ''), {
    ...rest,
    src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo'), local('Helvetica')",
  });
}

/** Archivo, then its metric-matched fallback, then whatever sans-serif the system has. */
export const archivoStack = `${stack.fontFamily}, sans-serif`;
