/**
 * The parts of the search page that only exist once something has been searched: the facet groups
 * with their counts and the list of results. A chunk of their own (`loadSearchResults` in
 * SearchPage.tsx), fetched beside the search engine when a search starts, so the page's first load
 * is the form, its prompt and the filters button.
 */
import { memo, type RefObject } from 'react';
import { ContentCard, FacetGroup, Highlight } from '../../design-system/index.ts';
import type { SearchFacet, SearchFacetsConfig } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import { toCard } from '../paragraphs/images.ts';
import type { DateFilter } from '../rules/date-filters.ts';
import type { UiText } from '../i18n/ui-text.ts';
import type { FacetCount, FacetOutcome, SearchHit } from '../search/search-backend.ts';
import { facetValueLabel, sortFacetValues } from '../search/facet-labels.ts';
import type { FacetFilters } from '../search/search-facets.ts';
import { highlightWords } from '../search/highlight.ts';
import type { FacetView } from '../search/search-facets.ts';
import * as styles from './search.css.ts';

/**
 * The facets in view as the visitor reads them: values with results (or chosen), named, values named
 * alike merged into one option, in scanning order, with what is chosen checked.
 */
export function facetViews(
  outcome: FacetOutcome,
  inView: readonly SearchFacet[],
  selected: FacetFilters,
  config: SearchFacetsConfig,
  t: UiText,
): FacetView[] {
  return inView.flatMap((facet) => {
    const chosen = selected[facet] ?? [];
    let values: FacetCount[] = (outcome.facets[facet] ?? []).filter((c) => c.count > 0 || chosen.includes(c.value));
    if (facet === 'bundle') values = values.filter((c) => (config.bundleFacet as string[]).includes(c.value));
    for (const v of chosen) if (!values.some((c) => c.value === v)) values.push({ value: v, count: 0 });
    if (!values.length) return [];
    // Values named alike (two vocabularies' "Exposiciones") are one option for the visitor: its value lists both.
    const byLabel = new Map<string, { value: string; count: number; label: string }>();
    for (const c of values) {
      const label = facetValueLabel(facet, c.value, t, outcome.terms);
      const same = byLabel.get(label);
      byLabel.set(label, same ? { label, value: `${same.value},${c.value}`, count: same.count + c.count } : { ...c, label });
    }
    const options = sortFacetValues(facet, [...byLabel.values()]).map((o) => ({
      ...o,
      checked: o.value.split(',').every((v) => chosen.includes(v)),
    }));
    return [{ facet, options }];
  });
}

const DATES: readonly DateFilter[] = ['all', 'today', 'tomorrow', 'next-week', 'past'];

export interface SearchFacetGroupsProps {
  ctx: RenderContext;
  facets: readonly FacetView[];
  onFacetChange?: (facet: SearchFacet, value: string, checked: boolean) => void;
}

/**
 * The facet groups: checkboxes with counts. Memoised: a keystroke in the search box renders the box,
 * not every facet value (the counts change only when the counts for a search arrive).
 */
export const SearchFacetGroups = memo(function SearchFacetGroups({ ctx, facets, onFacetChange }: SearchFacetGroupsProps) {
  const t = ctx.text;
  const facetNames = t.searchResults.facetNames as Record<SearchFacet, string>;
  return (
    <>
      {facets.map(({ facet, options }) => (
        <FacetGroup
          key={facet}
          legend={facetNames[facet]}
          name={facet}
          options={options}
          moreLabel={t.searchResults.moreFacets}
          lessLabel={t.searchResults.lessFacets}
          onChange={onFacetChange && ((value, checked) => onFacetChange(facet, value, checked))}
        />
      ))}
    </>
  );
});

/** The date group (radios), after the facets and their 'more filters' button. */
export function SearchDateGroup({
  ctx,
  date,
  onDateChange,
}: {
  ctx: RenderContext;
  date: DateFilter;
  onDateChange?: (date: DateFilter) => void;
}) {
  const t = ctx.text;
  return (
    <FacetGroup
      type="radio"
      legend={t.searchResults.dateLegend}
      name="date"
      options={DATES.map((d) => ({ value: d, label: t.listing.dates[d], checked: d === date }))}
      moreLabel={t.searchResults.moreFacets}
      lessLabel={t.searchResults.lessFacets}
      onChange={onDateChange && ((value) => onDateChange(value as DateFilter))}
    />
  );
}

export interface SearchHitsProps {
  ctx: RenderContext;
  hits: readonly SearchHit[];
  /** The words these results were found for (not what the box holds while the visitor types on). */
  query: string;
  /** The first result added by "more results", which takes the focus (`firstNew`). */
  newFrom: number;
  firstNew: RefObject<HTMLLIElement | null>;
}

/**
 * The results: a card per page found, its title and excerpt with the searched words marked. Memoised:
 * the cards render again when new results arrive, not on every keystroke.
 */
export const SearchHits = memo(function SearchHits({ ctx, hits, query, newFrom, firstNew }: SearchHitsProps) {
  const t = ctx.text;
  return (
    <ol className={styles.list} aria-label={t.searchResults.resultsLabel}>
      {hits.map((hit, i) => {
        const card = toCard(hit.teaser, ctx);
        return (
          <li
            key={`${hit.teaser.url.path}`}
            ref={i === newFrom ? firstNew : undefined}
            tabIndex={i === newFrom ? -1 : undefined}
            className={styles.item}
          >
            <ContentCard
              {...card}
              kicker={(t.searchResults.kinds as Record<string, string>)[hit.teaser.bundle] ?? card.kicker}
              title={<Highlight pieces={highlightWords(hit.teaser.title, query)} />}
              plainTitle={hit.teaser.title}
              summary={hit.excerpt.length ? <Highlight pieces={hit.excerpt} /> : card.summary}
              layout="row"
              headingLevel={2}
            />
          </li>
        );
      })}
    </ol>
  );
});
