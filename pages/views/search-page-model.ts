/** What the search page shows and is told (its props and states), and the results' chunk it loads when there is something to show. */
import { useEffect, useState } from 'react';
import type { SearchFacet } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { Language } from '../../generated/types/constants.ts';
import { chunkCache } from '../chunk-cache.ts';
import { loadTextSections, textSectionsLoaded } from '../i18n/ui-text.ts';
import type { SearchRoutePage } from '../routes/search-route.ts';
import type { DateFilter } from '../rules/date-filters.ts';
import type { SearchHit } from '../search/search-backend.ts';
import type * as SearchResultsModule from './SearchResults.tsx';
import type { FacetView } from '../search/search-facets.ts';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'results'; total: number; hits: readonly SearchHit[]; loadingMore?: boolean; query?: string; requestKey?: string };

/** What a search that found nothing suggests trying (SearchRoute asks the backend). */
export interface SearchSuggestions {
  /** How many the same words find without the filters and dates chosen (0: none chosen, or none found). */
  withoutFilters: number;
  /** The other languages whose pages the same words find. */
  elsewhere: readonly { lang: Language; name: string; total: number; href: string }[];
}

export interface SearchPageProps {
  page: SearchRoutePage;
  ctx: RenderContext;
  query?: string;
  /** The facets on offer now, with their counts and what is chosen. */
  facets?: readonly FacetView[];
  /** Whether the results have dates to filter by (offers the date group). */
  dates?: boolean;
  date?: DateFilter;
  state?: SearchState;
  /** Shown under "no results" once known. */
  suggestions?: SearchSuggestions;
  onQueryChange?: (query: string) => void;
  onSubmit?: (query: string) => void;
  onFacetChange?: (facet: SearchFacet, value: string, checked: boolean) => void;
  onDateChange?: (date: DateFilter) => void;
  onClearFilters?: () => void;
  onMoreResults?: () => void;
  /** The show-more-facets button (SPEC §2): the facets beyond the first ones, on request. */
  moreFacets?: { open: boolean; canClose: boolean; onToggle: () => void };
  /** Changes when the query is set from outside (the address read after hydration, back and forward). */
  syncKey?: string;
}

type ResultsModule = typeof SearchResultsModule;
const resultsChunk = chunkCache<'ui', ResultsModule>('search results', { ui: () => import('./SearchResults.tsx') });
const RESULTS_TEXT = ['searchResults'] as const;
/**
 * The facet groups and the results list (SearchResults.tsx) with their interface text: loaded when a
 * search starts, not with the page.
 */
export const loadSearchResults = (lang: Language): Promise<ResultsModule> =>
  Promise.all([resultsChunk.load('ui'), loadTextSections(lang, RESULTS_TEXT)]).then(([m]) => m);
const loadedResults = (lang: Language) => (textSectionsLoaded(lang, RESULTS_TEXT) ? resultsChunk.loaded('ui') : undefined);

/** The results module once it is wanted and here (never at hydration: the prerendered page has no results). */
export function useSearchResults(wanted: boolean, lang: Language): ResultsModule | undefined {
  const [results, setResults] = useState(() => loadedResults(lang));
  const here = results && textSectionsLoaded(lang, RESULTS_TEXT) ? results : undefined;
  useEffect(() => {
    if (!wanted || here) return;
    let cancelled = false;
    loadSearchResults(lang).then(
      (m) => !cancelled && setResults(m),
      (err: unknown) => console.error('[search] the results could not be shown', err),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, here, lang]);
  return here;
}
