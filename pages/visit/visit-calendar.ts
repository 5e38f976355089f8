/**
 * The activities of a visit list as one calendar file, made in the browser as every calendar of the
 * site's is (../rules/calendar-file.ts); this module is loaded only when a visitor asks for it.
 */
import type { Language } from '../../generated/types/constants.ts';
import { addedEventsFile } from '../rules/calendar-file.ts';
import type { VisitItem } from './visit-list.ts';

const ONE_HOUR = 3600;

/**
 * The .ics text for the list's activities, or null when none has a start. Each event has the UID of the
 * activity's own .ics (its id), so adding it both ways leaves one event; an item saved before the list
 * kept ids is known by its address.
 */
export function visitCalendar(items: readonly VisitItem[], lang: Language, origin: string, stamp: number): string | null {
  const events = items
    .filter((i) => i.bundle === 'activity' && i.start !== undefined)
    .map((i) => ({
      id: i.event ?? i.path,
      title: i.title,
      start: i.start!,
      end: i.end && i.end > i.start! ? i.end : i.start! + ONE_HOUR,
      url: origin + i.path,
      ...(i.place ? { location: i.place } : {}),
    }));
  return events.length ? addedEventsFile(lang, events, stamp) : null;
}
