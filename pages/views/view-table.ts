/**
 * Every view imported statically, for the prerender (the build, the dev server, stories and tests): the
 * template of each view key is looked up in the one table (./view-places.ts) that also tells the browser
 * which chunk to load, so the two cannot disagree. A module the table names and is missing here, an
 * export it names that the module does not have, or a template whose props do not take its bundle's
 * pages, is a compile error.
 */
import type { ComponentType } from 'react';
import { BUNDLES, type Bundle } from '../../generated/types/constants.ts';
import * as ActivityPage from './ActivityPage.tsx';
import * as ArtworkPage from './ArtworkPage.tsx';
import * as CollectionViews from './CollectionViews.tsx';
import * as DirectoryViews from './DirectoryViews.tsx';
import * as ExhibitionPage from './ExhibitionPage.tsx';
import * as ExploreRoute from './ExploreRoute.tsx';
import * as CollectionDataRoute from './CollectionDataRoute.tsx';
import * as GenericPage from './GenericPage.tsx';
import * as HomePage from './HomePage.tsx';
import * as MultimediaViews from './MultimediaViews.tsx';
import * as PressNotePage from './PressNotePage.tsx';
import * as PreviewRoute from './PreviewRoute.tsx';
import * as ProgrammeViews from './ProgrammeViews.tsx';
import * as PublicationPage from './PublicationPage.tsx';
import * as RadioViews from './RadioViews.tsx';
import * as SearchRoute from './SearchRoute.tsx';
import * as ShowroomPage from './ShowroomPage.tsx';
import * as VisitPage from './VisitPage.tsx';
import { VIEWS, type ViewModule } from './view-places.ts';
import type { PageOf, PageView, ViewKey, ViewProps } from './view-props.ts';

const modules = {
  'ActivityPage.tsx': ActivityPage,
  'ArtworkPage.tsx': ArtworkPage,
  'CollectionViews.tsx': CollectionViews,
  'DirectoryViews.tsx': DirectoryViews,
  'ExhibitionPage.tsx': ExhibitionPage,
  'ExploreRoute.tsx': ExploreRoute,
  'CollectionDataRoute.tsx': CollectionDataRoute,
  'GenericPage.tsx': GenericPage,
  'HomePage.tsx': HomePage,
  'MultimediaViews.tsx': MultimediaViews,
  'PressNotePage.tsx': PressNotePage,
  'PreviewRoute.tsx': PreviewRoute,
  'ProgrammeViews.tsx': ProgrammeViews,
  'PublicationPage.tsx': PublicationPage,
  'RadioViews.tsx': RadioViews,
  'SearchRoute.tsx': SearchRoute,
  'ShowroomPage.tsx': ShowroomPage,
  'VisitPage.tsx': VisitPage,
} satisfies Record<ViewModule, object>;

/** What module `M` exports as `N` (never when it has no such export). */
type Export<M, N> = N extends keyof M ? M[N] : never;
type Template<K extends ViewKey> = Export<Export<typeof modules, (typeof VIEWS)[K][0]>, (typeof VIEWS)[K][1]>;
type ViewTable = { [B in Bundle]: ComponentType<ViewProps<PageOf<B>>> };

/** The keys whose named export is missing: must be none. */
type Missing = { [K in ViewKey]: [Template<K>] extends [never] ? K : never }[ViewKey];
const noneMissing: [Missing] extends [never] ? true : Missing = true;
/** Each bundle's template takes that bundle's pages. */
const bundlesFit: { [B in Bundle]: Template<B> } extends ViewTable ? true : never = true;
void noneMissing;
void bundlesFit;

const templateOf = (key: ViewKey): unknown => {
  const [file, name] = VIEWS[key];
  return (modules[file] as Record<string, unknown>)[name];
};

/** Each CMS bundle's template, typed with the pages it takes. */
export const viewTable = Object.fromEntries(BUNDLES.map((b) => [b, templateOf(b)])) as ViewTable;

/** Every view key's template, as the page document renders it. */
export const staticViews = Object.fromEntries(Object.keys(VIEWS).map((k) => [k, templateOf(k as ViewKey)])) as Record<ViewKey, PageView>;
