/** Which template renders which bundle. Bundles without a template of their own use the generic page. */
import type { ComponentType } from 'react';
import type { Bundle } from '../../generated/types/constants.ts';
import { ActivityPage } from './ActivityPage.tsx';
import { ArtworkPage } from './ArtworkPage.tsx';
import { ExhibitionPage } from './ExhibitionPage.tsx';
import { PublicationPage } from './PublicationPage.tsx';
import { GenericPage } from './GenericPage.tsx';
import { HomePage } from './HomePage.tsx';
import type { PageOf, ViewProps } from './view-props.ts';

export type ViewTable = { [B in Bundle]: ComponentType<ViewProps<PageOf<B>>> };

export const viewTable: ViewTable = {
  homepage: HomePage,
  exhibition: ExhibitionPage,
  hubpage: GenericPage,
  page: GenericPage,
  location: GenericPage,
  activity: ActivityPage,
  program: GenericPage,
  project: GenericPage,
  artwork: ArtworkPage,
  showroom: GenericPage,
  restoration_project: GenericPage,
  press_note: GenericPage,
  podcast: GenericPage,
  podcast_channel: GenericPage,
  home_radio: GenericPage,
  publication: PublicationPage,
  collection_archive: GenericPage,
  hubpage_multimedia: GenericPage,
  page_multimedia: GenericPage,
  multimedia_video: GenericPage,
  multimedia_audio: GenericPage,
  person: GenericPage,
  organization: GenericPage,
};
