import { style } from '@vanilla-extract/css';
import { size, space } from '../../tokens/theme.css.ts';

export const section = style({ maxWidth: size.content, margin: '0 auto', padding: `${space.xl} ${space.md}` });
/** The band of a heading: the band after it brings its own space above, so the heading sits one step (md) from its text. */
export const leading = style([section, { paddingBottom: 0, marginBottom: `calc(${space.md} - ${space.xl})` }]);
