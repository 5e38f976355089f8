import { style, styleVariants } from '@vanilla-extract/css';
import { font, space, vars } from '../../tokens/theme.css.ts';

export const panel = style({ display: 'grid', gap: space.sm });
export const title = style({ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold, lineHeight: font.lineHeight.tight });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });
export const item = style({ display: 'flex', alignItems: 'baseline', gap: space.xs, lineHeight: font.lineHeight.normal });
export const name = style({ fontWeight: font.weight.bold, color: 'inherit' });

const dotBase = style({
  flex: 'none',
  width: '0.7em',
  height: '0.7em',
  borderRadius: '50%',
  alignSelf: 'center',
  border: `1px solid ${vars.color.text}`,
  '@media': { '(forced-colors: active)': { background: 'CanvasText' } },
});
/** Green, amber and red, on the brand's own colours; decoration beside words that say the same. */
export const dot = styleVariants({
  open: [dotBase, { background: vars.color.brandBackground.green }],
  'closing-soon': [dotBase, { background: vars.color.brandBackground.yellow }],
  closed: [dotBase, { background: vars.color.brandBackground.red }],
});
