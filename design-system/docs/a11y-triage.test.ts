import { describe, expect, it } from 'vitest';
import { A11Y_TRIAGE, triageOf } from './a11y-triage.ts';

describe("the verdicts on axe's incomplete items", () => {
  it('file the items seen in the last full run under their verdicts', () => {
    const wordmark = { html: '<text class="c65hh53" x="52" y="31" textLength="122" lengthAdjust="spacing">MUSEO</text>' };
    expect(triageOf('color-contrast', wordmark, '/')?.id).toBe('wordmark');
    expect(triageOf('color-contrast', wordmark, 'chrome-footer--default')?.id).toBe('wordmark');
    // The Catalan wordmark, seen in the run after the first triage.
    const museu = { html: '<text class="Logo_wordmark__c65hh53" x="52" y="31" textLength="122" lengthAdjust="spacing">MUSEU</text>' };
    expect(triageOf('color-contrast', museu, 'chrome-logo--catalan')?.id).toBe('wordmark');
    const title = {
      html: '<p class="Header_menuTitle__2yepirg">Museo Nacional de Arte Moderno y Contemporáneo</p>',
      summary:
        "Fix any of the following:\n  Element's background color could not be determined because it's partially obscured by another element",
    };
    expect(triageOf('color-contrast', title, 'chrome-header--main-menu-has-everything')?.id).toBe('menu-title-scrolled-away');
    expect(triageOf('video-caption', { html: '<video>' }, 'content-mediaplayer--video-without-captions')?.id).toBe(
      'video-without-captions',
    );
  });

  it('leave anything else to review: another text, another story, another rule', () => {
    expect(triageOf('color-contrast', { html: '<text>MUSEO NACIONAL</text>' }, '/')).toBeUndefined();
    expect(triageOf('color-contrast', { html: '<p>x</p>', summary: 'partially obscured' }, 'chrome-header--default')).toBeUndefined();
    expect(triageOf('video-caption', { html: '<video>' }, 'content-mediaplayer--video')).toBeUndefined();
    expect(triageOf('image-alt', { html: '<text>MUSEO</text>' }, '/')).toBeUndefined();
  });

  it('give every verdict its reason, and no two the same id', () => {
    expect(new Set(A11Y_TRIAGE.map((t) => t.id)).size).toBe(A11Y_TRIAGE.length);
    for (const t of A11Y_TRIAGE) expect(t.reason.length, t.id).toBeGreaterThan(60);
  });
});
