/**
 * The pictures of shared links that the build makes (pages/head/share-image.ts), gathered while the
 * pages render and put into the site after: a page's own card (one of its files, gone with it) and
 * drawings made JPEGs (one file per drawing, shared by the pages that show it, which the record names
 * so an edit can remove one no page shows any more).
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { mediaServersOf, siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { SHARE_CARD_SIZE, shareImageOf } from '../../../pages/head/share-image.ts';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import { mapBounded } from '../support/map-bounded.ts';
import { mediaFileOf } from './page-pictures.ts';
import { placeDrawing, type ShareDrawing } from './share-cards.ts';

export function shareImages(site: SiteConfig, mediaDir: string | undefined) {
  const media = mediaServersOf(site);
  const todo = new Map<string, ShareDrawing>();
  return {
    /** What the build makes for the page's shared link: its card's file, or the drawing's it shows. */
    of(page: SitePage): { card?: string; drawing?: string } {
      const share = shareImageOf(page, media);
      if (!share.made) return {};
      const rel = share.url.slice(1);
      if ('card' in share.made) {
        const lang = page.language.id;
        todo.set(rel, { card: { title: page.title.value, siteName: siteNameFor(site, lang), lang }, size: SHARE_CARD_SIZE });
        return { card: rel };
      }
      const file = mediaDir ? mediaFileOf(share.made.drawing, mediaDir) : null;
      if (!file) return {};
      if (!todo.has(rel)) todo.set(rel, { drawing: file, size: { width: share.width, height: share.height } });
      return { drawing: rel };
    },
    /** Puts them into `outDir`, two at a time (each drawing keeps a core busy); returns how many were drawn now. */
    async place(root: string, outDir: string): Promise<number> {
      const drawn = await mapBounded([...todo], 2, ([rel, d]) => placeDrawing(root, outDir, rel, d));
      return drawn.filter(Boolean).length;
    },
  };
}
