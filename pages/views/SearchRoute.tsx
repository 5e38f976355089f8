import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchFacet, SearchFacetsConfig } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { useAddressParams, useShownParams } from '../routes/address.ts';
import { searchPath, type SearchRoutePage } from '../routes/search-route.ts';
import type { Language } from '../../generated/types/constants.ts';
import type { PageViewProps } from './view-props.ts';
import type { DateFilter } from '../rules/date-filters.ts';
import { useSearchBackend, type FacetOutcome, type SearchOutcome } from '../search/search-backend.ts';
import { facetTiers, facetsToShow, readSearchParams, writeSearchParams, type SearchParams } from '../search/search-facets.ts';
import {
  SearchPage,
  loadSearchResults,
  useSearchResults,
  type FacetView,
  type SearchState,
  type SearchSuggestions,
} from './SearchPage.tsx';

/** Results shown at first and added by each "more results". */
const RESULTS_PER_PAGE = 10;

/**
 * The search page bound to the address and the search backend: the query and the facets live in the
 * address (written without a reload, read back on load and on back/forward), every change searches.
 */
export interface SearchRouteProps {
  page: SearchRoutePage;
  ctx: RenderContext;
  config: SearchFacetsConfig;
  /** The site's other languages, named in themselves: where a search that finds nothing may look. */
  otherLanguages?: readonly { lang: Language; name: string }[];
}

export function SearchRoute({ page, ctx, config, otherLanguages = [] }: SearchRouteProps) {
  const { params: address, hydrated, update } = useAddressParams();
  // What the visitor just chose shows at once; the address (and the router) catch up a moment later.
  const { params, shown } = useShownParams(address);
  const request = readSearchParams(params);
  const requestKey = JSON.stringify(request);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<SearchOutcome | null>(null);
  const [facetOutcome, setFacetOutcome] = useState<FacetOutcome | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<(SearchSuggestions & { requestKey: string }) | null>(null);
  const now = useRef(ctx.now);
  const tiers = facetTiers(config, request.filters.bundle ?? []);
  // The second tier stays in view while one of its facets is chosen.
  const moreInView = moreOpen || tiers.more.some((f) => request.filters[f]?.length);
  const inView = moreInView ? [...tiers.first, ...tiers.more] : tiers.first;
  const inViewKey = inView.join(',');

  const { typed, inputKey } = useTypedQuery(hydrated, request.query);

  useSearch(hydrated, request, requestKey, ctx.lang, now.current, setState, setOutcome, setFacetOutcome);

  // The facet counts follow the results (the previous ones stay in view meanwhile).
  const resultsFor = state.kind === 'results' ? state.requestKey : null;
  useFacetCounts(hydrated && resultsFor === requestKey, request, requestKey, inView, ctx.lang, now.current, setFacetOutcome);

  const emptyFor = state.kind === 'results' && state.total === 0 ? state.requestKey : null;
  useEmptySuggestions(hydrated && emptyFor === requestKey, request, requestKey, otherLanguages, ctx.lang, now.current, setSuggestions);

  const change = (edit: (p: SearchParams) => SearchParams, replace = false) =>
    update(
      (latest) => {
        const next = edit(readSearchParams(latest));
        // A type's own facets go when that type is no longer the one chosen.
        const offered = new Set<SearchFacet>(facetsToShow(config, next.filters.bundle ?? []));
        const filters = Object.fromEntries(Object.entries(next.filters).filter(([f, v]) => offered.has(f as SearchFacet) && v?.length));
        const written = writeSearchParams(latest, { ...next, filters });
        shown(written);
        return written;
      },
      { replace },
    );

  const onQuery = (query: string) => {
    if (query !== request.query) (typed.current ??= []).push(query);
    change((p) => ({ ...p, query }), true);
  };

  // The facets' options are made by the results' chunk, which arrives with the first results. Made
  // again only when what they show changes: a keystroke leaves them (and their memoised groups) as they are.
  const results = useSearchResults(state.kind === 'results', ctx.lang);
  const filtersKey = JSON.stringify(request.filters);
  const facets: FacetView[] = useMemo(
    () => (facetOutcome && results ? results.facetViews(facetOutcome, inView, request.filters, config, ctx.text) : []),
    // What they are made from, by value: the filters and the facets in view are new objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [facetOutcome, results, inViewKey, filtersKey, config, ctx.text],
  );
  // One handler for the page's life, calling the latest `change` (which reads the address as rendered).
  const latestChange = useRef(change);
  useLayoutEffect(() => {
    latestChange.current = change;
  });
  const onFacetChange = useCallback(
    (facet: SearchFacet, value: string, checked: boolean) =>
      latestChange.current((p) => {
        const these = value.split(',');
        const others = (p.filters[facet] ?? []).filter((v) => !these.includes(v));
        const values = checked ? [...others, ...these] : others;
        return { ...p, filters: { ...p.filters, [facet]: values } };
      }),
    [],
  );
  const dated = Boolean(request.date) || Boolean(facetOutcome?.dated);

  return (
    <SearchPage
      page={page}
      ctx={ctx}
      query={request.query}
      facets={facets}
      dates={dated}
      date={request.date ?? 'all'}
      state={state}
      suggestions={suggestions?.requestKey === requestKey ? suggestions : undefined}
      moreFacets={
        tiers.more.length && outcome
          ? { open: moreInView, canClose: !tiers.more.some((f) => request.filters[f]?.length), onToggle: () => setMoreOpen(!moreInView) }
          : undefined
      }
      syncKey={`query-${inputKey}`}
      onQueryChange={onQuery}
      onSubmit={onQuery}
      onFacetChange={onFacetChange}
      onDateChange={(date: DateFilter) => change((p) => ({ ...p, date: date === 'all' ? null : date }))}
      onClearFilters={() => change((p) => ({ ...p, filters: {}, date: null }))}
      onMoreResults={() => showMore(state, outcome, setState)}
    />
  );
}

