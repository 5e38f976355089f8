/**
 * Views as chunks of their own (the page-data contract's `componentChunkName`, `view-<bundle>`): the
 * browser loads the chunk of a page's view with its data, before showing it; the prerendered HTML
 * names that chunk (modulepreload) and its styles. The build and the server render with the static
 * table (`PageDocument`), so the HTML is the same either way.
 */
import { chunkCache } from '../chunk-cache.ts';
import type { PageView, ViewKey } from './view-props.ts';

export { VIEW_TEXT, viewKeyOf, viewText, pageText, type PageView, type PageViewProps, type ViewKey } from './view-props.ts';

/**
 * Each view's module and the export that is its template: the one table of which view is where. The
 * build finds a view's chunk in its manifest by the module (VIEW_MODULES); the browser loads it with the
 * module's import below; the prerender's static table (./view-table.ts) is checked against it by a test.
 */
const VIEWS = {
  homepage: ['HomePage.tsx', 'HomePage'],
  exhibition: ['ExhibitionPage.tsx', 'ExhibitionPage'],
  hubpage: ['GenericPage.tsx', 'GenericPage'],
  page: ['GenericPage.tsx', 'GenericPage'],
  location: ['DirectoryViews.tsx', 'LocationPage'],
  activity: ['ActivityPage.tsx', 'ActivityPage'],
  program: ['ProgrammeViews.tsx', 'ProgramPage'],
  project: ['ProgrammeViews.tsx', 'ProjectPage'],
  artwork: ['ArtworkPage.tsx', 'ArtworkPage'],
  showroom: ['ShowroomPage.tsx', 'ShowroomPage'],
  restoration_project: ['CollectionViews.tsx', 'RestorationProjectPage'],
  press_note: ['PressNotePage.tsx', 'PressNotePage'],
  podcast: ['RadioViews.tsx', 'PodcastPage'],
  podcast_channel: ['RadioViews.tsx', 'PodcastChannelPage'],
  home_radio: ['RadioViews.tsx', 'HomeRadioPage'],
  publication: ['PublicationPage.tsx', 'PublicationPage'],
  collection_archive: ['CollectionViews.tsx', 'CollectionArchivePage'],
  hubpage_multimedia: ['GenericPage.tsx', 'GenericPage'],
  page_multimedia: ['GenericPage.tsx', 'GenericPage'],
  multimedia_video: ['MultimediaViews.tsx', 'MultimediaVideoPage'],
  multimedia_audio: ['MultimediaViews.tsx', 'MultimediaAudioPage'],
  person: ['DirectoryViews.tsx', 'PersonPage'],
  organization: ['DirectoryViews.tsx', 'OrganizationPage'],
  search: ['SearchRoute.tsx', 'SearchView'],
  visit: ['VisitPage.tsx', 'VisitView'],
  explore: ['ExploreRoute.tsx', 'ExploreView'],
  preview: ['PreviewRoute.tsx', 'PreviewView'],
} as const satisfies Record<ViewKey, readonly [string, string]>;

type ViewModule = (typeof VIEWS)[ViewKey][0];

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
