/** The spec's single breakpoint: 1023 px and below is mobile. */
export const MOBILE_MAX_WIDTH_PX = 1023;
export const mobile = `screen and (max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
export const desktop = `screen and (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;
/** Phones in portrait: the header drops its long texts here. */
export const narrow = 'screen and (max-width: 599px)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';
export const forcedColors = '(forced-colors: active)';
