/**
 * Which view renders which page, and where it is: the one table. Each view key (a CMS bundle, or one of
 * the site's own routes) names its module and the export that is its template. hubpage, page and the two
 * multimedia page bundles share the generic template (hero, anchors from paragraphs, body). The browser
 * loads a view's module as a chunk of its own (./view-modules.ts); the prerender imports every module
 * statically (./view-table.ts); both read this table, so a page hydrates with what it was rendered with.
 */
import type { ViewKey } from './view-props.ts';

export const VIEWS = {
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
  data: ['CollectionDataRoute.tsx', 'CollectionDataView'],
  preview: ['PreviewRoute.tsx', 'PreviewView'],
} as const satisfies Record<ViewKey, readonly [string, string]>;

/** A module that holds at least one view. */
export type ViewModule = (typeof VIEWS)[ViewKey][0];
