/**
 * Whether a building is open at a moment, from its opening hours (the site configuration's buildings):
 * its regular week and the dates that differ. Always on Madrid's wall clock. The build renders it at
 * its render time; the browser renders it again at the visitor's moment once the view hydrates (as the
 * exhibitions' markers are).
 */
import type { Language } from '../../generated/types/constants.ts';
import type { Opening, OpeningDay, OpeningHours } from '../../generated/types/content.ts';
import { addDays, madridDate, madridMinutes, weekday, weekdayName, type CalendarDate } from '../dates/format.ts';
import type { UiText } from '../i18n/ui-text.ts';

const WEEK = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** An hour or less before closing, the status says it closes soon. */
const CLOSING_SOON_MINUTES = 60;
/** How far ahead the next opening is looked for (a building closed longer says only that it is closed). */
const LOOK_AHEAD_DAYS = 14;

type OpeningState =
  | { kind: 'open'; openings: readonly Opening[]; closes: string; closingSoon: boolean; special: boolean }
  | {
      kind: 'closed';
      closedToday: boolean;
      special: boolean;
      today: CalendarDate;
      next: { inDays: number; date: CalendarDate; opens: string } | null;
    };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const isoDate = (d: CalendarDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** A date's openings: its exception when it has one, else its day of the regular week. */
function openingsOn(hours: OpeningHours, date: CalendarDate): { openings: OpeningDay; special: boolean } {
  const exception = hours.exceptions?.find((e) => e.date === isoDate(date));
  return exception ? { openings: exception.openings, special: true } : { openings: hours.week[WEEK[weekday(date)]!], special: false };
}

/** Open or closed at `now` (unix seconds), and until when or from when. */
export function openingState(hours: OpeningHours, now: number): OpeningState {
  const today = madridDate(now);
  const at = madridMinutes(now);
  const { openings, special } = openingsOn(hours, today);
  const current = openings.find((o) => minutes(o.opens) <= at && at < minutes(o.closes));
  if (current) {
    const closingSoon = minutes(current.closes) - at <= CLOSING_SOON_MINUTES;
    return { kind: 'open', openings, closes: current.closes, closingSoon, special };
  }
  const later = openings.find((o) => minutes(o.opens) > at);
  let next: { inDays: number; date: CalendarDate; opens: string } | null = later ? { inDays: 0, date: today, opens: later.opens } : null;
  for (let n = 1; !next && n <= LOOK_AHEAD_DAYS; n++) {
    const date = addDays(today, n);
    const first = openingsOn(hours, date).openings[0];
    if (first) next = { inDays: n, date, opens: first.opens };
  }
  return { kind: 'closed', closedToday: openings.length === 0, special, today, next };
}

/** The state in words: 'Abierto hoy de 10:00 a 21:00', 'Cerrado hoy (martes) · Abre mañana a las 10:00'. */
export function openingText(state: OpeningState, t: UiText['hours'], lang: Language): string {
  const special = state.special ? ` (${t.special})` : '';
  if (state.kind === 'open') {
    if (state.closingSoon) return t.closingSoon(state.closes) + special;
    return t.openToday(state.openings.map((o) => t.slot(o.opens, o.closes)).join(` ${t.and} `)) + special;
  }
  const next = state.next;
  const opens = !next
    ? ''
    : next.inDays === 0
      ? t.opensToday(next.opens)
      : next.inDays === 1
        ? t.opensTomorrow(next.opens)
        : t.opensOn(weekdayName(next.date, lang), next.opens);
  if (next?.inDays === 0) return opens + special;
  // A closing day says so by itself; an exception that closes early says it is special.
  const closed = state.closedToday ? t.closedToday(weekdayName(state.today, lang)) : t.closedNow + special;
  return [closed, opens].filter(Boolean).join(' · ');
}

/** The three looks a status has. */
export const openingTone = (state: OpeningState): 'open' | 'closing-soon' | 'closed' =>
  state.kind === 'closed' ? 'closed' : state.closingSoon ? 'closing-soon' : 'open';
