/**
 * The site's shared controls: the pill-shaped control (the date filter's button, 'Add to calendar', 'Save to my visit',
 * the visit list's actions): one set of rules, so every such button looks and feels the same.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { font, radius, size, space, vars } from './theme.css.ts';

export const pillControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: size.target,
  padding: `0 ${space.md}`,
  borderRadius: radius.pill,
  border: `2px solid ${vars.color.text}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.bold,
  cursor: 'pointer',
} as const satisfies StyleRule;

/** A control that is only its text (the anchor menu's toggle on a phone, the services select inside its pill). */
export const bareControl = {
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: font.weight.bold,
  cursor: 'pointer',
} as const satisfies StyleRule;

/** The focus ring of those controls, as `selectors` of a style. */
export const pillFocus = { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } } as const;
