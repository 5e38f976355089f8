import { globalStyle, style } from '@vanilla-extract/css';
import { font, size, space, vars } from '../../tokens/theme.css.ts';

export const root = style({ maxWidth: size.prose, fontSize: font.size.md, lineHeight: font.lineHeight.loose, overflowWrap: 'anywhere' });
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} h2`, { fontSize: font.size.xl, margin: `${space.xl} 0 ${space.sm}` });
globalStyle(`${root} h3`, { fontSize: font.size.lg, margin: `${space.lg} 0 ${space.xs}` });
globalStyle(`${root} a`, { color: vars.color.link, textDecorationThickness: '1px' });
globalStyle(`${root} a:hover`, { textDecorationThickness: '2px' });
globalStyle(`${root} blockquote`, { margin: `${space.lg} 0`, paddingLeft: space.md, borderLeft: `4px solid ${vars.color.accent}` });
globalStyle(`${root} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${root} th, ${root} td`, { border: `1px solid ${vars.color.border}`, padding: space.xs, textAlign: 'left' });
