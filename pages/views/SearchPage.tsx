import { useEffect, useId, useRef, useState } from 'react';
import {
  ContentCard,
  EmptyState,
  ErrorMessage,
  FacetGroup,
  Hero,
  Highlight,
  LoadingIndicator,
  ResultCount,
  SearchBox,
  Section,
  type FacetOption,
} from '../../design-system/index.ts';
import type { SearchFacet } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { plural } from '../i18n/plural.ts';
import { toCard } from '../paragraphs/images.ts';
import type { SearchRoutePage } from '../routes/search-route.ts';
import type { DateFilter } from '../rules/listing-filters.ts';
import type { SearchHit } from '../search/search-backend.ts';
import { highlightWords } from '../search/highlight.ts';
import * as styles from './search.css.ts';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'results'; total: number; hits: readonly SearchHit[]; loadingMore?: boolean; query?: string; requestKey?: string };

export interface FacetView {
  facet: SearchFacet;
  options: FacetOption[];
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

const DATES: readonly DateFilter[] = ['all', 'today', 'tomorrow', 'next-week', 'past'];

/**
 * The search page (SPEC §2): title, the input with its placeholder, the facets (a side column on
 * desktop, a panel behind the filters button on mobile), and the results with the result count in its
 * zero/one/many wordings, the loading label, and the error message with a way home.
 * Without JavaScript the form still submits and the page says search needs it.
 */
export function SearchPage({
  page,
  ctx,
  query = '',
  facets = [],
  dates = false,
  date = 'all',
  state = { kind: 'idle' },
  onQueryChange,
  onSubmit,
  onFacetChange,
  onDateChange,
  onClearFilters,
  onMoreResults,
  moreFacets,
  syncKey,
}: SearchPageProps) {
  const t = ctx.text;
  const chosen = facets.reduce((n, f) => n + f.options.filter((o) => o.checked).length, 0) + (date !== 'all' ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const home = ctx.lang === 'es' ? '/' : `/${ctx.lang}`;
  const shown = state.kind === 'results' ? state.hits.length : 0;
  const firstNew = useRef<HTMLLIElement>(null);
  const shownBefore = useRef(shown);
  // After "more results", focus goes to the first new result so keyboard users continue from there.
  useEffect(() => {
    if (shown > shownBefore.current && shownBefore.current > 0) firstNew.current?.focus();
    shownBefore.current = shown;
  }, [shown]);

  const facetNames = t.search.facetNames as Record<SearchFacet, string>;
  const countText =
    state.kind === 'results'
      ? `${plural(ctx.lang, state.total, t.search.results)}${query && state.total ? ` ${t.search.resultsFor(query)}` : ''}`
      : '';

  return (
    <>
      <Hero title={page.title.value} />
      <Section>
        <div className={styles.layout}>
          <div className={styles.query}>
            <SearchBox
              key={syncKey}
              action={page.url.path}
              label={t.search.label}
              placeholder={t.search.placeholder}
              buttonLabel={t.search.button}
              defaultValue={query}
              onQueryChange={onQueryChange}
              onSubmit={onSubmit}
            />
            <noscript>
              <p className={styles.noScript}>{t.search.noScript}</p>
            </noscript>
          </div>
          <div className={styles.filters}>
            <button
              type="button"
              className={styles.filtersButton}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {t.search.filters}
              {chosen > 0 && ` (${chosen})`}
            </button>
            <div id={panelId} className={styles.filtersPanel} data-open={filtersOpen ? 'true' : 'false'}>
              {facets.map(({ facet, options }) => (
                <FacetGroup
                  key={facet}
                  legend={facetNames[facet]}
                  name={facet}
                  options={options}
                  moreLabel={t.search.moreFacets}
                  lessLabel={t.search.lessFacets}
                  onChange={onFacetChange && ((value, checked) => onFacetChange(facet, value, checked))}
                />
              ))}
              {moreFacets && (!moreFacets.open || moreFacets.canClose) && (
                <button type="button" className={styles.textButton} aria-expanded={moreFacets.open} onClick={moreFacets.onToggle}>
                  {moreFacets.open ? t.search.fewerFilters : t.search.moreFilters}
                </button>
              )}
              {dates && (
                <FacetGroup
                  type="radio"
                  legend={t.search.dateLegend}
                  name="date"
                  options={DATES.map((d) => ({ value: d, label: t.listing.dates[d], checked: d === date }))}
                  moreLabel={t.search.moreFacets}
                  lessLabel={t.search.lessFacets}
                  onChange={onDateChange && ((value) => onDateChange(value as DateFilter))}
                />
              )}
              {chosen > 0 && onClearFilters && (
                <button type="button" className={styles.textButton} onClick={onClearFilters}>
                  {t.search.clearFilters}
                </button>
              )}
              <button type="button" className={styles.closeFilters} onClick={() => setFiltersOpen(false)}>
                {t.search.closeFilters}
              </button>
            </div>
          </div>
          <div
            className={styles.results}
            data-search-state={state.kind}
            data-results-for={state.kind === 'results' ? (state.query ?? query) : undefined}
          >
            <div aria-live="polite" aria-atomic="true" className={styles.status}>
              {state.kind === 'idle' && !query && <p>{t.search.prompt}</p>}
              {state.kind === 'loading' && <LoadingIndicator label={t.search.loading} />}
              {state.kind === 'results' && state.total > 0 && <ResultCount text={countText} />}
            </div>
            {state.kind === 'error' && (
              <ErrorMessage title={t.search.error} text={t.search.errorText} homeHref={home} homeLabel={t.backHome} />
            )}
            {state.kind === 'results' && state.total === 0 && <EmptyState title={t.search.results.zero} />}
            {state.kind === 'results' && state.hits.length > 0 && (
              <ol className={styles.list} aria-label={t.search.resultsLabel}>
                {state.hits.map((hit, i) => {
                  const card = toCard(hit.teaser, ctx.lang);
                  return (
                    <li
                      key={`${hit.teaser.url.path}`}
                      ref={i === shownBefore.current ? firstNew : undefined}
                      tabIndex={i === shownBefore.current ? -1 : undefined}
                      className={styles.item}
                    >
                      <ContentCard
                        {...card}
                        kicker={(t.search.kinds as Record<string, string>)[hit.teaser.bundle] ?? card.kicker}
                        title={<Highlight pieces={highlightWords(hit.teaser.title, query)} />}
                        summary={hit.excerpt.length ? <Highlight pieces={hit.excerpt} /> : card.summary}
                        layout="row"
                        headingLevel={2}
                      />
                    </li>
                  );
                })}
              </ol>
            )}
            {state.kind === 'results' && state.hits.length < state.total && (
              <button type="button" className={styles.moreButton} onClick={onMoreResults} disabled={state.loadingMore}>
                {t.search.moreResults}
              </button>
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
