/** Every text/background pair the components use, in both themes, held to WCAG AA. */
import { describe, expect, it } from 'vitest';
import { tones } from '../components/Cards/Cards.css.ts';
import { contrastPairs, contrastRatio } from './contrast.ts';
import { darkColors, lightColors } from './theme.css.ts';

it('covers every card tone in both themes', () => {
  for (const colors of [lightColors, darkColors]) {
    const labels = contrastPairs(colors).map((p) => p.label);
    for (const t of tones) expect(labels).toContain(`brandForeground.${t} on brandBackground.${t}`);
  }
});

for (const [name, colors] of [
  ['light', lightColors],
  ['dark', darkColors],
] as const) {
  describe(`${name} theme contrast`, () => {
    for (const { label, foreground, background, minimum } of contrastPairs(colors)) {
      it(`${label}: ${foreground} on ${background} ≥ ${minimum}:1`, () => {
        expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
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
