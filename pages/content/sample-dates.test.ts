/** The sample's dates moved to the build's week: whole weeks, Madrid's wall clock, nothing but dates. */
import { describe, expect, it } from 'vitest';
import { isoInMadrid, madridDate, weekday } from '../dates/format.ts';
import { parseSampleDates, sampleShiftDays, shiftPageDates } from './sample-dates.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
/** Sunday 22 November 2026, 10:00 in Madrid. */
const sample = parseSampleDates('{"anchor": "2026-11-22T10:00:00+01:00"}', 'content/sample-dates.json');

describe("the sample's dates", () => {
  it('move by the whole weeks from the anchor’s Madrid day to the build’s', () => {
    expect(sampleShiftDays(sample, sample.anchor)).toBe(0);
    // The anchor's week runs from its Sunday 00:00 to the Saturday after, in Madrid.
    expect(sampleShiftDays(sample, at('2026-11-21T23:00:00Z'))).toBe(0);
    expect(sampleShiftDays(sample, at('2026-11-21T22:59:59Z'))).toBe(-7);
    expect(sampleShiftDays(sample, at('2026-11-28T22:59:59Z'))).toBe(0);
    expect(sampleShiftDays(sample, at('2026-11-28T23:00:00Z'))).toBe(7);
    // A Tuesday in June 2027 (27 weeks and two days on), and the night Madrid's clocks move forward in 2026.
    expect(sampleShiftDays(sample, at('2027-06-01T09:00:00Z'))).toBe(189);
    expect(sampleShiftDays(sample, at('2026-03-29T00:30:00Z'))).toBe(-238);
  });

  it('keep the weekday and Madrid’s wall-clock time across clock changes', () => {
    const session = at('2026-11-28T11:00:00Z'); // Saturday 12:00 in Madrid, winter time
    const page = shiftPageDates({ dates: { valueTimestamp: session, endValueTimestamp: session + 3600 } }, 189) as {
      dates: { valueTimestamp: number; endValueTimestamp: number };
    };
    expect(isoInMadrid(page.dates.valueTimestamp)).toBe('2027-06-05T12:00:00+02:00');
    expect(isoInMadrid(page.dates.endValueTimestamp)).toBe('2027-06-05T13:00:00+02:00');
    expect(weekday(madridDate(page.dates.valueTimestamp))).toBe(weekday(madridDate(session)));
    // Back over the spring change: summer time to winter time, the same 19:30.
    const back = shiftPageDates({ date: at('2026-10-15T17:30:00Z') }, -238) as { date: number };
    expect(isoInMadrid(back.date)).toBe('2026-02-19T19:30:00+01:00');
  });

  it('move every date a page carries, wherever it is, and nothing else', () => {
    const page = {
      bundle: 'activity',
      created: at('2026-09-01T08:00:00Z'),
      changed: at('2026-11-20T08:30:00Z'),
      date: '1937',
      birthYear: 1937,
      processedDates: [{ value: '2026-11-28T12:00:00' }, { value: '2027-01-10T11:00:00' }],
      itinerary: [{ venue: 'Bilbao', startDate: '2027-04-10', endDate: '2027-08-30' }],
      paragraphs: [{ entity: { type: 'ParagraphCards', items: [{ entity: { dates: { valueTimestamp: at('2026-10-07T00:00:00+02:00') } } }] } }],
      title: { value: 'Temporada 2026-11-28' },
    };
    const moved = shiftPageDates(page, 7) as typeof page;
    expect(moved.processedDates).toEqual([{ value: '2026-12-05T12:00:00' }, { value: '2027-01-17T11:00:00' }]);
    expect(moved.itinerary).toEqual([{ venue: 'Bilbao', startDate: '2027-04-17', endDate: '2027-09-06' }]);
    expect(moved.created - page.created).toBe(7 * 86400);
    expect(moved.changed - page.changed).toBe(7 * 86400);
    expect(isoInMadrid(moved.paragraphs[0]!.entity.items[0]!.entity.dates.valueTimestamp)).toBe('2026-10-14T00:00:00+02:00');
    // An artwork's catalogued date, a year of birth and any text stay as written.
    expect(moved.date).toBe('1937');
    expect(moved.birthYear).toBe(1937);
    expect(moved.title).toEqual(page.title);
    // Not moved at all: the very same document.
    expect(shiftPageDates(page, 0)).toBe(page);
  });

  it('refuses an anchor that is not a moment with its offset, naming the file', () => {
    for (const text of ['{"anchor": "2026-11-22"}', '{"anchor": "2026-11-22T10:00:00"}', '{}', '[]', 'not json'])
      expect(() => parseSampleDates(text, 'content/sample-dates.json')).toThrow(/^content\/sample-dates\.json/);
  });
});
