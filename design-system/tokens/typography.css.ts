import { globalStyle, style } from '@vanilla-extract/css';
import { font } from './theme.css.ts';

/**
 * The type scale of headings, by level: a page's title (h1, the hero's display size), its sections
 * (h2), the groups inside a section (h3) and their parts (h4). A component's title takes the size
 * of the level it is rendered at, so a grid titled at h3 inside a section reads as part of it.
 */
export const headingScale = { 1: font.size.display, 2: font.size.xxl, 3: font.size.xl, 4: font.size.lg } as const;

/** The title of a component (a card grid, a gallery, a list…), sized by its heading level. */
export const componentTitle = style({ margin: 0, fontSize: headingScale[2], lineHeight: font.lineHeight.tight });
for (const level of [3, 4] as const) globalStyle(`h${level}.${componentTitle}`, { fontSize: headingScale[level] });
