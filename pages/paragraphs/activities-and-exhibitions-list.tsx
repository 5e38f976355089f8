import { useEffect, useRef, useState } from 'react';
import { useInRouterContext } from 'react-router-dom';
import { useAddressParams } from '../routes/address.ts';
import { CardGrid, EmptyState, FilterBar, ResultCount, type ProgrammeDate, type ProgrammeType } from '../../design-system/index.ts';
import type { NodeTeaser } from '../../generated/types/content.ts';
import type { EntityOf, ParagraphView, RenderContext } from '../assembler/types.ts';
import { plural } from '../i18n/plural.ts';
import { matchesType, readFilters, writeFilters, type DateFilter, type ListingFilters, type TypeFilter } from '../rules/listing-filters.ts';
import { programmeState } from '../rules/programme.ts';
import { SERVICES, offersService, serviceFromParam } from '../rules/services.ts';
import { chunkCache } from '../chunk-cache.ts';
// Types only: the rules themselves load when a date filter is first chosen (useMatchesDate).
import type { matchesDate as MatchesDateFn } from '../rules/listing-dates.ts';
import { useDynamicMenu } from '../sections/dynamic-menu.tsx';
import { toCard } from './images.ts';
import * as styles from './paragraphs.css.ts';
import { uiTextLang } from '../i18n/ui-text.ts';

const ALL: ListingFilters = { type: 'all', date: 'all' };
const TYPES: TypeFilter[] = ['all', 'exhibitions', 'activity', 'visitas'];
const DATES: DateFilter[] = ['all', 'today', 'tomorrow', 'next-week', 'past'];
const toBarType = (t: TypeFilter): ProgrammeType => (t === 'exhibitions' ? 'exhibition' : t);
const fromBarType = (t: ProgrammeType): TypeFilter => (t === 'exhibition' ? 'exhibitions' : t);
const toBarDate = (d: DateFilter): ProgrammeDate => (d === 'next-week' ? 'week' : d);
const fromBarDate = (d: ProgrammeDate): DateFilter => (d === 'week' ? 'next-week' : d);

/** SPEC §9: the swap is observed with this root margin, starting 100 ms after the page shows. */
const LISTING_ROOT_MARGIN = '0px 0px -80% 0px';
const LISTING_OBSERVE_DELAY_MS = 100;

type MatchesDate = typeof MatchesDateFn;
const dateRules = chunkCache('date rules', {
  matchesDate: () => import('../rules/listing-dates.ts').then((m): MatchesDate => m.matchesDate),
});

/**
 * The date rules parse activities' processed dates with dayjs (≈ 6 KiB gzip): they load the first
 * time a date filter is chosen (or read from the address), not with the page.
 */
function useMatchesDate(needed: boolean): MatchesDate | undefined {
  const [matchesDate, setMatchesDate] = useState(() => dateRules.loaded('matchesDate'));
  useEffect(() => {
    if (!needed || matchesDate) return;
    let live = true;
    dateRules.load('matchesDate').then(
      (fn) => live && setMatchesDate(() => fn),
      (err: unknown) => console.error('[listing] the date rules could not be loaded', err),
    );
    return () => {
      live = false;
    };
  }, [needed, matchesDate]);
  return matchesDate;
}

/** Filters in the address: shareable, and back/forward restore them. */
function useAddressFilters(): [ListingFilters, (change: Partial<ListingFilters>) => void] {
  const { params, hydrated, update } = useAddressParams();
  return [
    hydrated ? readFilters(params) : ALL,
    (change) => update((latest) => writeFilters(latest, { ...readFilters(latest), ...change })),
  ];
}

function useLocalFilters(): [ListingFilters, (change: Partial<ListingFilters>) => void] {
  const [filters, setFilters] = useState<ListingFilters>(ALL);
  return [filters, (change) => setFilters((f) => ({ ...f, ...change }))];
}

/** Reports to the dynamic menu whether the listing fills the top of the viewport. */
function useListingInView(ref: React.RefObject<HTMLElement | null>) {
  const { setListingInView } = useDynamicMenu();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const start = setTimeout(() => {
      observer = new IntersectionObserver(([entry]) => setListingInView(Boolean(entry?.isIntersecting)), {
        rootMargin: LISTING_ROOT_MARGIN,
      });
      observer.observe(el);
    }, LISTING_OBSERVE_DELAY_MS);
    return () => {
      clearTimeout(start);
      observer?.disconnect();
      setListingInView(false);
    };
  }, [ref, setListingInView]);
}

