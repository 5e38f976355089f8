/** Interface text for the search page: its results, filters and facet names, in English (see search-page-es.ts). */
import type { Text } from './search-page-es.ts';

export const text: Text = {
  searchPage: {
    results: { zero: 'No results found', one: '{n} result', other: '{n} results' },
    resultsFor: (q: string) => `for “${q}”`,
    filters: 'Filters',
    loading: 'Loading results…',
    error: 'Search error',
    errorText: 'Try again in a few minutes or go back to the home page.',
    prompt: 'Type what you are looking for and press “Search”.',
    noScript: 'Search needs JavaScript. Turn it on in your browser, or explore the museum from the menu.',
    noMatchText: 'Try other words, fewer of them, or their simplest form.',
    tryInstead: 'You can also:',
    withoutFilters: (count: string) => `Search without filters (${count})`,
    inLanguage: 'in',
    moreResults: 'Show more results',
    clearFilters: 'Clear the filters',
    moreFilters: 'More filters',
    fewerFilters: 'Fewer filters',
    closeFilters: 'Close the filters',
  },
};
