/** Whether an exhibition is on, an activity is over: SPEC §4 and §9, timestamps in seconds. */
import type { DateRange } from '../../generated/types/content.ts';

/** Current if it has started and not ended, or started with no end date. */
export function isCurrentExhibition(dates: DateRange, nowSeconds: number): boolean {
  if (dates.valueTimestamp > nowSeconds) return false;
  return dates.endValueTimestamp == null || dates.endValueTimestamp >= nowSeconds;
}

/** Past once its last moment (the end, or the start when there is no end) has gone by. */
export function isPast(dates: DateRange, nowSeconds: number): boolean {
  return (dates.endValueTimestamp ?? dates.valueTimestamp) < nowSeconds;
}

type ProgrammeState = 'upcoming' | 'current' | 'past';

export function programmeState(dates: DateRange, nowSeconds: number): ProgrammeState {
  if (isPast(dates, nowSeconds)) return 'past';
  return dates.valueTimestamp > nowSeconds ? 'upcoming' : 'current';
}
