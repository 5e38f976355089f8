import { style } from '@vanilla-extract/css';
import { font, space } from '../../design-system/tokens/theme.css.ts';

export const anchorHeading = style({ margin: 0, fontSize: font.size.xxl, scrollMarginTop: '6rem' });

/** The programme listing: heading, its sticky filter bar, the count and the cards. */
export const listing = style({ display: 'grid', gap: space.md });

/** While the date rules load (the first date filter chosen): a line where the count will be. */
export const filtering = style({ margin: 0, minHeight: '1.5em' });
