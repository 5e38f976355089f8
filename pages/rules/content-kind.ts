/**
 * What the pages of each bundle are, as a content card shows them and search names their type (SPEC §3):
 * one table for both. Audio and video are the multimedia bundles; an organisation has cards but is no
 * type of search result; a bundle not here is a plain page.
 */
import type { ContentKind } from '../../design-system/index.ts';
import type { Page, SearchResultType } from '../../generated/types/content.ts';

const KIND_OF_BUNDLE = {
  exhibition: 'exhibition',
  activity: 'activity',
  artwork: 'artwork',
  publication: 'publication',
  podcast: 'podcast',
  press_note: 'press_note',
  person: 'person',
  organization: 'organization',
  collection_archive: 'collection_archive',
  program: 'program',
  multimedia_audio: 'audio',
  multimedia_video: 'video',
} as const satisfies Partial<Record<Page['bundle'], ContentKind>>;

type Kind = (typeof KIND_OF_BUNDLE)[keyof typeof KIND_OF_BUNDLE];

/** The kind of a bundle's pages, or undefined for a plain page. */
export const kindOfBundle = (bundle: string): Kind | undefined => (KIND_OF_BUNDLE as Record<string, Kind>)[bundle];

/** The search result type of a bundle's pages, or undefined when they are none. */
export const resultTypeOfBundle = (bundle: string): SearchResultType | undefined => {
  const kind = kindOfBundle(bundle);
  return kind === 'organization' ? undefined : kind;
};
