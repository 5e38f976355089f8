/**
 * What passes between the build's phases (./run-pipeline.ts): each phase returns one of these and
 * changes none it is given.
 */
import type { SitePage } from '../../../pages/routes/search-route.ts';
import type { FeedEntry } from '../../../pages/rules/feed-entries.ts';
import type { WorkPart } from '../../../pages/rules/work-part.ts';
import type { ProgrammeEntry } from '../../../pages/rules/today-file.ts';
import type { SiteConfig } from '../../../generated/types/content.ts';
import type * as ServerEntry from '../../runtime/entry-server.tsx';
import type { LinkCollector } from '../links/link-check.ts';
import type { givePicturesSizes } from '../pictures/page-pictures.ts';
import type { shareImages } from '../pictures/share-images.ts';
import type { PageRecord } from '../publish/build-state.ts';
import type { linkTable } from '../publish/link-table.ts';
import type { buildProgramme } from '../render/programme.ts';
import type { RenderSettings, ServerBundle } from '../render/render-pages.ts';
import type { WriteSummary } from '../render/site-writer.ts';
import type { staticQueries } from '../site-files/site-data.ts';
import type { BuildTarget } from './build-run.ts';
import type { EditDelta } from './edit-delta.ts';

/** Where the files go, the pictures' sizes, and the server bundle and settings every page is rendered with. */
export interface Opened {
  target: BuildTarget;
  pictures: Awaited<ReturnType<typeof givePicturesSizes>>;
  pictureCache: string;
  ssr: typeof ServerEntry & ServerBundle;
  queries: ReturnType<typeof staticQueries>;
  settings: RenderSettings;
  settingsHash: string;
  site: SiteConfig;
  inPlace: boolean;
}

/** Which pages are rendered, and what the site-wide files are made of. */
export interface PagePlan {
  /** Every page of the site, by path, in the content's order and then the site's own routes. */
  current: string[];
  /** The pages added and gone against the published build's (an edit's, when it can tell them). */
  delta: EditDelta | null;
  programme: ReturnType<typeof buildProgramme>;
  programmeEntries: Record<string, ProgrammeEntry>;
  feedEntries: Record<string, FeedEntry>;
  /** The languages whose feeds change. */
  feedLanguages: Set<string>;
  /** Each artwork page's part of the collection's shared files (pages/rules/work-part.ts), by site path. */
  workEntries: Record<string, WorkPart>;
  /** The works (their keys) whose manifests an edit writes again or removes, and the languages whose artworks it changed (their data files). */
  workKeys: Set<string>;
  workLanguages: Set<string>;
  /** The site paths of the pages read (all of them in a whole build), and of the site's own routes. */
  pagesRead: Set<string>;
  todayPages: string[];
  /** The pages to render: a queue the render takes each page from (the array is left empty). */
  toRender: SitePage[];
}

/** The pages rendered and written, and the record of every page of the site. */
export interface Rendered {
  records: Record<string, PageRecord>;
  rendered: Set<string>;
  table: ReturnType<typeof linkTable>;
  links: LinkCollector;
  sitemapChanged: () => boolean;
  writes: WriteSummary;
  shared: ReturnType<typeof shareImages>;
  renderThreads: number;
}

/** What the target no longer has of the pages, and the sitemap's list (when it is written) and parts. */
export interface Removals {
  /** The pages gone since the previous build. */
  gone: string[];
  /** Their files, and those a re-rendered page no longer has. */
  list: string[];
  sitemapList: string[] | null;
  sitemapParts: string[];
}
