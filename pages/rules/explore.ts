/**
 * Where the explore page is offered besides the artworks' pages: the collections menu's hub page
 * (SPEC §2: /colecciones, /en/collections), which leads into the collection.
 */
import type { SitePage } from '../routes/search-route.ts';

/** The main menu item whose hub page is the collections page. */
const COLLECTIONS_MENU_LINK = 'coleccion';

export const showsExploreLink = (page: Pick<SitePage, 'bundle' | 'activeMenuLinkId'>): boolean =>
  page.bundle === 'hubpage' && page.activeMenuLinkId === COLLECTIONS_MENU_LINK;
