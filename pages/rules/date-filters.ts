/**
 * The date filters of the programme listing and of search (SPEC §4, §9): what 'today', 'tomorrow' and
 * 'next week' mean in Madrid time, and how a date filter lives in the address.
 */
import { addDays, madridDate, madridMidnight, weekday } from '../dates/format.ts';

export type DateFilter = 'all' | 'today' | 'tomorrow' | 'next-week' | 'past';

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

/** The date filter in the address (SPEC §4): current, tomorrow, future, past. */
export const DATE_PARAM: Record<Exclude<DateFilter, 'all'>, string> = {
  today: 'current',
  tomorrow: 'tomorrow',
  'next-week': 'future',
  past: 'past',
};

/** The address's date parameter → the filter; anything else is all dates. */
export function dateFilterFromParam(value: string | null): DateFilter {
  const found = (Object.entries(DATE_PARAM) as [Exclude<DateFilter, 'all'>, string][]).find(([, param]) => param === value);
  return found ? found[0] : 'all';
}
