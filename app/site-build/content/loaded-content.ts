/** What loading the content gives a build (./load-content.ts), and what the build remembers of each source document. */
import type { Page, SiteConfig } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import type { ContentError } from '../../../pages/content/validate.ts';

export interface LoadedContent {
  site: SiteConfig | null;
  /** Pages read and checked by this build. */
  /** With each page its search record (made where it was checked: null for a page search leaves out). */
  pages: { page: Page; source: string; record?: SearchRecord | null }[];
  /** Pages whose documents are unchanged since the previous build (its record says what they gave): their addresses only. */
  unchanged: { path: string; source: string }[];
  /** Every valid page's address, in the order of the documents. */
  order: string[];
  /** Pages left out, with why. */
  invalid: { source: string; errors: ContentError[] }[];
  errors: ContentError[];
  /** Things dropped on the way (an http-equiv meta that is not allowed), for the build to print. */
  warnings: string[];
  /** Per source document (sources that can stamp them): its stamp and what checking gave, for the next build. */
  sources: Record<string, SourceRecord>;
  /** How many documents were read and checked (the rest came unchanged from the previous build). */
  rechecked: number;
  /** How many page documents there are (the record is complete when it has as many sources). */
  documents: number;
  /** Whether the source's page list was read (false: the previous build's record stood for it, ./document-list.ts). */
  listed: boolean;
}

/** What the build remembers of a source document: its stamp, and the address of the page it gave or its errors. */
export interface SourceRecord {
  stamp: string;
  path?: string;
  /** The page's id and uuid, which no other page may have. */
  id?: string;
  uuid?: string;
  errors?: ContentError[];
}
