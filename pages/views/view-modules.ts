/**
 * Views as chunks of their own (the page-data contract's `componentChunkName`, `view-<bundle>`): the
 * browser loads the chunk of a page's view with its data, before showing it; the prerendered HTML
 * names that chunk (modulepreload) and its styles. The build and the server render with the static
 * table (`PageDocument`), so the HTML is the same either way.
 */
import type { ComponentType } from 'react';
import { chunkCache } from '../chunk-cache.ts';
import type { PageView, ViewKey } from './view-props.ts';

export { VIEW_TEXT, viewKeyOf, viewText, pageText, type PageView, type PageViewProps, type ViewKey } from './view-props.ts';

/** The source module of each view, as the build's manifest names it (checked against `importers` by a test). */
export const VIEW_MODULES = {
  homepage: 'pages/views/HomePage.tsx',
  exhibition: 'pages/views/ExhibitionPage.tsx',
  hubpage: 'pages/views/GenericPage.tsx',
  page: 'pages/views/GenericPage.tsx',
  location: 'pages/views/DirectoryViews.tsx',
  activity: 'pages/views/ActivityPage.tsx',
  program: 'pages/views/ProgrammeViews.tsx',
  project: 'pages/views/ProgrammeViews.tsx',
  artwork: 'pages/views/ArtworkPage.tsx',
  showroom: 'pages/views/ShowroomPage.tsx',
  restoration_project: 'pages/views/CollectionViews.tsx',
  press_note: 'pages/views/PressNotePage.tsx',
  podcast: 'pages/views/RadioViews.tsx',
  podcast_channel: 'pages/views/RadioViews.tsx',
  home_radio: 'pages/views/RadioViews.tsx',
  publication: 'pages/views/PublicationPage.tsx',
  collection_archive: 'pages/views/CollectionViews.tsx',
  hubpage_multimedia: 'pages/views/GenericPage.tsx',
  page_multimedia: 'pages/views/GenericPage.tsx',
  multimedia_video: 'pages/views/MultimediaViews.tsx',
  multimedia_audio: 'pages/views/MultimediaViews.tsx',
  person: 'pages/views/DirectoryViews.tsx',
  organization: 'pages/views/DirectoryViews.tsx',
  search: 'pages/views/SearchRoute.tsx',
  visit: 'pages/views/VisitPage.tsx',
  explore: 'pages/views/ExploreRoute.tsx',
  preview: 'pages/views/PreviewRoute.tsx',
} as const satisfies Record<ViewKey, string>;

const as = (c: ComponentType<never>) => c as unknown as PageView;
/** One dynamic import per view module: a bundle missing here is a compile error. */
const importers: Record<ViewKey, () => Promise<PageView>> = {
  homepage: () => import('./HomePage.tsx').then((m) => as(m.HomePage)),
  exhibition: () => import('./ExhibitionPage.tsx').then((m) => as(m.ExhibitionPage)),
  hubpage: () => import('./GenericPage.tsx').then((m) => as(m.GenericPage)),
  page: () => import('./GenericPage.tsx').then((m) => as(m.GenericPage)),
  location: () => import('./DirectoryViews.tsx').then((m) => as(m.LocationPage)),
  activity: () => import('./ActivityPage.tsx').then((m) => as(m.ActivityPage)),
  program: () => import('./ProgrammeViews.tsx').then((m) => as(m.ProgramPage)),
  project: () => import('./ProgrammeViews.tsx').then((m) => as(m.ProjectPage)),
  artwork: () => import('./ArtworkPage.tsx').then((m) => as(m.ArtworkPage)),
  showroom: () => import('./ShowroomPage.tsx').then((m) => as(m.ShowroomPage)),
  restoration_project: () => import('./CollectionViews.tsx').then((m) => as(m.RestorationProjectPage)),
  press_note: () => import('./PressNotePage.tsx').then((m) => as(m.PressNotePage)),
  podcast: () => import('./RadioViews.tsx').then((m) => as(m.PodcastPage)),
  podcast_channel: () => import('./RadioViews.tsx').then((m) => as(m.PodcastChannelPage)),
  home_radio: () => import('./RadioViews.tsx').then((m) => as(m.HomeRadioPage)),
  publication: () => import('./PublicationPage.tsx').then((m) => as(m.PublicationPage)),
  collection_archive: () => import('./CollectionViews.tsx').then((m) => as(m.CollectionArchivePage)),
  hubpage_multimedia: () => import('./GenericPage.tsx').then((m) => as(m.GenericPage)),
  page_multimedia: () => import('./GenericPage.tsx').then((m) => as(m.GenericPage)),
  multimedia_video: () => import('./MultimediaViews.tsx').then((m) => as(m.MultimediaVideoPage)),
  multimedia_audio: () => import('./MultimediaViews.tsx').then((m) => as(m.MultimediaAudioPage)),
  person: () => import('./DirectoryViews.tsx').then((m) => as(m.PersonPage)),
  organization: () => import('./DirectoryViews.tsx').then((m) => as(m.OrganizationPage)),
  search: () => import('./SearchRoute.tsx').then((m) => m.SearchView),
  visit: () => import('./VisitPage.tsx').then((m) => m.VisitView),
  explore: () => import('./ExploreRoute.tsx').then((m) => m.ExploreView),
  preview: () => import('./PreviewRoute.tsx').then((m) => m.PreviewView),
};

const views = chunkCache<ViewKey, PageView>('view', importers);

/** Loads the view's chunk once (a failed load may be tried again; a key from page data that names no view is refused). */
export const loadView = (key: ViewKey): Promise<PageView> => views.load(key);

/** The view, when its chunk has been loaded. */
export const loadedView = (key: ViewKey): PageView | undefined => views.loaded(key);
