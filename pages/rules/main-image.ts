/** A page's main picture, whichever field its bundle keeps it in: what its search result, card and shared link show. */
import type { Image, Page } from '../../generated/types/content.ts';

export function mainImage(page: Page): Image | undefined {
  if (page.hero?.image) return page.hero.image;
  if (page.bundle === 'publication') return page.cover;
  if (page.bundle === 'person' || page.bundle === 'podcast_channel') return page.image;
  if (page.bundle === 'artwork') {
    const first = page.images?.[0]?.entity;
    return first && 'image' in first ? first.image : undefined;
  }
  return undefined;
}
