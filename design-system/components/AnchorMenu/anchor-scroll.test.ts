import { describe, expect, it } from 'vitest';
import { mobile, reducedMotion } from '../../tokens/breakpoints.ts';
import { anchorScrollDuration, MOBILE_ANCHOR_SCROLL_MS } from './anchor-scroll.ts';

describe('anchor scrolling', () => {
  it('takes 0.5 s on mobile, is the browser jump on desktop, and never animates with reduced motion', () => {
    expect(MOBILE_ANCHOR_SCROLL_MS).toBe(500);
    expect(anchorScrollDuration((q) => q === mobile)).toBe(500);
    expect(anchorScrollDuration(() => false)).toBe(0);
    expect(anchorScrollDuration((q) => q === mobile || q === reducedMotion)).toBe(0);
  });
});
