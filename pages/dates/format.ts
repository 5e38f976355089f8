/**
 * Dates as the museum writes them, always in Madrid time (SPEC §9). Timestamps from the CMS are seconds.
 *
 * Formatting runs in every view, in the build and in the browser, so it uses the platform's own
 * date library (Intl, with the IANA time zone database and CLDR names) rather than shipping one: the
 * SPEC's token formats ('DD MMM YYYY', 'dddd DD MMM YYYY [a las] H:mm') are put together from Intl's
 * parts. dayjs does the programme listing's calendar arithmetic and parsing (pages/rules/listing-filters.ts).
 */
import type { Language } from '../../generated/types/constants.ts';
import { uiLanguage } from '../i18n/ui-text.ts';

export const MUSEUM_TIMEZONE = 'Europe/Madrid';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return f;
}

/** Names in the interface language: English as in the US ('Sep', not 'Sept'), Spanish for es, ca, eu and gl. */
const locale = (lang: Language) => (uiLanguage(lang) === 'en' ? 'en-US' : 'es');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Per time zone, the formatter whose parts are a wall clock's numbers (made once: a build reads the clock for every date it shows). */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The last wall clocks read, per zone and moment: a page reads the same moments again (a date and its time, today's). */
const recent = new Map<string, Readonly<WallClock>>();

/** The Madrid wall clock at a moment: numeric parts, the same in every engine. */
function wallClock(seconds: number, timeZone = MUSEUM_TIMEZONE): Readonly<WallClock> {
  const key = `${timeZone}|${seconds}`;
  const known = recent.get(key);
  if (known) return known;
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    clocks.set(timeZone, clock);
  }
  const c: WallClock = { year: NaN, month: NaN, day: NaN, hour: NaN, minute: NaN, second: NaN };
  for (const { type, value } of clock.formatToParts(new Date(seconds * 1000))) if (type in c) c[type as keyof WallClock] = Number(value);
  if (recent.size >= 512) recent.clear();
  recent.set(key, Object.freeze(c));
  return c;
}

const pad = (n: number) => String(n).padStart(2, '0');
const name = (seconds: number, lang: Language, options: Intl.DateTimeFormatOptions, timeZone = MUSEUM_TIMEZONE) =>
  formatter(locale(lang), timeZone, options).format(new Date(seconds * 1000));

/** 'DD MMM YYYY', e.g. 07 oct 2026 / 07 Oct 2026. */
export function formatDate(seconds: number, lang: Language): string {
  const c = wallClock(seconds);
  return `${pad(c.day)} ${name(seconds, lang, { month: 'short' })} ${c.year}`;
}

/** 'dddd DD MMM YYYY [a las] H:mm' ('at' in English). */
export function formatDateTime(seconds: number, lang: Language): string {
  const c = wallClock(seconds);
  const at = uiLanguage(lang) === 'en' ? 'at' : 'a las';
  return `${name(seconds, lang, { weekday: 'long' })} ${formatDate(seconds, lang)} ${at} ${c.hour}:${pad(c.minute)}`;
}

/** 'H:mm' on Madrid's wall clock (18:30), as the programme gives times in every language. */
export function formatTime(seconds: number): string {
  const c = wallClock(seconds);
  return `${c.hour}:${pad(c.minute)}`;
}

/** A day as a visitor names it: 'miércoles, 25 de noviembre' / 'Wednesday, November 25'. */
export const formatDayName = (seconds: number, lang: Language): string =>
  name(seconds, lang, { weekday: 'long', day: 'numeric', month: 'long' });

/** A date range as 'DD MMM YYYY – DD MMM YYYY', or the single date when there is no end or it ends the same day. */
export function formatDateRange(start: number, end: number | null | undefined, lang: Language): string {
  const from = formatDate(start, lang);
  if (end == null) return from;
  const to = formatDate(end, lang);
  return from === to ? from : `${from} – ${to}`;
}

/** ISO 8601 in Madrid time with offset, for <time datetime> and schema.org. */
export function isoInMadrid(seconds: number): string {
  const c = wallClock(seconds);
  const offset = Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) / 1000 - Math.floor(seconds)) / 60);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The Madrid calendar day of a moment, as YYYY-MM-DD (sorts as text). */
export function madridDay(seconds: number): string {
  const c = wallClock(seconds);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}
export const madridYear = (seconds: number) => wallClock(seconds).year;

/** Minutes since midnight on Madrid's wall clock (a clock change shows as the clock does: 02:00 becomes 03:00). */
export function madridMinutes(seconds: number): number {
  const c = wallClock(seconds);
  return c.hour * 60 + c.minute;
}

/** The name of a calendar date's day of the week, in the interface language ('martes', 'Tuesday'). */
export function weekdayName(date: CalendarDate, lang: Language): string {
  return name(Date.UTC(date.year, date.month - 1, date.day, 12) / 1000, lang, { weekday: 'long' }, 'UTC');
}

/** An itinerary date (YYYY-MM-DD) as day, month name and year: '10 de abril de 2027' / '10 April 2027'. Anything else is shown as given. */
export function formatItineraryDate(date: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A calendar date, not a moment: named at noon UTC, where no time zone moves it to another day.
  const noon = Date.UTC(year, month - 1, day, 12) / 1000;
  if (new Date(noon * 1000).getUTCDate() !== day) return date;
  const monthName = name(noon, lang, { month: 'long' }, 'UTC');
  return uiLanguage(lang) === 'en' ? `${day} ${monthName} ${year}` : `${day} de ${monthName} de ${year}`;
}

/** A Madrid calendar date: year, month (1–12) and day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Madrid's wall clock at a moment: its calendar date and time of day. */
export const madridWallClock = (seconds: number): Readonly<WallClock> => wallClock(seconds);

/** The Madrid calendar date of a moment. */
export function madridDate(seconds: number): CalendarDate {
  const { year, month, day } = wallClock(seconds);
  return { year, month, day };
}

/** The date n days after (or before) a calendar date, in calendar days (plain dates have no clock changes). */
export function addDays(date: CalendarDate, n: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + n));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
export const weekday = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The moment (unix seconds) a calendar date starts in Madrid: 00:00, which exists every day (clocks change at 02:00 and 03:00). */
export function madridMidnight(date: CalendarDate): number {
  return madridWallTime(date, 0, 0, 0);
}

/**
 * The moment (unix seconds) Madrid's wall clock shows a time of a calendar date. A time the clock skips
 * (02:30 on the night it moves forward) is read with the offset before the change, as the clock would
 * have shown it: an hour later once it has moved; a time it shows twice (02:30 the night it moves
 * back) is the second.
 */
export function madridWallTime(date: CalendarDate, hour: number, minute: number, second: number): number {
  const target = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second) / 1000;
  // Start from the wall time read as UTC and correct by Madrid's offset at the guess; a second pass
  // settles a guess that fell on the other side of a clock change.
  let t = target;
  for (let i = 0; i < 2; i++) {
    const c = wallClock(t);
    t -= Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) / 1000 - target;
  }
  return t;
}
