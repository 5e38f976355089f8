/**
 * Which address parameters filter the programme listing (listing-filters.ts reads and writes them),
 * apart from the rules themselves: the runtime asks on every page whether an address filters the
 * listing (app/runtime/scroll.ts), so this stays in the first load, and the rules do not.
 */
export const LISTING_FILTER_PARAMS = ['bundle', 'categories', 'date', 'services'] as const;

/** Whether an address filters the programme listing (a type, a date or a service): it opens at the listing. */
export const filtersListing = (params: URLSearchParams): boolean => LISTING_FILTER_PARAMS.some((p) => params.get(p));
