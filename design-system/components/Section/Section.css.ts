import { style } from '@vanilla-extract/css';
import { size, space } from '../../tokens/theme.css.ts';

export const section = style({ maxWidth: size.content, margin: '0 auto', padding: `${space.xl} ${space.md}` });
