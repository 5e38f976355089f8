import { style } from '@vanilla-extract/css';
import { desktop } from '../../design-system/tokens/breakpoints.ts';
import { font, radius, size, space, vars } from '../../design-system/tokens/theme.css.ts';

export const stack = style({ display: 'grid', gap: space.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** A plain outlined button (filters toggle, preview check). */
export const outlineButton = style({
  font: 'inherit',
  fontWeight: 600,
  padding: `${space.xs} ${space.md}`,
  minHeight: '2.75rem',
  border: `2px solid ${vars.color.text}`,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-expanded="true"]': { background: vars.color.text, color: vars.color.background } },
});

export const filtersPanel = style({ marginTop: space.md });

export const status = style({ minHeight: '3rem' });
/** The previewed page, in its own theme (dark for multimedia, podcast and radio pages, or when forced). */
export const previewFrame = style({ background: vars.color.background, color: vars.color.text });

/** The artwork's technical sheet beside its text (the grid is the sections' `split`): kept in view while the text scrolls. */
export const splitAside = style({ '@media': { [desktop]: { gridColumn: '9 / span 4', position: 'sticky', top: '8rem' } } });

/** The JSON box of /preview (and of the Storybook playground) and its label. */
export const jsonLabel = style({ fontWeight: 700 });
export const jsonEditor = style({
  minHeight: '28rem',
  width: '100%',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: font.size.sm,
  padding: space.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.text}`,
  borderRadius: radius.sm,
});

/** The visit page's opening sentence, at the reading measure. */
export const lead = style({ margin: 0, fontSize: font.size.lg, maxWidth: size.prose });
/** Buttons side by side, wrapping on a phone. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0 });
/** A link to copy by hand (the clipboard was refused): the whole width, selected on focus. */
export const linkField = style({
  width: '100%',
  minHeight: size.target,
  padding: `0 ${space.sm}`,
  font: 'inherit',
  fontWeight: font.weight.regular,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.sm,
  background: vars.color.background,
  color: vars.color.text,
});
/** A row of links as buttons, as a list (wrapping). */
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, padding: 0, listStyle: 'none' });
/** The collections page's way into the explore page: a sentence and its button. */
export const exploreBand = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.md,
  justifyContent: 'space-between',
});

/** A heading of a site page's band, as the design system's components title theirs. */
export { componentTitle as bandTitle } from '../../design-system/tokens/typography.css.ts';
/** What a data field holds (text, a whole number…), before what it means. */
export const fieldKind = style({ fontStyle: 'italic', color: vars.color.textMuted });
/** A short list of links, one a line. */
export const linkList = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
