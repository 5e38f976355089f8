/**
 * The embedded sample museum is alive whatever day it is built: read as a build on that day reads it
 * (its dates moved to the build's week), its pages carry in their JSON-LD exhibitions open that day and
 * activities ahead, today's programme has an activity on every day the museum opens, and there is recent
 * news. Tried on each day of a fortnight far from the sample's own week, on the night Madrid's clocks
 * move forward, and on the sample's day itself, where nothing moves.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import { LANGUAGES } from '../../generated/types/constants.ts';
import { addDays, madridDate, madridDay, madridWallTime } from '../../pages/dates/format.ts';
import { generatedSchema } from '../../pages/head/schema-org.ts';
import { openingState } from '../../pages/rules/opening-hours.ts';
import { programmeEntriesOf } from '../../pages/rules/today-entries.ts';
import { programmeFiles, todayAtMuseum } from '../../pages/rules/today.ts';
import { loadContent, type LoadedContent } from '../../app/site-build/content/load-content.ts';
import { folderSource } from '../../app/site-build/content/source-from-env.ts';
import { ROOT, SAMPLE_RENDERED_AT } from '../support/build.ts';

const content = join(ROOT, 'content');
const loaded = new Map<number, Promise<LoadedContent>>();
/** The sample as a build at `at` reads it (one read per week the days fall in). */
function sampleAt(at: number) {
  const source = folderSource(content, ROOT, at);
  const days = source.sampleShift?.days ?? 0;
  if (!loaded.has(days)) loaded.set(days, loadContent(source));
  return { days, content: loaded.get(days)! };
}

type Thing = { '@type'?: string; startDate?: string; endDate?: string; eventStatus?: string };
const day = (iso: string) => iso.slice(0, 10);

async function whatIsOn(at: number) {
  const { days, content } = sampleAt(at);
  const { pages: read, site } = await content;
  const pages = read.map((p) => p.page).filter((p) => p.language.id === 'es');
  const things = pages.map((p) => generatedSchema(p, 'Museo', 'https://www.museo.example') as Thing | null).filter((t) => t !== null);
  const today = madridDay(at);
  const programme = programmeFiles(Object.values(programmeEntriesOf(read.map((p) => p.page))), LANGUAGES, at).get('es')!;
  const sabatini = site!.buildings!.find((b) => b.id === 'sabatini')!.openingHours!;
  const noon = madridWallTime(madridDate(at), 12, 0, 0);
  const opens = !(openingState(sabatini, noon).kind === 'closed' && (openingState(sabatini, noon) as { closedToday: boolean }).closedToday);
  const news = pages.filter(
    (p): p is Extract<Page, { bundle: 'press_note' | 'podcast' }> => p.bundle === 'press_note' || p.bundle === 'podcast',
  );
  return {
    days,
    activitiesAhead: things.filter(
      (t) => t['@type'] === 'Event' && day(t.startDate!) >= today && t.eventStatus === 'https://schema.org/EventScheduled',
    ).length,
    exhibitionsOpen: things.filter((t) => t['@type'] === 'ExhibitionEvent' && day(t.startDate!) <= today && today <= day(t.endDate!))
      .length,
    opens,
    sessionsToday: todayAtMuseum(programme, at)!.todaySessions.length,
    // Published in the five weeks before the build's day.
    recentNews: news.filter((p) => p.date! <= at && p.date! > at - 35 * 86400).map((p) => p.bundle),
  };
}

describe('the sample museum, built on any day', () => {
  const fortnight = Array.from({ length: 14 }, (_, n) => madridWallTime(addDays({ year: 2027, month: 6, day: 1 }, n), 11, 0, 0));
  it.each([
    ['the sample’s own day', SAMPLE_RENDERED_AT],
    ['the night Madrid’s clocks move forward', Date.parse('2026-03-29T00:30:00Z') / 1000],
    ...fortnight.map((t) => [madridDay(t), t] as [string, number]),
  ])('has a programme on %s', async (_, at) => {
    const on = await whatIsOn(at);
    expect(Number.isInteger(on.days / 7)).toBe(true);
    expect(on.exhibitionsOpen).toBeGreaterThanOrEqual(1);
    expect(on.activitiesAhead).toBeGreaterThanOrEqual(3);
    if (on.opens) expect(on.sessionsToday).toBeGreaterThanOrEqual(1);
    expect(on.recentNews).toContain('press_note');
    expect(on.recentNews).toContain('podcast');
  });

  it('moves nothing on its own day, and moves by the weeks to the build’s day otherwise', async () => {
    expect(sampleAt(SAMPLE_RENDERED_AT).days).toBe(0);
    expect(sampleAt(Date.parse('2027-06-01T09:00:00Z') / 1000).days).toBe(189);
    const tour = async (at: number) =>
      (await sampleAt(at).content).pages.find((p) => p.page.url.path === '/actividades/visita-paisajes')!.page as Extract<
        Page,
        { bundle: 'activity' }
      >;
    // Saturday 28 Nov 2026 at 12:00 in Madrid (winter time) becomes Saturday 5 Jun 2027 at 12:00 (summer time).
    expect((await tour(SAMPLE_RENDERED_AT)).processedDates).toEqual([{ value: '2026-11-28T12:00:00' }]);
    const moved = await tour(Date.parse('2027-06-01T09:00:00Z') / 1000);
    expect(moved.processedDates).toEqual([{ value: '2027-06-05T12:00:00' }]);
    expect(generatedSchema(moved, 'Museo', 'https://www.museo.example')).toMatchObject({
      startDate: '2027-06-05T12:00:00+02:00',
      endDate: '2027-06-05T13:00:00+02:00',
    });
  });
});
