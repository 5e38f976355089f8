/** Every text/background pair the components use, in both themes, held to WCAG AA. */
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkColors, lightColors, type ThemeColors } from './theme.css.ts';
import { tones } from '../components/Cards/Cards.css.ts';

type Colors = ThemeColors;
const TEXT = 4.5; // WCAG 1.4.3, normal text
const NON_TEXT = 3; // WCAG 1.4.11, focus rings and borders that carry meaning

function pairs(c: Colors): [string, string, string, number][] {
  const grounds = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised };
  const out: [string, string, string, number][] = [];
  for (const [g, bg] of Object.entries(grounds)) {
    out.push(
      [`text on ${g}`, c.text, bg, TEXT],
      [`textMuted on ${g}`, c.textMuted, bg, TEXT],
      [`link on ${g}`, c.link, bg, TEXT],
      [`focusRing on ${g}`, c.focusRing, bg, NON_TEXT],
    );
    for (const t of tones) out.push([`brandText.${t} on ${g}`, c.brandText[t], bg, TEXT]);
  }
  out.push(
    ['accentText on accent', c.accentText, c.accent, TEXT],
    ['accent (primary button) on background', c.accent, c.background, NON_TEXT],
    ['text on highlight (searched words)', c.text, c.highlight, TEXT],
    ['link on highlight (searched words in a result title)', c.link, c.highlight, TEXT],
    ['textMuted on highlight (searched words in a result excerpt)', c.textMuted, c.highlight, TEXT],
  );
  for (const t of tones) {
    out.push([`brandForeground.${t} on brandBackground.${t}`, c.brandForeground[t], c.brandBackground[t], TEXT]);
  }
  return out;
}

for (const [name, colors] of [
  ['light', lightColors],
  ['dark', darkColors],
] as const) {
  describe(`${name} theme contrast`, () => {
    for (const [label, fg, bg, min] of pairs(colors)) {
      it(`${label}: ${fg} on ${bg} ≥ ${min}:1`, () => {
        expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(min);
      });
    }
  });
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
