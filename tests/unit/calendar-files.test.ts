/**
 * The calendars a visitor adds events from, read as Thunderbird's parser (ical.js) reads them: each
 * activity's own .ics in the shared sample build, and a visit list's file as the browser makes it. One
 * UID rule for both, so the same activity added from its page and from a visit list is one event.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import ICAL from 'ical.js';
import type { Page } from '../../generated/types/content.ts';
import { icsPath } from '../../pages/rules/calendar.ts';
import { visitCalendar } from '../../pages/visit/visit-calendar.ts';
import { visitItemOf } from '../../pages/visit/visit-item.ts';
import type { VisitItem } from '../../pages/visit/visit-list.ts';
import { ROOT } from '../support/build.ts';

type Activity = Extract<Page, { bundle: 'activity' }>;
const SITE = 'https://www.museo.example';
const activities = (lang: 'es' | 'en'): Activity[] =>
  readdirSync(join(ROOT, 'content/pages', lang))
    .map((f) => JSON.parse(readFileSync(join(ROOT, 'content/pages', lang, f), 'utf8')) as Page)
    .filter((p): p is Activity => p.bundle === 'activity');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}
const unix = (t: ICAL.Time) => t.toUnixTime();

describe('an activity’s own calendar file', () => {
  for (const lang of ['es', 'en'] as const)
    it(`holds the activity as one event, in UTC, with its id as UID (${lang})`, () => {
      const pages = activities(lang);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        const { calendar, events } = parse(readFileSync(join(inject('siteDir'), icsPath(page)), 'utf8'));
        expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//museo//web//${lang.toUpperCase()}`);
        expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
        expect(events, page.url.path).toHaveLength(1);
        const [event] = events;
        expect(event!.uid).toBe(`${page.uuid ?? page.id}@museo`);
        expect(event!.summary).toBe(page.title.value);
        expect(unix(event!.startDate)).toBe(page.dates.valueTimestamp);
        expect(event!.startDate.zone?.tzid).toBe('UTC');
        const end = page.dates.endValueTimestamp ?? page.dates.valueTimestamp + (page.duration ? page.duration * 60 : 3600);
        expect(unix(event!.endDate)).toBe(end);
        expect(event!.component.getFirstPropertyValue('url')).toBe(SITE + page.url.path);
        expect(event!.location ?? undefined).toBe(page.location?.entity.title ?? page.locationText);
        expect(event!.component.getFirstPropertyValue('status')).toBe(page.cancelled ? 'CANCELLED' : 'CONFIRMED');
        // DTSTAMP from the content's last change: two builds of the same content give the same file.
        expect(unix(event!.component.getFirstPropertyValue('dtstamp') as ICAL.Time)).toBe(page.changed);
      }
    });
});

describe('a visit list’s calendar file', () => {
  const [page] = activities('es');
  const stamp = 1795338000;

  it('gives each saved activity the UID of its own file, so adding it both ways leaves one event', () => {
    const item = visitItemOf(page!) as VisitItem;
    const own = parse(readFileSync(join(inject('siteDir'), icsPath(page!)), 'utf8')).events[0]!;
    const { calendar, events } = parse(visitCalendar([item], 'es', SITE, stamp)!);
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//museo//web//ES');
    expect(events.map((e) => e.uid)).toEqual([own.uid]);
    expect(unix(events[0]!.startDate)).toBe(unix(own.startDate));
    expect(events[0]!.component.getFirstPropertyValue('url')).toBe(SITE + page!.url.path);
    expect(unix(events[0]!.component.getFirstPropertyValue('dtstamp') as ICAL.Time)).toBe(stamp);
  });

  it('knows an activity saved without its id by its address, lasts an hour without an end, and leaves out the rest', () => {
    const items: VisitItem[] = [
      { path: '/actividades/antigua', lang: 'es', bundle: 'activity', title: 'Guardada antes', start: stamp },
      { path: '/coleccion/obra/x', lang: 'es', bundle: 'artwork', title: 'Obra' },
      { path: '/actividades/sin-fecha', lang: 'es', bundle: 'activity', title: 'Sin fecha' },
    ];
    const { events } = parse(visitCalendar(items, 'es', SITE, stamp)!);
    expect(events.map((e) => [e.uid, e.summary, unix(e.endDate) - unix(e.startDate)])).toEqual([
      ['/actividades/antigua@museo', 'Guardada antes', 3600],
    ]);
    expect(visitCalendar(items.slice(1), 'es', SITE, stamp)).toBeNull();
  });
});
