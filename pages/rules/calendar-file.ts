/**
 * The site's iCalendar files, every one made by ical-generator: the programme subscription (the build),
 * an activity's own .ics (the build) and a visit list's activities (the browser, loaded only when a
 * visitor asks for it). One library, one product id and one UID rule (`uidOf`), so the same activity
 * added from its page and from a visit list is the same event in the visitor's calendar, updated rather
 * than doubled (`uidOf` lives in ./calendar.ts, which the activity's page loads without this library).
 */
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar, type ICalCalendarData } from 'ical-generator';
import type { Language } from '../../generated/types/constants.ts';
import { uidOf, type CalendarEvent } from './calendar.ts';

/** A calendar of the site's, in a language (its PRODID says which). */
export const siteCalendar = (lang: Language, data: Omit<ICalCalendarData, 'prodId'> = {}): ICalCalendar =>
  ical({ prodId: { company: 'museo', product: 'web', language: lang.toUpperCase() }, ...data });

/**
 * The .ics text of events to add (an activity's page, a visit list): METHOD:PUBLISH, no calendar name
 * (the events go into a calendar the visitor has, not a new one), times in UTC. `stamp` (Unix seconds)
 * is the DTSTAMP: the content's last change for the build, so two builds of the same content give the
 * same file.
 */
export function addedEventsFile(lang: Language, events: readonly CalendarEvent[], stamp: number): string {
  const cal = siteCalendar(lang, { method: ICalCalendarMethod.PUBLISH });
  for (const e of events)
    cal.createEvent({
      id: uidOf(e.id),
      start: new Date(e.start * 1000),
      end: new Date(e.end * 1000),
      stamp: new Date(stamp * 1000),
      summary: e.title,
      url: e.url,
      ...(e.location ? { location: e.location } : {}),
      ...(e.cancelled !== undefined ? { status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED } : {}),
    });
  return cal.toString();
}
