import { mobile, reducedMotion } from '../../tokens/breakpoints.ts';

/** SPEC §9: on mobile, jumping to an anchor scrolls for 0.5 s. */
export const MOBILE_ANCHOR_SCROLL_MS = 500;

/** How long the scroll to an anchor lasts here: 0.5 s on mobile, 0 (the browser's own jump) on desktop or with reduced motion. */
export function anchorScrollDuration(matches: (query: string) => boolean): number {
  return matches(mobile) && !matches(reducedMotion) ? MOBILE_ANCHOR_SCROLL_MS : 0;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * Scrolls to the element over `ms`, leaving it under the sticky bars (its scroll-margin-top), then
 * puts the anchor in the address without a new history entry and moves focus there for keyboard users.
 */
export function scrollToAnchor(id: string, ms: number) {
  const el = document.getElementById(id);
  if (!el) return;
  const from = window.scrollY;
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  const started = performance.now();
  // The target is measured again on every frame: closing the menu list moves the page under it.
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / ms);
    const to = Math.max(0, el.getBoundingClientRect().top + window.scrollY - margin);
    window.scrollTo(0, from + (to - from) * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  history.replaceState(history.state, '', `#${id}`);
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}
