/**
 * How the search page names and orders a facet's values: only needed once facet counts are shown, so
 * it travels with the results (pages/views/SearchResults.tsx), not with the page.
 */
import type { SearchFacet } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';
import { NO, YES } from './search-facets.ts';

/** A facet value as the visitor reads it. Terms (category, audience) travel as ids and are named from the index. */
export function facetValueLabel(facet: SearchFacet, value: string, t: UiText, terms: Readonly<Record<string, string>>): string {
  if (facet === 'bundle') return (t.bundleNames as Record<string, string>)[value] ?? value;
  if (facet === 'category' || facet === 'audience') return terms[value] ?? (t.pressCategory as Record<string, string>)[value] ?? value;
  if (facet === 'status') return (t.searchResults.statusNames as Record<string, string>)[value] ?? value;
  if (facet === 'service') return (t.services.names as Record<string, string>)[value] ?? value;
  if (facet === 'format') return (t.publicationFormat as Record<string, string>)[value] ?? value;
  if (facet === 'decade' && /^\d{4}$/.test(value)) return t.searchResults.decadeName(value);
  if (value === YES) return t.yes;
  if (value === NO) return t.no;
  return value;
}

/** Values in the order a visitor scans them: years newest first, the rest by count then name. */
export function sortFacetValues(facet: SearchFacet, values: { value: string; count: number; label: string }[]) {
  const years = facet === 'year' || facet === 'computedYear' || facet === 'entryYear' || facet === 'decade';
  return [...values].sort((a, b) => (years ? b.value.localeCompare(a.value) : b.count - a.count || a.label.localeCompare(b.label)));
}
