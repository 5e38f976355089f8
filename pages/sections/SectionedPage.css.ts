import { style } from '@vanilla-extract/css';
import { font, space } from '../../design-system/tokens/theme.css.ts';

export const heading = style({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl });

/** A wrapper that takes no box, so the sticky bar inside stays sticky. */
export const contents = style({ display: 'contents' });

/** The anchor menu while the listing's filter bar stands in its place: kept in the flow (no jump), unseen and unreachable. */
export const contentsHidden = style({ display: 'contents', visibility: 'hidden' });
