/**
 * The items axe leaves "incomplete" (it could not decide) in the stories and pages, each looked at by
 * a person, with the verdict. The accessibility report files matching items as reviewed; anything
 * else stays "to review". The Accessibility report docs page lists these verdicts.
 */
export interface A11yTriage {
  id: string;
  /** The axe rule. */
  rule: string;
  /** What the item is, matched on axe's node: its HTML, the story or page it is in, axe's reason. */
  html?: RegExp;
  target?: RegExp;
  summary?: RegExp;
  /** In words, for the docs page. */
  what: string;
  verdict: 'Passes (checked by hand)' | 'Exempt' | 'Intended';
  reason: string;
}

export const A11Y_TRIAGE: A11yTriage[] = [
  {
    id: 'wordmark',
    rule: 'color-contrast',
    // One word in capitals, the wordmark of each language: MUSEO, MUSEU…
    html: /^<text\b[^>]*>[A-ZÁÉÍÓÚÜÑÇ]+<\/text>$/,
    what: "The museum's wordmark (the SVG text 'MUSEO', 'MUSEU'… in the header and the footer, on every page and chrome story)",
    verdict: 'Exempt',
    reason:
      "axe cannot find the background of text inside an SVG. WCAG 1.4.3 exempts logotypes; even so the wordmark is drawn in the theme's text colour (currentColor), and 'text on background' and 'text on surface' pass AA in both themes (design-system/tokens/contrast.test.ts).",
  },
  {
    id: 'floor-plan-labels',
    rule: 'color-contrast',
    // The room numbers and the 'here' mark drawn in a floor plan: short SVG texts, hidden from assistive technology (each room's link or image carries its name).
    html: /^<text\b[^>]*\baria-hidden="true"[^>]*>[^<]{1,24}<\/text>$/,
    summary: /background color could not be determined/,
    what: "The room numbers and the 'Aquí' / 'Esta sala' mark on floor plans (artwork and room pages, FloorPlan stories)",
    verdict: 'Passes (checked by hand)',
    reason:
      "axe cannot find the background of text inside an SVG. Room numbers are the theme's text colour on a room filled with the theme's background; the marked room's number and mark are the accent's text colour on the accent. Both pairs pass AA in both themes (design-system/tokens/contrast.test.ts: 'text on background', 'accentText on accent'), and the screenshots of both themes were looked at.",
  },
  {
    id: 'menu-title-scrolled-away',
    rule: 'color-contrast',
    target: /header--main-menu-has-everything/,
    summary: /partially obscured/,
    what: "The site's name at the top of the phone menu, in the story 'Main Menu Has Everything'",
    verdict: 'Passes (checked by hand)',
    reason:
      "The story's play function walks the menu to its last language link before axe runs, so the dialog has scrolled its title out of view. At the top of the menu the title is the theme's text on its background (AA in both themes).",
  },
  {
    id: 'video-without-captions',
    rule: 'video-caption',
    target: /mediaplayer--video-without-captions/,
    what: "The story 'Video Without Captions'",
    verdict: 'Intended',
    reason:
      'The story shows how a video the CMS sent without captions is played (the fallback). Every video of the sample content has captions, and the media player docs ask editors for them (captionsUrl).',
  },
];

/** The verdict for an incomplete item, if a person has given one. */
export function triageOf(rule: string, node: { html: string; summary?: string }, target: string): A11yTriage | undefined {
  return A11Y_TRIAGE.find(
    (t) =>
      t.rule === rule &&
      (!t.html || t.html.test(node.html)) &&
      (!t.target || t.target.test(target)) &&
      (!t.summary || t.summary.test(node.summary ?? '')),
  );
}
