import { style } from '@vanilla-extract/css';
import { desktop, mobile } from '../../design-system/tokens/breakpoints.ts';
import { font, layer, radius, size, space, vars } from '../../design-system/tokens/theme.css.ts';
import { outlineButton } from './views.css.ts';

/** Desktop: the query across the top, facets in a side column, results beside them. Mobile: one column. */
export const layout = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [desktop]: {
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      gridTemplateAreas: '"query query" ". status" "filters results"',
      columnGap: space.xl,
    },
  },
});
export const query = style({ '@media': { [desktop]: { gridArea: 'query' } } });
export const filters = style({ '@media': { [desktop]: { gridArea: 'filters' } } });
export const results = style({ display: 'grid', gap: space.md, alignContent: 'start', '@media': { [desktop]: { gridArea: 'results' } } });

export const filtersButton = style([outlineButton, { '@media': { [desktop]: { display: 'none' } } }]);

/** Always shown beside the results on desktop; on mobile a panel the filters button opens. */
export const filtersPanel = style({
  display: 'grid',
  gap: space.lg,
  alignContent: 'start',
  '@media': {
    [mobile]: {
      marginTop: space.md,
      padding: space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: radius.md,
      background: vars.color.surface,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const textButton = style({
  justifySelf: 'start',
  minHeight: size.target,
  padding: `0 ${space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
export const closeFilters = style([outlineButton, { justifySelf: 'start', '@media': { [desktop]: { display: 'none' } } }]);

export const status = style({ minHeight: '2rem', '@media': { [desktop]: { gridArea: 'status' } } });
export const noScript = style({ marginTop: space.sm, fontWeight: font.weight.bold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const item = style({
  borderRadius: radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px', zIndex: layer.base } },
});
export const moreButton = style([outlineButton, { justifySelf: 'center' }]);

/** Under "no results": what else to try, as a short list of actions. */
export const suggestions = style({ display: 'grid', gap: space.xs });
export const suggestionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const suggestionLink = style({
  display: 'inline-block',
  minHeight: size.target,
  padding: space.xs,
  color: vars.color.link,
});