/** The search page as a view (pages/views/view-modules.ts): its facets come with the site's chrome. */
export const SearchView = ({ page, ctx, chrome }: PageViewProps) => (
  <SearchRoute
    page={page as SearchRoutePage}
    ctx={ctx}
    config={chrome.searchFacets}
    otherLanguages={chrome.languages.filter((l) => !l.hidden && l.langcode !== ctx.lang).map((l) => ({ lang: l.langcode, name: l.name }))}
  />
);

type Request = ReturnType<typeof readSearchParams>;
type Setter<T> = (value: T | ((previous: T) => T)) => void;

/**
 * The input follows the address when it changes from outside (after hydration, back and forward), and
 * is left alone while the visitor types: each query typed is written to the address, and those writes
 * come back in order, some after the visitor has typed on. One that comes back is theirs (the input
 * already holds more); only a query this page did not write resets the input (a new `inputKey`).
 */
function useTypedQuery(hydrated: boolean, query: string) {
  const typed = useRef<string[] | null>(null);
  const [inputKey, setInputKey] = useState(0);
  useEffect(() => {
    if (!hydrated) return;
    const mine = typed.current?.indexOf(query) ?? -1;
    if (mine >= 0) {
      typed.current = typed.current!.slice(mine + 1);
      return;
    }
    typed.current = [];
    setInputKey((k) => k + 1);
  }, [hydrated, query]);
  return { typed, inputKey };
}

