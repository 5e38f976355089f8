import { keyframes, style } from '@vanilla-extract/css';
import { font, layer, radius, size, space, vars } from '../../tokens/theme.css.ts';
import { reducedMotion } from '../../tokens/breakpoints.ts';

export const count = style({ margin: 0, fontWeight: font.weight.medium });
/** LiveStatus: the spinner (while loading) beside the region's line, which has the count's weight. */
export const liveStatus = style({ display: 'flex', alignItems: 'center', gap: space.sm });
export const liveLine = style({ margin: 0, fontWeight: font.weight.medium });
export const panel = style({
  display: 'grid',
  gap: space.sm,
  justifyItems: 'start',
  padding: space.xl,
  borderRadius: radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: size.prose,
});
export const errorPanel = style([panel, { borderLeft: `6px solid ${vars.color.accent}` }]);
export const title = style({ margin: 0, fontSize: font.size.xl });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: space.lg,
  transform: 'translateX(-50%)',
  zIndex: layer.toast,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.lg}`,
  borderRadius: radius.pill,
  background: vars.color.text,
  color: vars.color.background,
  fontWeight: font.weight.medium,
  boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
  maxWidth: `calc(100vw - ${space.xl})`,
});
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  borderRadius: radius.pill,
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 } },
});
export const loading = style({ display: 'inline-flex', alignItems: 'center', gap: space.sm, color: vars.color.text });
