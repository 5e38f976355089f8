import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { desktop } from '../../tokens/breakpoints.ts';
import { font, radius, space, vars } from '../../tokens/theme.css.ts';

export const tones = ['default', 'red', 'yellow', 'blue', 'green', 'pink', 'black', 'white'] as const;
export type Tone = (typeof tones)[number];

export const root = style({ display: 'grid', gap: space.lg });
export const header = style({ display: 'grid', gap: space.xxs });
export const pretitle = style({
  margin: 0,
  fontSize: font.size.sm,
  fontWeight: font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export { componentTitle as heading } from '../../tokens/typography.css.ts';
export const subtitle = style({ margin: 0, fontSize: font.size.lg, color: vars.color.textMuted });
export const toneText = styleVariants(
  Object.fromEntries(tones.map((t) => [t, { color: vars.color.brandText[t] }])) as Record<Tone, { color: string }>,
);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md, gridTemplateColumns: '1fr' });
export const listLayout = styleVariants({
  grid: {},
  row: { '@media': { [desktop]: { gridAutoFlow: 'column', gridAutoColumns: '1fr' } } },
  list: { gap: space.sm },
});
export const listColumns = styleVariants({
  1: {},
  2: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
  3: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
  4: { '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
});
/** A list of two columns keeps one: its cards are rows already. Declared after the columns, so it wins. */
export const listOfTwo = style({ '@media': { [desktop]: { gridTemplateColumns: '1fr' } } });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: radius.md,
  height: '100%',
});
export const cardTone = styleVariants(
  Object.fromEntries(
    tones.map((t) => [
      t,
      {
        background: vars.color.brandBackground[t],
        color: vars.color.brandForeground[t],
        border: t === 'white' || t === 'default' ? `1px solid ${vars.color.border}` : 'none',
      },
    ]),
  ) as Record<Tone, { background: string; color: string; border: string }>,
);
export const cardTitle = style({ display: 'flex', alignItems: 'center', gap: space.xs, margin: 0, fontSize: font.size.lg });
export const cardBody = style({ flex: 1 });
export const cardLink = style({ color: 'inherit', fontWeight: font.weight.bold, alignSelf: 'flex-start' });
export const footer = style({ marginTop: space.xs });
// Links inside a coloured card take the card's foreground, which is what its contrast was chosen for.
// `a[href]`: one attribute more than RichText's `root a`, so this wins whatever order the style sheets load in.
globalStyle(`${cardBody} a[href]`, { color: 'inherit' });
// A focus ring in the card's own foreground always contrasts with the card.
globalStyle(`${cardBody} a[href]:focus-visible, ${cardLink}:focus-visible`, { outlineColor: 'currentColor' });
