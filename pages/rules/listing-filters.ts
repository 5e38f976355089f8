/**
 * The programme listing's filters (SPEC §4, §9): what 'today', 'tomorrow' and 'next week' mean in
 * Madrid time, which items match, and how the filters live in the address.
 */
import type { AccessibilityService, NodeTeaser } from '../../generated/types/content.ts';
import { serviceFromParam } from './services.ts';
import { DATE_PARAM, dateFilterFromParam, type DateFilter } from './date-filters.ts';

// The date filters are shared with search, which needs nothing else from here.
export {
  DATE_PARAM,
  dateFilterFromParam,
  nextWeekSpan,
  spanFor,
  todaySpan,
  tomorrowSpan,
  type DateFilter,
  type Span,
} from './date-filters.ts';

/** Category 36 marks guided visits (SPEC §9). */
const GUIDED_VISITS_CATEGORY = '36';

export type TypeFilter = 'all' | 'exhibitions' | 'activity' | 'visitas';
export interface ListingFilters {
  type: TypeFilter;
  date: DateFilter;
  /** An accessibility service the items must offer; undefined: any. */
  service?: AccessibilityService;
}

/** The address parameter of the services filter (`?services=sign-language`). */
const SERVICE_PARAM = 'services';

export function matchesType(item: Pick<NodeTeaser, 'bundle' | 'categories'>, type: TypeFilter): boolean {
  if (type === 'all') return true;
  if (type === 'exhibitions') return item.bundle === 'exhibition';
  if (type === 'activity') return item.bundle === 'activity';
  return item.bundle === 'activity' && (item.categories ?? []).some((c) => c.entity.id === GUIDED_VISITS_CATEGORY);
}

/** Filters → address query (SPEC §4). q is always kept, empty if absent; other parameters are left alone. */
export function writeFilters(current: URLSearchParams, f: ListingFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('bundle');
  next.delete('categories');
  next.delete('date');
  next.delete(SERVICE_PARAM);
  if (f.type === 'exhibitions') next.set('bundle', 'exhibition');
  if (f.type === 'activity' || f.type === 'visitas') next.set('bundle', 'activity');
  if (f.type === 'visitas') next.set('categories', GUIDED_VISITS_CATEGORY);
  if (f.date !== 'all') next.set('date', DATE_PARAM[f.date]);
  if (f.service) next.set(SERVICE_PARAM, f.service);
  if (!next.has('q')) next.set('q', '');
  return next;
}

/** Address query → filters: bundle activity with categories 36 is visitas; date current is today, past is past, future is next week. */
export function readFilters(params: URLSearchParams): ListingFilters {
  const bundle = params.get('bundle');
  const visitas =
    bundle === 'activity' &&
    params
      .getAll('categories')
      .flatMap((c) => c.split(','))
      .includes(GUIDED_VISITS_CATEGORY);
  const type: TypeFilter = visitas ? 'visitas' : bundle === 'activity' ? 'activity' : bundle === 'exhibition' ? 'exhibitions' : 'all';
  const service = serviceFromParam(params.get(SERVICE_PARAM));
  return { type, date: dateFilterFromParam(params.get('date')), ...(service ? { service } : {}) };
}
