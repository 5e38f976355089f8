import { style } from '@vanilla-extract/css';
import { font } from '../../design-system/tokens/theme.css.ts';

export const anchorHeading = style({ margin: 0, fontSize: font.size.xxl, scrollMarginTop: '6rem' });
