/**
 * "Explora la colección": the collection as pictures to browse, from the search index. The choices (on
 * view now, recent acquisitions, artist, decade, technique, and a room from an artwork's page) live in
 * the address, so a choice can be shared and back and forward step through them; 24 works at a time.
 * The prerendered page has the heading, the introduction and a way to search the collection by words;
 * the works come once the page runs (from the index the search page uses).
 */
import { useEffect, useRef, useState } from 'react';
import { CollectionExplorer, Hero, Section, type ExplorerOption, type ExplorerSelect } from '../../design-system/index.ts';
import type { NodeTeaser, SearchFacet } from '../../generated/types/content.ts';
import type { RenderContext } from '../assembler/types.ts';
import type { Language } from '../../generated/types/constants.ts';
import { plural } from '../i18n/plural.ts';
import { pictureOf } from '../rules/picture-sources.ts';
import { uiTextLang } from '../i18n/ui-text.ts';
import { useAddressParams, useShownParams } from '../routes/address.ts';
import { collectionDataPath, searchPath, type SearchRoutePage } from '../routes/search-route.ts';
import { facetValueLabel } from '../search/facet-labels.ts';
import { useSearchBackend, type FacetCount, type SearchOutcome } from '../search/search-backend.ts';
import { YES, type FacetFilters } from '../search/search-facets.ts';
import { InterfaceText } from '../sections/interface-text.tsx';
import type { PageViewProps } from './view-props.ts';
import * as styles from './views.css.ts';

/** Works shown at first and added by each "more". */
const WORKS_PER_PAGE = 24;

/** The yes-or-no choices and the lists, by their address parameter (the search index's facet of the same name). */
const TOGGLES = ['exposed', 'recentAcquisition'] as const;
const SELECTS = ['author', 'decade', 'technique'] as const;
/** Choices with no control of their own: a room, from an artwork's page. */
const CHIPS = ['showroom'] as const;
type Choice = (typeof TOGGLES)[number] | (typeof SELECTS)[number] | (typeof CHIPS)[number];
const CHOICES: readonly Choice[] = [...TOGGLES, ...SELECTS, ...CHIPS];

/** The choices in an address: one value each (a yes-or-no choice is on only as 'yes'); anything else is ignored. */
export function readChoices(params: URLSearchParams): Partial<Record<Choice, string>> {
  const out: Partial<Record<Choice, string>> = {};
  for (const c of CHOICES) {
    const v = (params.get(c) ?? '').trim().slice(0, 200);
    if (!v) continue;
    if ((TOGGLES as readonly string[]).includes(c) && v !== YES) continue;
    out[c] = v;
  }
  return out;
}

/** The search index's filters for the choices: artworks only. */
export const choiceFilters = (choices: Partial<Record<Choice, string>>): FacetFilters => ({
  bundle: ['artwork'],
  ...Object.fromEntries(Object.entries(choices).map(([k, v]) => [k, [v]])),
});

type State =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'works'; key: string; total: number; works: NodeTeaser[]; loadingMore?: boolean };

const card = (t: NodeTeaser, media: RenderContext['media']) => ({
  href: t.url.path,
  title: t.title,
  subtitle: t.authors?.join(', '),
  image: t.image ? pictureOf(t.image, media) : undefined,
});

export function ExploreRoute({ page, ctx }: { page: SearchRoutePage; ctx: RenderContext }) {
  const t = ctx.text;
  const e = t.explore;
  const { params: address, hydrated, update } = useAddressParams();
  // What the visitor just chose shows at once (a box stays ticked); the address, written through the
  // router in a transition, catches up a moment later.
  const { params, shown } = useShownParams(address);
  const choices = readChoices(params);
  const key = JSON.stringify(choices);
  const { state, setState, counts, outcome } = useExploreWorks(hydrated, choices, key, ctx.lang, ctx.now);

  const change = (edit: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    shown(next);
    update(() => next);
  };
  const choose = (name: Choice, value: string | null) =>
    change((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
    });

  const select = (name: (typeof SELECTS)[number], label: string, allLabel: string): ExplorerSelect => ({
    name,
    label,
    allLabel,
    value: choices[name] ?? '',
    options: selectOptions(name, counts, choices, ctx),
  });

  const status =
    state.kind === 'works' ? plural(ctx.lang, state.total, e.count) : state.kind === 'error' ? e.error : hydrated ? e.loading : '';
  return (
    <>
      <InterfaceText lang={ctx.lang}>
        <Hero title={page.title.value} subtitle={e.intro} />
      </InterfaceText>
      <Section>
        <div className={styles.stack}>
          <CollectionExplorer
            labels={{ choices: e.choices, works: e.works, more: e.more, apply: e.apply, clear: e.clear, remove: e.remove, empty: e.empty }}
            toggles={[
              { name: 'exposed', label: e.onView, checked: choices.exposed === YES, value: YES },
              { name: 'recentAcquisition', label: e.recent, checked: choices.recentAcquisition === YES, value: YES },
            ]}
            selects={[
              select('author', e.artist, e.allArtists),
              select('decade', e.decade, e.allDecades),
              select('technique', e.technique, e.allTechniques),
            ]}
            chips={choices.showroom ? [{ name: 'showroom', label: e.room(choices.showroom), value: choices.showroom }] : []}
            status={status}
            loading={state.kind === 'loading' && hydrated}
            live={hydrated}
            works={state.kind === 'works' ? state.works.map((w) => card(w, ctx.media)) : []}
            hasMore={state.kind === 'works' && state.works.length < state.total}
            loadingMore={state.kind === 'works' && state.loadingMore}
            onToggle={(name, checked) => choose(name as Choice, checked ? YES : null)}
            onSelect={(name, value) => choose(name as Choice, value || null)}
            onRemoveChip={(name) => choose(name as Choice, null)}
            onClear={() =>
              change((p) => {
                for (const c of CHOICES) p.delete(c);
              })
            }
            onMore={() => showMoreWorks(state, outcome.current, setState)}
          />
          <ul className={styles.linkList} lang={uiTextLang(ctx.lang)}>
            <li>
              <a href={`${searchPath(ctx.lang)}?bundle=artwork`}>{e.search}</a>
            </li>
            <li>
              <a href={collectionDataPath(ctx.lang)}>{e.data}</a>
            </li>
          </ul>
        </div>
      </Section>
    </>
  );
}

