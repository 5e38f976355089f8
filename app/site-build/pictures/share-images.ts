/**
 * The pictures of shared links that the build makes (pages/head/share-image.ts), gathered while the
 * pages render and put into the site while they do (the render threads keep the cores busy; this is
 * mostly linking what earlier builds drew): a page's own card (one of its files, gone with it) and
 * drawings made JPEGs (one file per drawing, shared by the pages that show it, which the record names
 * so an edit can remove one no page shows any more).
 */
import type { SiteConfig } from '../../../generated/types/content.ts';
import { mediaServersOf, siteNameFor } from '../../../pages/chrome/site-chrome.ts';
import { SHARE_CARD_SIZE, shareImageOf } from '../../../pages/head/share-image.ts';
import type { SitePage } from '../../../pages/routes/search-route.ts';
import type { MediaFileOf } from './page-pictures.ts';
import { placeDrawing, type ShareDrawing } from './share-cards.ts';

export function shareImages(site: SiteConfig, fileOf: MediaFileOf, root: string, outDir: string) {
  const media = mediaServersOf(site);
  const queued = new Set<string>();
  // Two lanes, each placing one at a time: a card drawn keeps a core busy. Each counts what it drew.
  const lanes = [Promise.resolve(0), Promise.resolve(0)];
  let turn = 0;
  const put = (rel: string, d: ShareDrawing) => {
    if (queued.has(rel)) return;
    queued.add(rel);
    const i = turn++ % lanes.length;
    lanes[i] = lanes[i]!.then(async (drawn) => drawn + ((await placeDrawing(root, outDir, rel, d)) ? 1 : 0));
    // Awaited by placed(); until then a failure must not end the process as unhandled.
    lanes[i]!.catch(() => undefined);
  };
  return {
    /** What the build makes for the page's shared link: its card's file, or the drawing's it shows. */
    of(page: SitePage): { card?: string; drawing?: string } {
      // Without the site's address no page names its picture for apps (pages/head/head-tags.ts): nothing to make.
      if (!site.siteUrl) return {};
      const share = shareImageOf(page, media);
      if (!share.made) return {};
      const rel = share.url.slice(1);
      if ('card' in share.made) {
        const lang = page.language.id;
        put(rel, { card: { title: page.title.value, siteName: siteNameFor(site, lang), lang }, size: SHARE_CARD_SIZE });
        return { card: rel };
      }
      const file = fileOf(share.made.drawing);
      // The file is at the address the server will look for: a media address may hold percent-escapes.
      const at = file ? decodedPath(rel) : null;
      if (!file || !at) return {};
      put(at, { drawing: file, size: { width: share.width, height: share.height } });
      return { drawing: at };
    },
    /** Once every one is in place: how many were drawn now (the rest were kept from earlier builds). */
    async placed(): Promise<number> {
      return (await Promise.all(lanes)).reduce((a, b) => a + b, 0);
    },
  };
}

/** A site path's file name, its escapes decoded (null for one that does not decode: no file of the site's). */
function decodedPath(rel: string): string | null {
  try {
    return decodeURIComponent(rel);
  } catch {
    return null;
  }
}
