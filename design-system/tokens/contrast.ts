/** WCAG 2.x contrast ratio between two opaque sRGB colours (#rrggbb). */
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const [r, g, b] = m.slice(1).map((h) => channel(parseInt(h, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 1.4.3: normal text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11: focus rings and borders that carry meaning. */
export const NON_TEXT_CONTRAST = 3;

/** The colours of a theme, as far as contrast is concerned (theme.css.ts's ThemeColors has this shape). */
interface PairColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  link: string;
  focusRing: string;
  accent: string;
  accentText: string;
  highlight: string;
  brandText: Record<string, string>;
  brandBackground: Record<string, string>;
  brandForeground: Record<string, string>;
}

export interface ContrastPair {
  label: string;
  foreground: string;
  background: string;
  /** The ratio WCAG asks of this pair. */
  minimum: number;
}

/** Every text/background pair the components use, in a theme: held to WCAG AA by contrast.test.ts, shown on the Tokens docs page. */
export function contrastPairs(c: PairColors): ContrastPair[] {
  const pair = (label: string, foreground: string, background: string, minimum: number): ContrastPair => ({
    label,
    foreground,
    background,
    minimum,
  });
  const grounds = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };
  const tones = Object.keys(c.brandText);
  const out: ContrastPair[] = [];
  for (const [g, bg] of Object.entries(grounds)) {
    out.push(
      pair(`text on ${g}`, c.text, bg, TEXT_CONTRAST),
      pair(`textMuted on ${g}`, c.textMuted, bg, TEXT_CONTRAST),
      pair(`link on ${g}`, c.link, bg, TEXT_CONTRAST),
      pair(`focusRing on ${g}`, c.focusRing, bg, NON_TEXT_CONTRAST),
    );
    for (const t of tones) out.push(pair(`brandText.${t} on ${g}`, c.brandText[t]!, bg, TEXT_CONTRAST));
  }
  out.push(
    pair('accentText on accent', c.accentText, c.accent, TEXT_CONTRAST),
    pair('accent (primary button) on background', c.accent, c.background, NON_TEXT_CONTRAST),
    pair('text on highlight (searched words)', c.text, c.highlight, TEXT_CONTRAST),
    pair('link on highlight (searched words in a result title)', c.link, c.highlight, TEXT_CONTRAST),
    pair('textMuted on highlight (searched words in a result excerpt)', c.textMuted, c.highlight, TEXT_CONTRAST),
  );
  for (const t of tones)
    out.push(pair(`brandForeground.${t} on brandBackground.${t}`, c.brandForeground[t]!, c.brandBackground[t]!, TEXT_CONTRAST));
  return out;
}
