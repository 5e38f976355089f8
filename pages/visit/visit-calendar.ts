/**
 * The activities of a visit list as one calendar file, made in the browser with the maintained `ics`
 * library (the same as the build's files); this module is loaded only when a visitor asks for it.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { VisitItem } from './visit-list.ts';

const ONE_HOUR = 3600;

/** The .ics text for the list's activities, or null when none has a start. */
export function visitCalendar(items: readonly VisitItem[], origin: string, stamp: number): string | null {
  const events: EventAttributes[] = items
    .filter((i) => i.bundle === 'activity' && i.start !== undefined)
    .map((i) => ({
      uid: `${i.path}@museo-visit`,
      title: i.title,
      start: i.start! * 1000,
      end: (i.end && i.end > i.start! ? i.end : i.start! + ONE_HOUR) * 1000,
      startInputType: 'utc',
      startOutputType: 'utc',
      endInputType: 'utc',
      endOutputType: 'utc',
      url: origin + i.path,
      ...(i.place ? { location: i.place } : {}),
      productId: 'museo/web',
      calName: 'Museo',
      timestamp: stamp * 1000,
    }));
  if (!events.length) return null;
  const { error, value } = createEvents(events);
  if (error || !value) throw new Error(`visit calendar: ${error?.message ?? 'no output'}`);
  return value;
}
