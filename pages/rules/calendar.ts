/** What "add to calendar" offers for an activity (SPEC §7): Apple and Outlook as .ics, Google and Office 365 as links. */
import type { CalendarOption } from '../../design-system/index.ts';
import type { Page } from '../../generated/types/content.ts';
import type { UiText } from '../i18n/ui-text.ts';

/** An activity as "add to calendar" offers it: at an instant, with its address. */
export interface CalendarEvent {
  /** The activity's own id, made a UID by `uidOf`. */
  id: string | number;
  title: string;
  /** Unix seconds. */
  start: number;
  end: number;
  location?: string;
  url: string;
  cancelled?: boolean;
}

const ONE_HOUR = 3600;

/**
 * The one rule for the identifiers the site gives what calendars and podcast apps keep (an event, an
 * episode): the thing's own id, then the museum's domain part. Kept for good: an app that has the event
 * updates it rather than adding it again.
 */
export const uidOf = (id: string | number) => `${id}@museo`;

export function calendarEvent(page: Extract<Page, { bundle: 'activity' }>, siteUrl: string): CalendarEvent {
  const start = page.dates.valueTimestamp;
  const end = page.dates.endValueTimestamp ?? start + (page.duration ? page.duration * 60 : ONE_HOUR);
  return {
    id: page.uuid ?? page.id,
    title: page.title.value,
    start,
    end,
    location: page.location?.entity.title ?? page.locationText,
    url: siteUrl + page.url.path,
    cancelled: page.cancelled ?? false,
  };
}

/** Where the build writes the .ics of an activity. */
export const icsPath = (page: Pick<Page, 'id' | 'language'>) => `/calendario/${page.language.id}-${page.id}.ics`;

const utcStamp = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const isoUtc = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}/, '');

export function googleCalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(e.start)}/${utcStamp(e.end)}`,
    ctz: 'Europe/Madrid',
    details: e.url,
    ...(e.location ? { location: e.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

export function office365CalendarUrl(e: CalendarEvent): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: isoUtc(e.start),
    enddt: isoUtc(e.end),
    body: e.url,
    ...(e.location ? { location: e.location } : {}),
  });
  return `https://outlook.office.com/calendar/0/deeplink/compose?${q}`;
}

export function calendarOptions(page: Extract<Page, { bundle: 'activity' }>, siteUrl: string, t: UiText): CalendarOption[] {
  const event = calendarEvent(page, siteUrl);
  const file = `${page.url.path.split('/').pop()}.ics`;
  return [
    { target: 'apple', label: t.calendarApple, href: icsPath(page), download: file },
    { target: 'google', label: t.calendarGoogle, href: googleCalendarUrl(event) },
    { target: 'office365', label: t.calendarOffice365, href: office365CalendarUrl(event) },
    { target: 'outlook', label: t.calendarOutlook, href: icsPath(page), download: file },
  ];
}
