/** .ics files for activities (Apple Calendar and Outlook), made with the maintained `ics` library. */
import { createEvent, type EventAttributes } from 'ics';
import type { Page } from '../../../generated/types/content.ts';
import { calendarEvent, icsPath } from '../../../pages/rules/calendar.ts';

export function activityIcs(page: Extract<Page, { bundle: 'activity' }>, siteUrl: string): { path: string; body: string } {
  const e = calendarEvent(page, siteUrl);
  const attributes: EventAttributes & { timestamp: number } = {
    uid: e.uid,
    title: e.title,
    start: e.start * 1000,
    end: e.end * 1000,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url: e.url,
    location: e.location,
    productId: 'museo/web',
    calName: 'Museo',
    status: page.cancelled ? 'CANCELLED' : 'CONFIRMED',
    // DTSTAMP from the content, not the clock: two builds of the same content give the same file.
    timestamp: page.changed * 1000,
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`calendar file for ${page.url.path}: ${error?.message ?? 'no output'}`);
  return { path: icsPath(page), body: value };
}
