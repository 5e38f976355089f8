import { style } from '@vanilla-extract/css';
import { compactDesktop, narrow } from './breakpoints.ts';

/** Out of sight, still read by assistive technology. */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(hidden);

/**
 * Visually hidden on phones and on the narrowest desktops (where the header's main links need the
 * room); always in the accessibility tree, so the button keeps its name.
 */
export const hiddenWhenCramped = style({ '@media': { [narrow]: hidden, [compactDesktop]: hidden } });