function Listing({
  entity,
  ctx,
  filters,
  setFilters,
}: {
  entity: EntityOf<'ParagraphActivitiesAndExhibitionsList'>;
  ctx: RenderContext;
  filters: ListingFilters;
  setFilters: (change: Partial<ListingFilters>) => void;
}) {
  const t = ctx.text;
  const ref = useRef<HTMLDivElement>(null);
  useListingInView(ref);
  const matchesDate = useMatchesDate(filters.date !== 'all');
  const filtering = filters.date !== 'all' && !matchesDate;
  const items = filtering
    ? []
    : entity.items
        .map((i) => i.entity)
        .filter(
          (i) =>
            matchesType(i, filters.type) &&
            offersService(i, filters.service) &&
            (filters.date === 'all' || (matchesDate?.(i, filters.date, ctx.now) ?? false)),
        );
  const status = (i: NodeTeaser) => {
    if (!i.dates) return [];
    const s = programmeState(i.dates, ctx.now);
    const lang = uiTextLang(ctx.lang);
    return [
      s === 'past'
        ? { lang, label: t.past, tone: 'muted' as const }
        : s === 'current'
          ? { lang, label: t.current, tone: 'positive' as const }
          : { lang, label: t.comingSoon, tone: 'accent' as const },
    ];
  };
  return (
    <div ref={ref} className={styles.listing} data-listing>
      {entity.title && <h2 className={styles.anchorHeading}>{entity.title}</h2>}
      <FilterBar
        label={t.listing.label}
        typeLegend={t.listing.typeLegend}
        types={TYPES.map((v) => ({ value: toBarType(v), label: t.listing.types[v] }))}
        type={toBarType(filters.type)}
        dateLegend={t.listing.dateLegend}
        dates={DATES.map((v) => ({ value: toBarDate(v), label: t.listing.dates[v] }))}
        date={toBarDate(filters.date)}
        onTypeChange={(v) => setFilters({ type: fromBarType(v) })}
        onDateChange={(v) => setFilters({ date: fromBarDate(v) })}
        serviceLegend={t.services.filterLegend}
        services={[{ value: '', label: t.services.all }, ...SERVICES.map((s) => ({ value: s, label: t.services.names[s] }))]}
        service={filters.service ?? ''}
        onServiceChange={(v) => setFilters({ service: serviceFromParam(v) })}
      />
      {filtering ? (
        <p role="status" className={styles.filtering}>
          {t.listing.filtering}
        </p>
      ) : items.length ? (
        <>
          <ResultCount text={plural(ctx.lang, items.length, t.listing.count)} />
          <CardGrid
            headingLevel={3}
            columns={3}
            items={items.map((i) => ({
              ...toCard(i, ctx),
              badges: [...(i.categories ?? []).map((c) => ({ label: c.entity.name })), ...status(i)],
              badgesLabel: t.categories,
            }))}
          />
        </>
      ) : (
        <EmptyState title={t.listing.noResults} text={t.listing.noResultsText} />
      )}
    </div>
  );
}

function AddressListing(props: { entity: EntityOf<'ParagraphActivitiesAndExhibitionsList'>; ctx: RenderContext }) {
  const [filters, setFilters] = useAddressFilters();
  return <Listing {...props} filters={filters} setFilters={setFilters} />;
}

function LocalListing(props: { entity: EntityOf<'ParagraphActivitiesAndExhibitionsList'>; ctx: RenderContext }) {
  const [filters, setFilters] = useLocalFilters();
  return <Listing {...props} filters={filters} setFilters={setFilters} />;
}

/** The programme listing (SPEC §4): type and date filters kept in the address, its filter bar replacing the anchor menu while in view. */
export const ActivitiesAndExhibitionsListParagraph: ParagraphView<'ParagraphActivitiesAndExhibitionsList'> = ({ entity, ctx }) =>
  // In the site (and page stories) the filters live in the address; a paragraph shown alone keeps them in state.
  useInRouterContext() ? <AddressListing entity={entity} ctx={ctx} /> : <LocalListing entity={entity} ctx={ctx} />;
