/**
 * What the search page asks of a search engine. The runtime (app/) provides one: today the static
 * Pagefind index built with the site; a hosted engine at the configured search service would be
 * another implementation of the same few methods, with no change to the page.
 */
import { createContext, useContext } from 'react';
import type { Language } from '../../generated/types/constants.ts';
import type { NodeTeaser, SearchFacet } from '../../generated/types/content.ts';
import type { SearchParams } from './search-facets.ts';

/** A piece of a result's text; marked pieces are the words that matched. */
export interface TextPiece {
  text: string;
  match?: boolean;
}

export interface SearchHit {
  /** The card of the page found, as any reference to it would show it. */
  teaser: NodeTeaser;
  /** A passage around the matching words. */
  excerpt: TextPiece[];
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface SearchOutcome {
  total: number;
  /** The results from `offset`, `count` of them, loaded when shown. */
  hits(offset: number, count: number): Promise<SearchHit[]>;
}

export interface FacetOutcome {
  /** Per facet asked for, each value with how many results choosing it would give (other facets applied). */
  facets: Partial<Record<SearchFacet, FacetCount[]>>;
  /** Names of the taxonomy terms that travel as ids (category, audience). */
  terms: Readonly<Record<string, string>>;
  /** Whether any result has dates (the date filter is offered). */
  dated: boolean;
}

export interface SearchRequest extends SearchParams {
  lang: Language;
  /** Unix seconds the date parameter is measured against. */
  now: number;
  /**
   * Run the engine off the page's main thread (in a worker): for a page that searches as it loads (the
   * explore page), so the page stays responsive while it does. The search page, which answers keystrokes,
   * does not: a worker downloads a copy of the engine's library with the first query.
   */
  background?: boolean;
}

/** How many pages of another language the same words find. */
interface ElsewhereCount {
  lang: Language;
  total: number;
}

/**
 * Results come first and alone, so they paint as soon as they are found; the facet counts for the same
 * request follow, for the facets in view.
 */
export interface SearchBackend {
  search(request: SearchRequest): Promise<SearchOutcome>;
  facets(request: SearchRequest, wanted: readonly SearchFacet[]): Promise<FacetOutcome>;
  /**
   * For a search that found nothing: how many pages each of `langs` finds for the same words, without
   * filters (languages that find none are left out). Asked only then, so no other search loads them.
   */
  elsewhere(query: string, langs: readonly Language[]): Promise<ElsewhereCount[]>;
  /**
   * Facet counts over every artwork of `lang` with nothing chosen (the explore page before a choice):
   * counted when the index was made, so none of the facets' lists is loaded or counted in the browser.
   */
  artworkFacets(lang: Language): Promise<Partial<Record<SearchFacet, FacetCount[]>>>;
}

/** Nothing to search with (the prerender, a story without a backend): every search fails, visibly. */
const missing = async (): Promise<never> => {
  throw new Error('no search backend in this context');
};
const unavailable: SearchBackend = { search: missing, facets: missing, elsewhere: missing, artworkFacets: missing };

export const SearchBackendContext = createContext<SearchBackend>(unavailable);
export const useSearchBackend = () => useContext(SearchBackendContext);