/** The works of a set of choices (searched once per distinct set: its key), and how many each list value would give. */
function useExploreWorks(hydrated: boolean, choices: ReturnType<typeof readChoices>, key: string, lang: Language, startedAt: number) {
  const backend = useSearchBackend();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [counts, setCounts] = useState<Partial<Record<SearchFacet, FacetCount[]>>>({});
  const outcome = useRef<SearchOutcome | null>(null);
  const now = useRef(startedAt);

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    setState((s) => (s.kind === 'works' ? { ...s, loadingMore: false } : { kind: 'loading' }));
    const request = { lang: lang, query: '', filters: choiceFilters(choices), date: null, now: now.current, background: true };
    backend
      .search(request)
      .then(async (found) => {
        const works = await found.hits(0, WORKS_PER_PAGE);
        if (cancelled) return;
        outcome.current = found;
        setState({ kind: 'works', key, total: found.total, works: works.map((h) => h.teaser) });
        // How many works each value of a list would give, the other choices kept; with none chosen, the
        // build's counts over every work (no facet list to load and count in the browser).
        const facets = Object.keys(choices).length
          ? (await backend.facets(request, [...SELECTS])).facets
          : await backend.artworkFacets(lang);
        if (!cancelled) setCounts(facets);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.warn(`[explore] ${(err as Error).message}`);
        setState({ kind: 'error' });
      });
    return () => {
      cancelled = true;
    };
    // Once per distinct set of choices: the key describes them fully.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, key, backend, lang]);
  return { state, setState, counts, outcome };
}
/** A list's values with how many works each gives; the value chosen is listed, named, before its count has come (or where it has none). */
function selectOptions(
  facet: (typeof SELECTS)[number],
  counts: Partial<Record<SearchFacet, FacetCount[]>>,
  choices: ReturnType<typeof readChoices>,
  ctx: RenderContext,
): ExplorerOption[] {
  const listed = (counts[facet] ?? []).filter((c) => c.count > 0);
  const chosen = choices[facet];
  if (chosen && !listed.some((c) => c.value === chosen)) listed.push({ value: chosen, count: NaN });
  return listed
    .map((c) => ({
      value: c.value,
      label: facetValueLabel(facet, c.value, ctx.text, {}),
      count: Number.isNaN(c.count) ? undefined : c.count,
      interfaceText: facet === 'decade',
    }))
    .sort((a, b) => (facet === 'decade' ? a.value.localeCompare(b.value) : a.label.localeCompare(b.label, ctx.lang)));
}

/** The next works of the choices shown, added below those already there (unless the choices changed meanwhile). */
function showMoreWorks(state: State, outcome: SearchOutcome | null, setState: (s: State | ((s: State) => State)) => void) {
  if (state.kind !== 'works' || !outcome) return;
  const current = state;
  setState({ ...current, loadingMore: true });
  outcome.hits(current.works.length, WORKS_PER_PAGE).then(
    (more) =>
      setState((s) =>
        s.kind === 'works' && s.key === current.key ? { ...s, works: [...s.works, ...more.map((h) => h.teaser)], loadingMore: false } : s,
      ),
    () => setState({ kind: 'error' }),
  );
}

/** The explore page as a view (pages/views/view-modules.ts). Its interface text is marked with its language part by part: the works are content. */
export const ExploreView = ({ page, ctx }: PageViewProps) => <ExploreRoute page={page as SearchRoutePage} ctx={ctx} />;
