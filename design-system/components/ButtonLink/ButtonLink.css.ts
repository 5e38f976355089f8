import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { font, radius, size, space, vars } from '../../tokens/theme.css.ts';

export const buttonLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xs,
    minHeight: size.target,
    fontWeight: font.weight.bold,
    textDecoration: 'none',
    borderRadius: radius.pill,
    cursor: 'pointer',
  },
  variants: {
    appearance: {
      primary: {
        padding: `0 ${space.lg}`,
        background: vars.color.accent,
        color: vars.color.accentText,
        border: `2px solid ${vars.color.accent}`,
        selectors: { '&:hover': { filter: 'brightness(0.92)' } },
      },
      secondary: {
        padding: `0 ${space.lg}`,
        background: 'transparent',
        color: vars.color.text,
        border: `2px solid ${vars.color.text}`,
        selectors: { '&:hover': { background: vars.color.surfaceRaised } },
      },
      link: { padding: 0, color: vars.color.link, textDecoration: 'underline', textUnderlineOffset: '0.2em', borderRadius: radius.none },
    },
  },
  defaultVariants: { appearance: 'primary' },
});
export type ButtonLinkVariants = NonNullable<RecipeVariants<typeof buttonLink>>;
