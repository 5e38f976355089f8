/** The spec's single breakpoint: 1023 px and below is mobile. */
export const MOBILE_MAX_WIDTH_PX = 1023;
export const mobile = `screen and (max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** The same as a media condition, as an image's `sizes` takes it (no media type). */
export const mobileCondition = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
export const desktop = `screen and (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`;
/** The narrowest desktops (1024–1119 px): the header's main links tighten to stay on one line. */
export const compactDesktop = `screen and (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px) and (max-width: 1119px)`;
/** Phones in portrait: the header drops its long texts here. */
export const narrow = 'screen and (max-width: 599px)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';
export const forcedColors = '(forced-colors: active)';
