import { style } from '@vanilla-extract/css';
import { space } from '../../design-system/tokens/theme.css.ts';

export const stack = style({ display: 'grid', gap: space.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
