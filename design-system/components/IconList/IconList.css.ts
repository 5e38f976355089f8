import { style } from '@vanilla-extract/css';
import { space, vars } from '../../tokens/theme.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.lg}` });
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const icon = style({ flexShrink: 0, color: vars.color.accent });
