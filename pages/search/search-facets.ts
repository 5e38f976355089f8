/**
 * The search page's facets (SPEC §3) as the visitor meets them: which ones show, what each value is
 * called, and how they travel in the address (SPEC §2: q, bundle, categories, date; the other facets
 * under their own names).
 */
import type { SearchFacet, SearchFacetsConfig } from '../../generated/types/content.ts';
import type { FacetOption } from '../../design-system/components/FacetGroup/FacetGroup.tsx';
import { madridDay } from '../dates/format.ts';
import { DATE_PARAM, dateFilterFromParam, spanFor, type DateFilter } from '../rules/date-filters.ts';
import { resultTypeOfBundle } from '../rules/content-kind.ts';

export const YES = 'yes';
export const NO = 'no';
/** Index-only filters: the first and last Madrid day a dated page covers. */
export const DATE_START_FILTER = 'dateStart';
export const DATE_END_FILTER = 'dateEnd';

export type FacetFilters = Partial<Record<SearchFacet, string[]>>;

/** What the search page reads beside the index, per language (written by the build). */
export interface SearchFacts {
  /** Category and audience terms: id → name. */
  terms: Record<string, string>;
  /** Every first and last day a dated page covers, sorted (YYYY-MM-DD). */
  starts: string[];
  ends: string[];
}
/** A facet as the search page shows it: its options with their counts, and which are chosen. */
export interface FacetView {
  facet: SearchFacet;
  options: FacetOption[];
}

export const searchFactsUrl = (lang: string) => `pagefind/search-${lang}.json`;

/** The facets the explore page lists, counted over every artwork by the build (no facet list to load before a choice). */
export const EXPLORE_FACETS = ['author', 'decade', 'technique'] as const satisfies readonly SearchFacet[];
export const exploreFactsUrl = (lang: string) => `pagefind/explore-${lang}.json`;
/** Per facet, each value with how many artworks have it. */
export interface ExploreFacts {
  counts: Partial<Record<(typeof EXPLORE_FACETS)[number], Record<string, number>>>;
}

/** Facet → its address parameter. SPEC §2 names categories (plural) and bundle; the rest keep the facet's name. */
const facetParam = (facet: SearchFacet) => (facet === 'category' ? 'categories' : facet);

const ALL_FACETS = [
  'bundle',
  'category',
  'audience',
  'service',
  'year',
  'computedYear',
  'author',
  'technique',
  'status',
  'exposed',
  'building',
  'floor',
  'showroom',
  'entryYear',
  'decade',
  'recentAcquisition',
  'ownedByFoundation',
  'hasImage',
  'collection',
  'editorialLine',
  'format',
  'language',
  'type',
  'channel',
  'serie',
] as const satisfies readonly SearchFacet[];
/** Every facet of the schema is in the order above: a facet added to the schema and not here fails `typecheck`. */
const everyFacetOrdered: Exclude<SearchFacet, (typeof ALL_FACETS)[number]> extends never ? true : never = true;
void everyFacetOrdered;

export interface SearchParams {
  query: string;
  filters: FacetFilters;
  date: Exclude<DateFilter, 'all'> | null;
}

const nonAll = (d: DateFilter) => (d === 'all' ? null : d);

/** The address → what to search. Lists may be repeated parameters or comma separated (categories=36,40). */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const filters: FacetFilters = {};
  for (const facet of ALL_FACETS) {
    const values = [
      ...new Set(
        params
          .getAll(facetParam(facet))
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length) filters[facet] = values.slice(0, 50);
  }
  return { query: (params.get('q') ?? '').slice(0, 200), filters, date: nonAll(dateFilterFromParam(params.get('date'))) };
}

/** What to search → the address. Other parameters are kept; q is always there, empty if absent (SPEC §4). */
export function writeSearchParams(current: URLSearchParams, next: SearchParams): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const facet of ALL_FACETS) out.delete(facetParam(facet));
  out.delete('date');
  out.set('q', next.query);
  for (const facet of ALL_FACETS) for (const v of next.filters[facet] ?? []) out.append(facetParam(facet), v);
  if (next.date) out.set('date', DATE_PARAM[next.date]);
  return out;
}

/**
 * The facets to offer: the global ones, and a result type's own when exactly that type is chosen
 * (SPEC §3: per-type facets appear when a type is chosen). Bundle first, then in a fixed order.
 */
export function facetsToShow(config: SearchFacetsConfig, selectedBundles: readonly string[]): SearchFacet[] {
  const { first, more } = facetTiers(config, selectedBundles);
  return [...first, ...more];
}

/** Shown at once: the type, category and year, and the chosen type's own facets. */
const FIRST_TIER: readonly SearchFacet[] = ['bundle', 'category', 'year'];

/**
 * The facets in view at once, and those behind "more filters" (SPEC §2's show-more-facets button).
 * Each facet costs the visitor a download the size of the collection it covers, so only the ones
 * most searches need come with the results.
 */
export function facetTiers(config: SearchFacetsConfig, selectedBundles: readonly string[]): { first: SearchFacet[]; more: SearchFacet[] } {
  const type = selectedBundles.length === 1 ? resultTypeOfBundle(selectedBundles[0]!) : undefined;
  const own = new Set<SearchFacet>((type && config.byType[type]) ?? []);
  const global = new Set<SearchFacet>(config.global);
  const first = ALL_FACETS.filter((f) => own.has(f) || (global.has(f) && FIRST_TIER.includes(f)));
  const more = ALL_FACETS.filter((f) => global.has(f) && !first.includes(f));
  return { first, more };
}

/**
 * The date parameter as day bounds on what a page covers (its first and last Madrid day, both
 * indexed): a page matches when it starts on or before `startsBy` and ends on or after `endsFrom`,
 * or, for past, ends before `endsBefore`. Tomorrow (the next 24 hours) covers today and tomorrow.
 */
interface DayBounds {
  startsBy?: string;
  endsFrom?: string;
  endsBefore?: string;
}

export function dayBoundsFor(date: Exclude<DateFilter, 'all'>, now: number): DayBounds {
  if (date === 'past') return { endsBefore: madridDay(now) };
  const span = spanFor(date, now);
  return { startsBy: madridDay(span.to), endsFrom: madridDay(span.from) };
}
