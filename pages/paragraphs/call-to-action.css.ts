import { style } from '@vanilla-extract/css';
import { font, space } from '../../design-system/tokens/theme.css.ts';

export const root = style({ display: 'grid', gap: space.sm, justifyItems: 'start' });
export const title = style({ margin: 0, fontSize: font.size.xxl });
export const text = style({ margin: 0, fontSize: font.size.lg });
