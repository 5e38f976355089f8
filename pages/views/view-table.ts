/**
 * Which template renders which bundle: the one table (SPEC §2 views). hubpage, page and the two multimedia
 * page bundles share the generic template (hero, anchors from paragraphs, body). A bundle missing here is a compile error.
 */
import type { ComponentType } from 'react';
import type { Bundle } from '../../generated/types/constants.ts';
import { ActivityPage } from './ActivityPage.tsx';
import { ArtworkPage } from './ArtworkPage.tsx';
import { ExhibitionPage } from './ExhibitionPage.tsx';
import { PublicationPage } from './PublicationPage.tsx';
import { CollectionArchivePage, RestorationProjectPage } from './CollectionViews.tsx';
import { ShowroomPage } from './ShowroomPage.tsx';
import { LocationPage, OrganizationPage, PersonPage } from './DirectoryViews.tsx';
import { MultimediaAudioPage, MultimediaVideoPage } from './MultimediaViews.tsx';
import { PressNotePage } from './PressNotePage.tsx';
import { ProgramPage, ProjectPage } from './ProgrammeViews.tsx';
import { HomeRadioPage, PodcastChannelPage, PodcastPage } from './RadioViews.tsx';
import { GenericPage } from './GenericPage.tsx';
import { HomePage } from './HomePage.tsx';
import type { PageOf, ViewProps } from './view-props.ts';

type ViewTable = { [B in Bundle]: ComponentType<ViewProps<PageOf<B>>> };

export const viewTable: ViewTable = {
  homepage: HomePage,
  exhibition: ExhibitionPage,
  hubpage: GenericPage,
  page: GenericPage,
  location: LocationPage,
  activity: ActivityPage,
  program: ProgramPage,
  project: ProjectPage,
  artwork: ArtworkPage,
  showroom: ShowroomPage,
  restoration_project: RestorationProjectPage,
  press_note: PressNotePage,
  podcast: PodcastPage,
  podcast_channel: PodcastChannelPage,
  home_radio: HomeRadioPage,
  publication: PublicationPage,
  collection_archive: CollectionArchivePage,
  hubpage_multimedia: GenericPage,
  page_multimedia: GenericPage,
  multimedia_video: MultimediaVideoPage,
  multimedia_audio: MultimediaAudioPage,
  person: PersonPage,
  organization: OrganizationPage,
};
