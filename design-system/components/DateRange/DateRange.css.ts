import { style } from '@vanilla-extract/css';

export const range = style({ fontVariantNumeric: 'tabular-nums' });
