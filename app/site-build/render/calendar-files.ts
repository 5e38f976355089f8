/** An activity's own .ics (Apple Calendar and Outlook), made as every calendar of the site's is (pages/rules/calendar-file.ts). */
import type { Page } from '../../../generated/types/content.ts';
import { calendarEvent, icsPath } from '../../../pages/rules/calendar.ts';
import { addedEventsFile } from '../../../pages/rules/calendar-file.ts';

export function activityIcs(page: Extract<Page, { bundle: 'activity' }>, siteUrl: string): { path: string; body: string } {
  // DTSTAMP from the content, not the clock: two builds of the same content give the same file.
  return { path: icsPath(page), body: addedEventsFile(page.language.id, [calendarEvent(page, siteUrl)], page.changed) };
}
