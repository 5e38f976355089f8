/**
 * The programme as a calendar subscription, made as every calendar of the site's is
 * (pages/rules/calendar-file.ts), with Europe/Madrid's VTIMEZONE from @touch4it/ical-timezones.
 */
import { ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { addDays, madridDate, madridMidnight, MUSEUM_TIMEZONE } from '../../../pages/dates/format.ts';
import type { EventEntry, ExhibitionEntry, FeedEntry } from '../../../pages/rules/feed-entries.ts';
import { feedPath } from '../../../pages/rules/feeds.ts';
import { byLang, date, type FeedContext, type FeedFile } from './feed-file.ts';
import { uidOf } from '../../../pages/rules/calendar.ts';
import { siteCalendar } from '../../../pages/rules/calendar-file.ts';

// ical-generator converts a dayjs moment to the event's zone with the plugin's .tz().
dayjs.extend(utc);
dayjs.extend(timezone);

/** How often a calendar app should look again (iCalendar REFRESH-INTERVAL). */
const CALENDAR_REFRESH_SECONDS = 6 * 3600;

/** What an activity's session and an exhibition say alike: in Madrid's zone, stamped with the content's change, its words, address, place and categories. */
const described = (x: EventEntry | ExhibitionEntry, siteUrl: string) => ({
  timezone: MUSEUM_TIMEZONE,
  stamp: date(x.changed),
  summary: x.title,
  ...(x.description ? { description: x.description } : {}),
  url: siteUrl + x.path,
  ...(x.location ? { location: x.location } : {}),
  categories: x.categories.map((c) => ({ name: c })),
});

/**
 * The programme as a calendar: every session of an activity that has not ended by the render day and
 * every exhibition open then or coming, in Madrid time with its VTIMEZONE. A session's UID is the
 * activity's and its start, stable across builds; a cancelled activity's sessions stay, marked
 * STATUS:CANCELLED, so a subscriber's calendar shows them cancelled instead of silently losing them.
 */
export function calendarFeed(entries: readonly FeedEntry[], ctx: FeedContext, title: string): FeedFile {
  const { lang, siteName: name, siteUrl, renderedAt } = ctx;
  const cal = siteCalendar(lang, {
    name: `${title} · ${name}`,
    url: siteUrl + feedPath('programme', lang),
    ttl: CALENDAR_REFRESH_SECONDS,
    // Only the generator: the calendar's own dates (DTSTAMP) stay in UTC, as RFC 5545 requires.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const events = byLang<EventEntry>(entries, 'event', lang).flatMap((e) =>
    e.sessions.filter((s) => s.end >= renderedAt).map((s) => ({ e, s })),
  );
  events.sort((a, b) => a.s.start - b.s.start || a.e.path.localeCompare(b.e.path));
  for (const { e, s } of events)
    cal.createEvent({
      id: uidOf(`${e.uid}-${s.start}`),
      // The instant: ical-generator writes it in the event's time zone (converting it once, not twice).
      start: dayjs.unix(s.start),
      end: dayjs.unix(s.end),
      ...described(e, siteUrl),
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  const exhibitions = byLang<ExhibitionEntry>(entries, 'exhibition', lang)
    .filter((x) => x.to == null || x.to >= renderedAt)
    .sort((a, b) => a.from - b.from || a.path.localeCompare(b.path));
  for (const x of exhibitions) {
    const opening = madridDate(x.from);
    const start = dayjs.unix(madridMidnight(opening));
    // An exhibition without an end is shown on its opening day.
    const end = dayjs.unix(madridMidnight(addDays(x.to == null ? opening : madridDate(x.to), 1)));
    cal.createEvent({
      id: uidOf(x.uid),
      allDay: true,
      start,
      end,
      ...described(x, siteUrl),
    });
  }
  return { rel: feedPath('programme', lang), body: cal.toString() };
}