/** Searches once per distinct request (its key), showing its first results; an empty request shows none. */
function useSearch(
  hydrated: boolean,
  request: Request,
  requestKey: string,
  lang: Language,
  now: number,
  setState: Setter<SearchState>,
  setOutcome: Setter<SearchOutcome | null>,
  setFacetOutcome: Setter<FacetOutcome | null>,
) {
  const backend = useSearchBackend();
  useEffect(() => {
    if (!hydrated) return;
    if (!request.query.trim() && !Object.keys(request.filters).length && !request.date) {
      setState({ kind: 'idle' });
      setOutcome(null);
      setFacetOutcome(null);
      return;
    }
    let cancelled = false;
    setState((s) => (s.kind === 'results' ? s : { kind: 'loading' }));
    // The results' own code comes beside the search engine, not after it (SearchPage shows it when here).
    loadSearchResults(lang).catch(() => undefined);
    backend
      .search({ ...request, lang: lang, now })
      .then(async (found) => {
        const hits = await found.hits(0, RESULTS_PER_PAGE);
        if (cancelled) return;
        setOutcome(found);
        setState({ kind: 'results', total: found.total, hits, query: request.query, requestKey });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.warn(`[search] ${(err as Error).message}`);
        setOutcome(null);
        setState({ kind: 'error' });
      });
    return () => {
      cancelled = true;
    };
    // Once per distinct request: the request is fully described by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, requestKey, backend, lang]);
}

/** The facet counts of a request, once its results are shown (`ready`): never competing with finding them. */
function useFacetCounts(
  ready: boolean,
  request: Request,
  requestKey: string,
  inView: readonly SearchFacet[],
  lang: Language,
  now: number,
  setFacetOutcome: Setter<FacetOutcome | null>,
) {
  const backend = useSearchBackend();
  const inViewKey = inView.join(',');
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    backend.facets({ ...request, lang, now }, inView).then(
      (found) => !cancelled && setFacetOutcome(found),
      (err: unknown) => !cancelled && console.warn(`[search] facets: ${(err as Error).message}`),
    );
    return () => {
      cancelled = true;
    };
    // Once per request and set of facets in view, after its results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, requestKey, inViewKey, backend, lang]);
}

/**
 * A search that found nothing (`empty`) suggests what to try: the same words without the filters, and in
 * the site's other languages (each with how many it finds). Asked only then, and once per request.
 */
function useEmptySuggestions(
  empty: boolean,
  request: Request,
  requestKey: string,
  otherLanguages: SearchRouteProps['otherLanguages'] & object,
  lang: Language,
  now: number,
  setSuggestions: Setter<(SearchSuggestions & { requestKey: string }) | null>,
) {
  const backend = useSearchBackend();
  useEffect(() => {
    if (!empty) return;
    let cancelled = false;
    const filtered = Object.keys(request.filters).length > 0 || Boolean(request.date);
    const words = request.query.trim();
    Promise.all([
      filtered ? backend.search({ query: request.query, filters: {}, date: null, lang: lang, now }).then((o) => o.total) : 0,
      words
        ? backend.elsewhere(
            words,
            otherLanguages.map((l) => l.lang),
          )
        : [],
    ]).then(
      ([withoutFilters, elsewhere]) => {
        if (cancelled) return;
        const named = elsewhere.flatMap((e) => {
          const language = otherLanguages.find((l) => l.lang === e.lang);
          if (!language) return [];
          const href = `${searchPath(e.lang)}?${new URLSearchParams({ q: words }).toString()}`;
          return [{ ...e, name: language.name, href }];
        });
        setSuggestions({ requestKey, withoutFilters, elsewhere: named });
      },
      (err: unknown) => !cancelled && console.warn(`[search] suggestions: ${(err as Error).message}`),
    );
    return () => {
      cancelled = true;
    };
    // Once per request that found nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty, requestKey, backend, lang]);
}

/** The next results of the search shown, added below those already there. */
function showMore(state: SearchState, outcome: SearchOutcome | null, setState: Setter<SearchState>) {
  if (state.kind !== 'results' || !outcome) return;
  setState({ ...state, loadingMore: true });
  void outcome.hits(state.hits.length, RESULTS_PER_PAGE).then(
    (more) => setState((s) => (s.kind === 'results' ? { ...s, hits: [...s.hits, ...more], loadingMore: false } : s)),
    () => setState({ kind: 'error' }),
  );
}
