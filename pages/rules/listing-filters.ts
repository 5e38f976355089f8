/**
 * The programme listing's filters (SPEC §4, §9): what 'today', 'tomorrow' and 'next week' mean in
 * Madrid time, which items match, and how the filters live in the address.
 */
import type { AccessibilityService, NodeTeaser } from '../../generated/types/content.ts';
import { serviceFromParam } from './services.ts';
import { addDays, madridDate, madridMidnight, weekday } from '../dates/format.ts';

/** Category 36 marks guided visits (SPEC §9). */
export const GUIDED_VISITS_CATEGORY = '36';

export type TypeFilter = 'all' | 'exhibitions' | 'activity' | 'visitas';
export type DateFilter = 'all' | 'today' | 'tomorrow' | 'next-week' | 'past';
export interface ListingFilters {
  type: TypeFilter;
  date: DateFilter;
  /** An accessibility service the items must offer (issue 18); undefined: any. */
  service?: AccessibilityService;
}

/** The address parameter of the services filter (`?services=sign-language`). */
export const SERVICE_PARAM = 'services';

/** A span of time in unix seconds, both ends included. */
export interface Span {
  from: number;
  to: number;
}

/** Today: from 00:00 to 23:59:59 of the Madrid calendar day (23 or 25 hours on the days the clocks change). */
export function todaySpan(now: number): Span {
  const today = madridDate(now);
  return { from: madridMidnight(today), to: madridMidnight(addDays(today, 1)) - 1 };
}

/** Tomorrow means the next 24 hours (SPEC §9). */
export const tomorrowSpan = (now: number): Span => ({ from: now, to: now + 24 * 3600 - 1 });

/** Next week: from the coming Monday 00:00 to 7 days later less one second (SPEC §9). On a Monday, the coming Monday is next week's. */
export function nextWeekSpan(now: number): Span {
  const today = madridDate(now);
  const daysToMonday = (8 - weekday(today)) % 7 || 7;
  const monday = addDays(today, daysToMonday);
  return { from: madridMidnight(monday), to: madridMidnight(addDays(monday, 7)) - 1 };
}

export function spanFor(filter: Exclude<DateFilter, 'all' | 'past'>, now: number): Span {
  return filter === 'today' ? todaySpan(now) : filter === 'tomorrow' ? tomorrowSpan(now) : nextWeekSpan(now);
}

export function matchesType(item: Pick<NodeTeaser, 'bundle' | 'categories'>, type: TypeFilter): boolean {
  if (type === 'all') return true;
  if (type === 'exhibitions') return item.bundle === 'exhibition';
  if (type === 'activity') return item.bundle === 'activity';
  return item.bundle === 'activity' && (item.categories ?? []).some((c) => c.entity.id === GUIDED_VISITS_CATEGORY);
}

/** The date filter in the address (SPEC §4): current, tomorrow, future, past. */
export const DATE_PARAM: Record<Exclude<DateFilter, 'all'>, string> = {
  today: 'current',
  tomorrow: 'tomorrow',
  'next-week': 'future',
  past: 'past',
};

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

/** The address's date parameter → the filter; anything else is all dates. */
export function dateFilterFromParam(value: string | null): DateFilter {
  const found = (Object.entries(DATE_PARAM) as [Exclude<DateFilter, 'all'>, string][]).find(([, param]) => param === value);
  return found ? found[0] : 'all';
}
