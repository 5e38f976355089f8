/**
 * The programme listing's filters (SPEC §4, §9): what 'today', 'tomorrow' and 'next week' mean in
 * Madrid time, which items match, and how the filters live in the address.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { NodeTeaser } from '../../generated/types/content.ts';
import { MUSEUM_TIMEZONE } from '../dates/format.ts';
import { isCurrentExhibition } from './programme.ts';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** Category 36 marks guided visits (SPEC §9). */
export const GUIDED_VISITS_CATEGORY = '36';

export type TypeFilter = 'all' | 'exhibitions' | 'activity' | 'visitas';
export type DateFilter = 'all' | 'today' | 'tomorrow' | 'next-week' | 'past';
export interface ListingFilters {
  type: TypeFilter;
  date: DateFilter;
}

/** A span of time in unix seconds, both ends included. */
export interface Span {
  from: number;
  to: number;
}

/**
 * Calendar arithmetic is done on plain dates (in UTC, where days are always 24 h) and only then placed
 * in Madrid: dayjs's startOf/add on zoned times slip by an hour around the clock changes.
 */
const madridDate = (seconds: number) => dayjs.utc(dayjs.unix(seconds).tz(MUSEUM_TIMEZONE).format('YYYY-MM-DD'));
const midnightInMadrid = (date: Dayjs) => dayjs.tz(date.format('YYYY-MM-DD'), MUSEUM_TIMEZONE).unix();

/** Today: from 00:00 to 23:59:59 of the Madrid calendar day (23 or 25 hours on the days the clocks change). */
export function todaySpan(now: number): Span {
  const today = madridDate(now);
  return { from: midnightInMadrid(today), to: midnightInMadrid(today.add(1, 'day')) - 1 };
}

/** Tomorrow means the next 24 hours (SPEC §9). */
export const tomorrowSpan = (now: number): Span => ({ from: now, to: now + 24 * 3600 - 1 });

/** Next week: from the coming Monday 00:00 to 7 days later less one second (SPEC §9). On a Monday, the coming Monday is next week's. */
export function nextWeekSpan(now: number): Span {
  const today = madridDate(now);
  const daysToMonday = (8 - today.day()) % 7 || 7; // day(): 0 Sunday … 6 Saturday
  const monday = today.add(daysToMonday, 'day');
  return { from: midnightInMadrid(monday), to: midnightInMadrid(monday.add(7, 'day')) - 1 };
}

export function spanFor(filter: Exclude<DateFilter, 'all' | 'past'>, now: number): Span {
  return filter === 'today' ? todaySpan(now) : filter === 'tomorrow' ? tomorrowSpan(now) : nextWeekSpan(now);
}

const PROCESSED_FORMATS = ['YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/** A processed date ('2026-11-28T12:00:00', Madrid wall time, or ISO with an offset), or null when it does not parse. */
export function parseProcessedDate(value: string): Dayjs | null {
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(value)) {
    const d = dayjs(value);
    return d.isValid() ? d : null;
  }
  const format = PROCESSED_FORMATS.find((f) => dayjs(value, f, true).isValid());
  return format ? dayjs.tz(value, format, MUSEUM_TIMEZONE) : null;
}

const inSpan = (t: number, s: Span) => t >= s.from && t <= s.to;

/**
 * Whether a listed item falls in a date filter. Activities match by their processed dates (one that
 * does not parse is logged and does not match); exhibitions by their run overlapping the span.
 */
export function matchesDate(
  item: Pick<NodeTeaser, 'bundle' | 'dates' | 'processedDates' | 'title'>,
  filter: DateFilter,
  now: number,
  warn: (m: string) => void = console.warn,
): boolean {
  if (filter === 'all') return true;
  if (item.bundle === 'exhibition' && item.dates) {
    if (filter === 'past') return (item.dates.endValueTimestamp ?? Infinity) < now;
    const s = spanFor(filter, now);
    if (filter === 'today' && isCurrentExhibition(item.dates, now)) return true;
    return item.dates.valueTimestamp <= s.to && (item.dates.endValueTimestamp ?? Infinity) >= s.from;
  }
  const times = (item.processedDates ?? []).flatMap(({ value }) => {
    const d = parseProcessedDate(value);
    if (!d) {
      warn(`[listing] "${item.title}": processed date ${JSON.stringify(value)} does not parse; left out of the ${filter} filter`);
      return [];
    }
    return [d.unix()];
  });
  if (!times.length && item.dates) times.push(item.dates.valueTimestamp);
  if (filter === 'past') return times.length > 0 && times.every((t) => t < now);
  const s = spanFor(filter, now);
  return times.some((t) => inSpan(t, s));
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
  if (f.type === 'exhibitions') next.set('bundle', 'exhibition');
  if (f.type === 'activity' || f.type === 'visitas') next.set('bundle', 'activity');
  if (f.type === 'visitas') next.set('categories', GUIDED_VISITS_CATEGORY);
  if (f.date !== 'all') next.set('date', DATE_PARAM[f.date]);
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
  return { type, date: dateFilterFromParam(params.get('date')) };
}

/** The address's date parameter → the filter; anything else is all dates. */
export function dateFilterFromParam(value: string | null): DateFilter {
  const found = (Object.entries(DATE_PARAM) as [Exclude<DateFilter, 'all'>, string][]).find(([, param]) => param === value);
  return found ? found[0] : 'all';
}
