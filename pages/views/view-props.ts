import type { ComponentType } from 'react';
import type { Bundle, ParagraphType } from '../../generated/types/constants.ts';
import { paragraphTypesIn } from '../assembler/deferred-paragraphs.ts';
import { showsToday } from '../rules/today-file.ts';
import { showsExploreLink } from '../rules/explore.ts';
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
  chrome?: Pick<SiteChromeData, 'buildings'> & Partial<Pick<SiteChromeData, 'media' | 'menu'>>;
}

/** A CMS bundle's view, the search page or the preview. */
export type ViewKey = Bundle | 'search' | 'visit' | 'explore' | 'data' | 'preview';
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
  // The explore page's words, and the facet values' names (decades) of the search results.
  explore: ['collection', 'searchResults'],
  data: ['collectionData'],
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

/**
 * The interface text sections paragraphs show, on whatever page holds them: a gallery's pictures
 * open the image viewer, whose words are in the collection section.
 */
export const PARAGRAPH_TEXT: Partial<Record<ParagraphType, readonly TextSection[]>> = {
  ParagraphGallery: ['collection'],
};
const hasParagraphText = (type: unknown): type is ParagraphType => typeof type === 'string' && Object.hasOwn(PARAGRAPH_TEXT, type);

/** The sections a page shows: its view's, and those of the paragraphs it holds (loaded with it, named in its HTML). */
export function pageText(page: SitePage): readonly TextSection[] {
  const fromParagraphs = paragraphTypesIn(page, hasParagraphText).flatMap((type) => PARAGRAPH_TEXT[type] ?? []);
  // The visit page is a hub page that shows whether the museum is open and what is on today.
  const today: TextSection[] = showsToday(page) ? ['hours'] : [];
  // The collections page leads to the explore page, whose words are in the collection section.
  const explore: TextSection[] = showsExploreLink(page) ? ['collection'] : [];
  return [...new Set([...viewText(viewKeyOf(page)), ...today, ...explore, ...fromParagraphs])];
}
