import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { languageHome } from '../routes/language-path.ts';
import { EmptyState, ErrorMessage, Hero, LiveStatus, LoadingIndicator, SearchBox, Section } from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { uiTextLang } from '../i18n/ui-text.ts';
import { plural } from '../i18n/plural.ts';
import type { FacetView } from '../search/search-facets.ts';

export type { FacetView };
import * as styles from './search.css.ts';
import { InterfaceText } from '../sections/interface-text.tsx';
import { useSearchResults, type SearchPageProps, type SearchState, type SearchSuggestions } from './search-page-model.ts';

export {
  loadSearchResults,
  useSearchResults,
  type SearchPageProps,
  type SearchState,
  type SearchSuggestions,
} from './search-page-model.ts';

/**
 * The search page (SPEC §2): title, the input with its placeholder, the facets (a side column on
 * desktop, a panel behind the filters button on mobile), and the results with the result count in its
 * zero/one/many wordings, the loading label, and the error message with a way home.
 * Without JavaScript the form still submits and the page says search needs it.
 */
export function SearchPage(props: SearchPageProps) {
  const {
    page,
    ctx,
    query = '',
    facets = [],
    dates = false,
    date = 'all',
    state = { kind: 'idle' },
    suggestions,
    onQueryChange,
    onSubmit,
    onFacetChange,
    onDateChange,
    onClearFilters,
    onMoreResults,
    moreFacets,
    syncKey,
  } = props;
  const t = ctx.text;
  const chosen = facets.reduce((n, f) => n + f.options.filter((o) => o.checked).length, 0) + (date !== 'all' ? 1 : 0);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const shown = state.kind === 'results' ? state.hits.length : 0;
  const firstNew = useRef<HTMLLIElement>(null);
  const shownBefore = useRef(shown);
  // After "more results", focus goes to the first new result so keyboard users continue from there.
  useEffect(() => {
    if (shown > shownBefore.current && shownBefore.current > 0) firstNew.current?.focus();
    shownBefore.current = shown;
  }, [shown]);

  const results = useSearchResults(facets.length > 0 || dates || state.kind === 'results', ctx.lang);
  // The count names the words its results are for, not what the box holds now: while the visitor types
  // on, the count (the page's live region) changes only when new results arrive, so each is said once.
  const countedQuery = state.kind === 'results' ? (state.query ?? query) : query;
  const countText =
    state.kind === 'results'
      ? `${plural(ctx.lang, state.total, t.searchPage.results)}${countedQuery && state.total ? ` ${t.searchPage.resultsFor(countedQuery)}` : ''}`
      : '';

  return (
    <InterfaceText lang={ctx.lang}>
      <Hero title={page.title.value} />
      <Section>
        <div className={styles.layout}>
          <QueryBox ctx={ctx} action={page.url.path} query={query} syncKey={syncKey} onQueryChange={onQueryChange} onSubmit={onSubmit} />
          {/* The count comes before the filters in reading order, as it tops the results on screen; the one live region of the page, so each search is announced once. */}
          <LiveStatus className={styles.status} loading={state.kind === 'loading'} text={statusText(ctx, state, query, countText)} />
          <div className={styles.filters}>
            <button
              type="button"
              className={styles.filtersButton}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {t.searchPage.filters}
              {chosen > 0 && ` (${chosen})`}
            </button>
            <div id={panelId} className={styles.filtersPanel} data-open={filtersOpen ? 'true' : 'false'}>
              <FilterGroups
                ctx={ctx}
                results={results}
                facets={facets}
                dates={dates}
                date={date}
                chosen={chosen}
                moreFacets={moreFacets}
                onFacetChange={onFacetChange}
                onDateChange={onDateChange}
                onClearFilters={onClearFilters}
              />
              <button type="button" className={styles.closeFilters} onClick={() => setFiltersOpen(false)}>
                {t.searchPage.closeFilters}
              </button>
            </div>
          </div>
          <ResultsArea
            ctx={ctx}
            state={state}
            query={query}
            countedQuery={countedQuery}
            results={results}
            suggestions={suggestions}
            onClearFilters={onClearFilters}
            onMoreResults={onMoreResults}
            newFrom={shownBefore.current}
            firstNew={firstNew}
          />
        </div>
      </Section>
    </InterfaceText>
  );
}

