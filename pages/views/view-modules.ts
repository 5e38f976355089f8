/**
 * Views as chunks of their own (the page-data contract's `componentChunkName`, `view-<bundle>`): the
 * browser loads the chunk of a page's view with its data, before showing it; the prerendered HTML
 * names that chunk (modulepreload) and its styles. Which module holds which view is the table in
 * ./view-places.ts; the build and the server render the same templates, imported statically (./view-table.ts).
 */
import { chunkCache } from '../chunk-cache.ts';
import type { PageView, ViewKey } from './view-props.ts';
import { VIEWS, type ViewModule } from './view-places.ts';

export { VIEW_TEXT, viewKeyOf, viewText, pageText, type PageView, type PageViewProps, type ViewKey } from './view-props.ts';

/**
 * Each view module's dynamic import, written out (the bundler makes a chunk of each): a module the table
 * names and is missing here, or one here that no view names, is a compile error.
 */
const modules: Record<ViewModule, () => Promise<Record<string, unknown>>> = {
  'HomePage.tsx': () => import('./HomePage.tsx'),
  'ExhibitionPage.tsx': () => import('./ExhibitionPage.tsx'),
  'GenericPage.tsx': () => import('./GenericPage.tsx'),
  'DirectoryViews.tsx': () => import('./DirectoryViews.tsx'),
  'ActivityPage.tsx': () => import('./ActivityPage.tsx'),
  'ProgrammeViews.tsx': () => import('./ProgrammeViews.tsx'),
  'ArtworkPage.tsx': () => import('./ArtworkPage.tsx'),
  'ShowroomPage.tsx': () => import('./ShowroomPage.tsx'),
  'CollectionViews.tsx': () => import('./CollectionViews.tsx'),
  'PressNotePage.tsx': () => import('./PressNotePage.tsx'),
  'RadioViews.tsx': () => import('./RadioViews.tsx'),
  'PublicationPage.tsx': () => import('./PublicationPage.tsx'),
  'MultimediaViews.tsx': () => import('./MultimediaViews.tsx'),
  'SearchRoute.tsx': () => import('./SearchRoute.tsx'),
  'VisitPage.tsx': () => import('./VisitPage.tsx'),
  'ExploreRoute.tsx': () => import('./ExploreRoute.tsx'),
  'CollectionDataRoute.tsx': () => import('./CollectionDataRoute.tsx'),
  'PreviewRoute.tsx': () => import('./PreviewRoute.tsx'),
};

/** The source module of each view, as the build's manifest names it. */
export const VIEW_MODULES = Object.fromEntries(Object.entries(VIEWS).map(([key, [file]]) => [key, `pages/views/${file}`])) as {
  [K in ViewKey]: `pages/views/${(typeof VIEWS)[K][0]}`;
};

/** One loader per view: its module's chunk, then its template (a key from page data that names no view is refused by chunkCache). */
const importers = Object.fromEntries(
  Object.entries(VIEWS).map(([key, [file, name]]) => [key, () => modules[file]().then((m) => m[name] as PageView)]),
) as Record<ViewKey, () => Promise<PageView>>;

const views = chunkCache<ViewKey, PageView>('view', importers);

/** Loads the view's chunk once (a failed load may be tried again; a key from page data that names no view is refused). */
export const loadView = (key: ViewKey): Promise<PageView> => views.load(key);

/** The view, when its chunk has been loaded. */
export const loadedView = (key: ViewKey): PageView | undefined => views.loaded(key);
