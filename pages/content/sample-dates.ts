/**
 * The embedded sample is written as of one moment, its anchor (content/sample-dates.json). Built on
 * another day, its pages' dates move by the whole weeks from the anchor's day to the build's day, so that
 * whatever day it is built the sample museum has exhibitions on, activities ahead, today's programme and
 * recent news, as on the day it was written. Whole weeks keep every weekday as written (the museum's
 * Tuesdays stay closed days, its Sunday sessions Sundays); each date moves on Madrid's wall clock, so an
 * 11:00 session stays at 11:00 across a clock change; and everything keeps its order. A CMS's content is
 * never moved: only a content folder that names an anchor is.
 *
 * Moved: every date a page carries, wherever it sits (a teaser in a paragraph as well as the page's own):
 * date ranges (`valueTimestamp`, `endValueTimestamp`), sessions (`processedDates`, Madrid wall times),
 * publication dates (`date` in seconds), `created` and `changed`, and an itinerary's days (`startDate`,
 * `endDate`). Not moved: what is not a moment of the programme (an artwork's catalogued date, years of
 * birth, a building's holidays in the site configuration: a 25 December stays a 25 December).
 */
import { addDays, madridDate, madridWallClock, madridWallTime, type CalendarDate } from '../dates/format.ts';

/** What content/sample-dates.json says: the moment the sample is written as of. */
interface SampleDates {
  /** Unix seconds. */
  anchor: number;
}

/** The anchor file's content checked, or an error naming the file and what is wrong with it. */
export function parseSampleDates(text: string, file: string): SampleDates {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new Error(`${file}: expected JSON, found ${(err as Error).message}`);
  }
  const anchor = (data as { anchor?: unknown } | null)?.anchor;
  // An ISO 8601 moment with its offset: a bare date or a local time would depend on the machine's zone.
  if (typeof anchor !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(anchor) || !Date.parse(anchor))
    throw new Error(`${file} /anchor: expected a moment as 2026-11-22T10:00:00+01:00, found ${JSON.stringify(anchor)}`);
  return { anchor: Date.parse(anchor) / 1000 };
}

const DAY_MS = 86_400_000;
const dayNumber = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

/** The days the sample moves when built at `at` (unix seconds): the whole weeks from the anchor's Madrid day to `at`'s, rounded down. */
export function sampleShiftDays({ anchor }: SampleDates, at: number): number {
  const days = dayNumber(madridDate(at)) - dayNumber(madridDate(anchor));
  return 7 * Math.floor(days / 7);
}

/** A moment moved by `days` on Madrid's wall clock: the same time of day, `days` calendar days later. */
function shiftSeconds(seconds: number, days: number): number {
  const c = madridWallClock(seconds);
  return madridWallTime(addDays(c, days), c.hour, c.minute, c.second);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(.*)$/;

/** A calendar date written YYYY-MM-DD (with anything after it, a local time) moved by `days`; anything else as it was. */
function shiftDateText(text: string, days: number): string {
  const m = ISO_DATE.exec(text);
  if (!m) return text;
  const d = addDays({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, days);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}${m[4]}`;
}

const SECONDS_KEYS = new Set(['valueTimestamp', 'endValueTimestamp', 'created', 'changed', 'date']);
const DAY_KEYS = new Set(['startDate', 'endDate']);

/** A page document (as parsed, before it is checked) with its dates moved by `days`; anything not a date as it was. */
export function shiftPageDates(doc: unknown, days: number): unknown {
  if (!days) return doc;
  const walk = (value: unknown, key: string | null): unknown => {
    if (Array.isArray(value))
      return key === 'processedDates'
        ? value.map((v) =>
            v && typeof v === 'object' && typeof (v as { value?: unknown }).value === 'string'
              ? { ...v, value: shiftDateText((v as { value: string }).value, days) }
              : walk(v, null),
          )
        : value.map((v) => walk(v, null));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (key !== null && typeof value === 'number' && Number.isFinite(value) && SECONDS_KEYS.has(key)) return shiftSeconds(value, days);
    if (key !== null && typeof value === 'string' && DAY_KEYS.has(key)) return shiftDateText(value, days);
    return value;
  };
  return walk(doc, null);
}