/** What to try when a search found nothing: without the filters, or in another language (each with what it finds). */
function Suggestions({
  ctx,
  suggestions,
  onClearFilters,
}: {
  ctx: RenderContext;
  suggestions: SearchSuggestions;
  onClearFilters?: () => void;
}) {
  const t = ctx.text;
  if (suggestions.withoutFilters === 0 && suggestions.elsewhere.length === 0) return null;
  return (
    <div className={styles.suggestions}>
      <p>{t.searchPage.tryInstead}</p>
      <ul className={styles.suggestionList}>
        {suggestions.withoutFilters > 0 && onClearFilters && (
          <li>
            <button type="button" className={styles.textButton} onClick={onClearFilters}>
              {t.searchPage.withoutFilters(plural(ctx.lang, suggestions.withoutFilters, t.searchPage.results))}
            </button>
          </li>
        )}
        {suggestions.elsewhere.map((e) => (
          <li key={e.lang}>
            <a href={e.href} hrefLang={e.lang} className={styles.suggestionLink}>
              {plural(ctx.lang, e.total, t.searchPage.results)} {t.searchPage.inLanguage} <span lang={e.lang}>{e.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The facets, the "more filters" toggle, the dates and "clear filters": the panel's groups. */
function FilterGroups({
  ctx,
  results,
  facets = [],
  dates = false,
  date = 'all',
  chosen,
  moreFacets,
  onFacetChange,
  onDateChange,
  onClearFilters,
}: Pick<SearchPageProps, 'facets' | 'dates' | 'date' | 'moreFacets' | 'onFacetChange' | 'onDateChange' | 'onClearFilters'> & {
  ctx: RenderContext;
  results: ReturnType<typeof useSearchResults>;
  chosen: number;
}) {
  const t = ctx.text;
  return (
    <>
      {results && <results.SearchFacetGroups ctx={ctx} facets={facets} onFacetChange={onFacetChange} />}
      {moreFacets && (!moreFacets.open || moreFacets.canClose) && (
        <button type="button" className={styles.textButton} aria-expanded={moreFacets.open} onClick={moreFacets.onToggle}>
          {moreFacets.open ? t.searchPage.fewerFilters : t.searchPage.moreFilters}
        </button>
      )}
      {results && dates && <results.SearchDateGroup ctx={ctx} date={date} onDateChange={onDateChange} />}
      {chosen > 0 && onClearFilters && (
        <button type="button" className={styles.textButton} onClick={onClearFilters}>
          {t.searchPage.clearFilters}
        </button>
      )}
    </>
  );
}

/** The results, or the error, or "no results" with what to try instead; and the button for more. */
function ResultsArea({
  ctx,
  state,
  query,
  countedQuery,
  results,
  suggestions,
  onClearFilters,
  onMoreResults,
  newFrom,
  firstNew,
}: Pick<SearchPageProps, 'suggestions' | 'onClearFilters' | 'onMoreResults'> & {
  ctx: RenderContext;
  state: SearchState;
  query: string;
  countedQuery: string;
  results: ReturnType<typeof useSearchResults>;
  newFrom: number;
  firstNew: RefObject<HTMLLIElement | null>;
}) {
  const t = ctx.text;
  // Busy while the results are on their way (a search, more results, or the chunk that draws them),
  // so assistive technology waits for the whole list rather than reading it as it arrives.
  const busy = state.kind === 'loading' || (state.kind === 'results' && (state.loadingMore || (state.hits.length > 0 && !results)));
  return (
    <div
      className={styles.results}
      aria-busy={busy || undefined}
      data-search-state={state.kind}
      data-results-for={state.kind === 'results' ? (state.query ?? query) : undefined}
    >
      {state.kind === 'error' && (
        <ErrorMessage title={t.searchPage.error} text={t.searchPage.errorText} homeHref={languageHome(ctx.lang)} homeLabel={t.backHome} />
      )}
      {state.kind === 'results' && state.total === 0 && (
        <>
          <EmptyState title={t.searchPage.results.zero} text={t.searchPage.noMatchText} />
          {suggestions && <Suggestions ctx={ctx} suggestions={suggestions} onClearFilters={onClearFilters} />}
        </>
      )}
      {state.kind === 'results' &&
        state.hits.length > 0 &&
        (results ? (
          <div lang={uiTextLang(ctx.lang) && ctx.lang}>
            <results.SearchHits ctx={ctx} hits={state.hits} query={countedQuery} newFrom={newFrom} firstNew={firstNew} />
          </div>
        ) : (
          <LoadingIndicator label={t.searchPage.loading} />
        ))}
      {state.kind === 'results' && state.hits.length < state.total && (
        <button type="button" className={styles.moreButton} onClick={onMoreResults} disabled={state.loadingMore}>
          {t.searchPage.moreResults}
        </button>
      )}
    </div>
  );
}

/** What the page's live region says: the prompt, "searching…", or how many results (nothing when there are none: the empty state says it). */
const statusText = (ctx: RenderContext, state: SearchState, query: string, countText: string) =>
  state.kind === 'idle' && !query
    ? ctx.text.searchPage.prompt
    : state.kind === 'loading'
      ? ctx.text.searchPage.loading
      : state.kind === 'results' && state.total > 0
        ? countText
        : '';

/** The search box (given a new `syncKey` when the address changes the query from outside), and what it says without JavaScript. */
function QueryBox({
  ctx,
  action,
  query,
  syncKey,
  onQueryChange,
  onSubmit,
}: Pick<SearchPageProps, 'syncKey' | 'onQueryChange' | 'onSubmit'> & { ctx: RenderContext; action: string; query: string }) {
  const t = ctx.text;
  return (
    <div className={styles.query}>
      <SearchBox
        key={syncKey}
        action={action}
        label={t.search.label}
        placeholder={t.search.placeholder}
        buttonLabel={t.search.button}
        defaultValue={query}
        onQueryChange={onQueryChange}
        onSubmit={onSubmit}
      />
      <noscript>
        <p className={styles.noScript}>{t.searchPage.noScript}</p>
      </noscript>
    </div>
  );
}
