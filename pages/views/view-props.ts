import type { ComponentType } from 'react';
import type { Bundle } from '../../generated/types/constants.ts';
import type { Page } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { SiteChromeData } from '../chrome/site-chrome.ts';
import type { TextSection } from '../i18n/ui-text.ts';
import type { SitePage } from '../routes/search-route.ts';

export type PageOf<B extends Bundle> = Extract<Page, { bundle: B }>;

export interface ViewProps<P extends Page = Page> {
  page: P;
  ctx: RenderContext;
  /** The language's shared data (the buildings' plans, for where a work is; the media host, for the image viewer); every page view is given it. */
  chrome?: Pick<SiteChromeData, 'buildings'> & Partial<Pick<SiteChromeData, 'media'>>;
}

/** A CMS bundle's view, the search page or the preview. */
export type ViewKey = Bundle | 'search' | 'visit' | 'preview';
export const viewKeyOf = (page: SitePage): ViewKey => page.bundle;

/** What every view is given (the site's own routes read the chrome's search facets). */
export interface PageViewProps {
  page: SitePage;
  ctx: RenderContext;
  chrome: SiteChromeData;
}
export type PageView = ComponentType<PageViewProps>;

/**
 * The interface text sections (pages/i18n/sections/) a view shows, loaded with its chunk and named in
 * its pages' HTML. A view that shows a section it does not list here fails with a message naming it
 * (the every-view tests load each view directly, as a visitor does).
 */
export const VIEW_TEXT: Partial<Record<ViewKey, readonly TextSection[]>> = {
  search: ['searchPage'],
  visit: ['visitPage', 'collection'],
  artwork: ['collection'],
  showroom: ['collection'],
  // Their galleries open the image viewer, whose words are in the collection section.
  exhibition: ['collection'],
  press_note: ['collection'],
  collection_archive: ['collection'],
  restoration_project: ['collection'],
  homepage: ['hours'],
  location: ['hours'],
};
/** The sections of a view's text. */
export const viewText = (key: ViewKey): readonly TextSection[] => VIEW_TEXT[key] ?? [];
