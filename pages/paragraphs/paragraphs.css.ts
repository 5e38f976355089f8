import { style } from '@vanilla-extract/css';
import { font, space } from '../../design-system/tokens/theme.css.ts';

export const anchorHeading = style({ margin: 0, fontSize: font.size.xxl, scrollMarginTop: '6rem' });

/** The programme listing: heading, its sticky filter bar, the count and the cards. */
export const listing = style({ display: 'grid', gap: space.md });
