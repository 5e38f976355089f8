import { useEffect, useId, useState } from 'react';
import {
  EmptyState,
  ErrorMessage,
  FacetGroup,
  Hero,
  LoadingIndicator,
  ResultCount,
  SearchBox,
  Section,
} from '../../design-system/index.ts';
import type { RenderContext } from '../assembler/types.ts';
import { plural } from '../i18n/plural.ts';
import type { SearchRoutePage } from '../routes/search-route.ts';
import * as styles from './views.css.ts';

export type SearchState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'results'; count: number };

export interface SearchPageProps {
  page: SearchRoutePage;
  ctx: RenderContext;
  /** The bundle facet's options, from the site configuration (SPEC §3 search facets). */
  bundles: readonly string[];
  query?: string;
  selectedBundles?: readonly string[];
  state?: SearchState;
  onBundleChange?: (bundle: string, checked: boolean) => void;
  /** Changes when the form's starting values change from outside (once the address is read after hydration). */
  syncKey?: string;
}

/**
 * The search page's shell (SPEC §2): title, the input with its placeholder, a filters button that
 * opens the facets (the long tail behind 'show more'), and the status area (result count in its
 * zero/one/many wordings, loading, error with a way home). Querying a search service is a later issue.
 */
export function SearchPage({
  page,
  ctx,
  bundles,
  query = '',
  selectedBundles = [],
  state = { kind: 'idle' },
  onBundleChange,
  syncKey,
}: SearchPageProps) {
  const t = ctx.text;
  const [filtersOpen, setFiltersOpen] = useState(selectedBundles.length > 0);
  const anySelected = selectedBundles.length > 0;
  useEffect(() => {
    if (anySelected) setFiltersOpen(true);
  }, [anySelected]);
  const panelId = useId();
  const home = ctx.lang === 'es' ? '/' : `/${ctx.lang}`;
  const names = t.bundleNames as Record<string, string>;
  return (
    <>
      <Hero title={page.title.value} />
      <Section>
        <div className={styles.stack}>
          <SearchBox
            key={syncKey}
            action={page.url.path}
            label={t.search.label}
            placeholder={t.search.placeholder}
            buttonLabel={t.search.button}
            defaultValue={query}
          />
          <div>
            <button
              type="button"
              className={styles.outlineButton}
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((o) => !o)}
            >
              {t.search.filters}
              {selectedBundles.length > 0 && ` (${selectedBundles.length})`}
            </button>
            <div id={panelId} hidden={!filtersOpen} className={styles.filtersPanel}>
              <FacetGroup
                key={syncKey}
                legend={t.resultType}
                name="bundle"
                options={bundles.map((b) => ({ value: b, label: names[b] ?? b, checked: selectedBundles.includes(b) }))}
                moreLabel={t.search.moreFacets}
                lessLabel={t.search.lessFacets}
                onChange={onBundleChange}
              />
            </div>
          </div>
          <div aria-live="polite" className={styles.status}>
            {state.kind === 'idle' && !query && <p>{t.search.prompt}</p>}
            {state.kind === 'loading' && <LoadingIndicator label={t.search.loading} />}
            {state.kind === 'error' && (
              <ErrorMessage title={t.search.error} text={t.search.errorText} homeHref={home} homeLabel={t.backHome} />
            )}
            {state.kind === 'results' && state.count === 0 && <EmptyState title={plural(ctx.lang, 0, t.search.results)} />}
            {state.kind === 'results' && state.count > 0 && (
              <ResultCount text={`${plural(ctx.lang, state.count, t.search.results)}${query ? ` ${t.search.resultsFor(query)}` : ''}`} />
            )}
          </div>
        </div>
      </Section>
    </>
  );
}
