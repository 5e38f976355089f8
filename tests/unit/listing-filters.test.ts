/**
 * The listing's date rules with a fixed clock, on both sides of each boundary: daylight-saving
 * changes (last Sundays of March and October), a Sunday night, the turn of the year. Expected values
 * carry explicit offsets, so the tests mean the same under any TZ (npm test runs them under three).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  matchesType,
  nextWeekSpan,
  readFilters,
  todaySpan,
  tomorrowSpan,
  writeFilters,
  type ListingFilters,
} from '../../pages/rules/listing-filters.ts';
import { parseProcessedDate } from '../../pages/dates/processed-dates.ts';
import { filtersListing, LISTING_FILTER_PARAMS } from '../../pages/rules/listing-address.ts';
import { matchesDate } from '../../pages/rules/listing-dates.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const activity = (...values: string[]) => ({ bundle: 'activity' as const, title: 'A', processedDates: values.map((value) => ({ value })) });
const exhibition = (from: string, to?: string) => ({
  bundle: 'exhibition' as const,
  title: 'E',
  dates: { valueTimestamp: at(from), endValueTimestamp: to ? at(to) : null },
});

describe('today', () => {
  it('is the Madrid calendar day, whatever the machine zone', () => {
    expect(todaySpan(at('2026-11-22T23:30:00+01:00'))).toEqual({
      from: at('2026-11-22T00:00:00+01:00'),
      to: at('2026-11-22T23:59:59+01:00'),
    });
    // 00:30 in Madrid is still the previous day in UTC: today is the Madrid one.
    expect(todaySpan(at('2026-11-23T00:30:00+01:00')).from).toBe(at('2026-11-23T00:00:00+01:00'));
  });

  it('has 23 hours on the last Sunday of March and 25 on the last Sunday of October', () => {
    const march = todaySpan(at('2027-03-28T12:00:00+02:00'));
    expect(march).toEqual({ from: at('2027-03-28T00:00:00+01:00'), to: at('2027-03-28T23:59:59+02:00') });
    expect(march.to - march.from + 1).toBe(23 * 3600);
    const october = todaySpan(at('2026-10-25T12:00:00+01:00'));
    expect(october).toEqual({ from: at('2026-10-25T00:00:00+02:00'), to: at('2026-10-25T23:59:59+01:00') });
    expect(october.to - october.from + 1).toBe(25 * 3600);
  });

  it('ends with the year on 31 December', () => {
    expect(todaySpan(at('2026-12-31T23:30:00+01:00'))).toEqual({
      from: at('2026-12-31T00:00:00+01:00'),
      to: at('2026-12-31T23:59:59+01:00'),
    });
  });
});

describe('tomorrow', () => {
  it('is the next 24 hours, across the turn of the year', () => {
    const now = at('2026-12-31T20:00:00+01:00');
    expect(tomorrowSpan(now)).toEqual({ from: now, to: now + 86399 });
    expect(matchesDate(activity('2027-01-01T19:59:59'), 'tomorrow', now)).toBe(true);
    expect(matchesDate(activity('2027-01-01T20:00:00'), 'tomorrow', now)).toBe(false);
    expect(matchesDate(activity('2026-12-31T19:59:59'), 'tomorrow', now)).toBe(false);
  });
});

describe('next week', () => {
  it('runs from the coming Monday 00:00 to 7 days later less one second', () => {
    expect(nextWeekSpan(at('2026-11-18T10:00:00+01:00'))).toEqual({
      from: at('2026-11-23T00:00:00+01:00'),
      to: at('2026-11-29T23:59:59+01:00'),
    });
  });

  it('on a Sunday night starts in minutes; on a Monday it is the Monday after', () => {
    expect(nextWeekSpan(at('2026-11-22T23:59:00+01:00')).from).toBe(at('2026-11-23T00:00:00+01:00'));
    expect(nextWeekSpan(at('2026-11-23T00:00:00+01:00')).from).toBe(at('2026-11-30T00:00:00+01:00'));
  });

  it('is an hour shorter across the March change and an hour longer across the October one', () => {
    const march = nextWeekSpan(at('2027-03-17T12:00:00+01:00'));
    expect(march).toEqual({ from: at('2027-03-22T00:00:00+01:00'), to: at('2027-03-28T23:59:59+02:00') });
    expect(march.to - march.from + 1).toBe(7 * 86400 - 3600);
    const october = nextWeekSpan(at('2026-10-14T12:00:00+02:00'));
    expect(october).toEqual({ from: at('2026-10-19T00:00:00+02:00'), to: at('2026-10-25T23:59:59+01:00') });
    expect(october.to - october.from + 1).toBe(7 * 86400 + 3600);
  });

  it('crosses the turn of the year', () => {
    expect(nextWeekSpan(at('2026-12-24T12:00:00+01:00'))).toEqual({
      from: at('2026-12-28T00:00:00+01:00'),
      to: at('2027-01-03T23:59:59+01:00'),
    });
  });

  it('matches activities on both sides of its edges', () => {
    const now = at('2026-11-18T10:00:00+01:00');
    expect(matchesDate(activity('2026-11-22T23:59:59'), 'next-week', now)).toBe(false);
    expect(matchesDate(activity('2026-11-23T00:00:00'), 'next-week', now)).toBe(true);
    expect(matchesDate(activity('2026-11-29T23:59:59'), 'next-week', now)).toBe(true);
    expect(matchesDate(activity('2026-11-30T00:00:00'), 'next-week', now)).toBe(false);
  });
});

describe('matching', () => {
  const now = at('2026-11-22T10:00:00+01:00');

  it('matches an activity by any of its processed dates falling today', () => {
    expect(matchesDate(activity('2026-11-22T00:00:00'), 'today', now)).toBe(true);
    expect(matchesDate(activity('2026-11-21T23:59:59'), 'today', now)).toBe(false);
    expect(matchesDate(activity('2026-11-20T18:00:00', '2026-11-22T23:59:59'), 'today', now)).toBe(true);
    expect(matchesDate(activity('2026-11-23T00:00:00'), 'today', now)).toBe(false);
  });

  it('logs a date that does not parse, and the activity does not match', () => {
    const warn = vi.fn();
    expect(matchesDate(activity('sábado por la tarde'), 'today', now, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"sábado por la tarde" does not parse'));
    expect(parseProcessedDate('2026-02-30T10:00:00')).toBeNull();
    expect(parseProcessedDate('2026-11-22T10:00:00Z')?.unix()).toBe(at('2026-11-22T10:00:00Z'));
  });

  it('counts an exhibition as on today when started and not ended, or started with no end', () => {
    expect(matchesDate(exhibition('2026-10-07T00:00:00+02:00', '2027-03-02T23:59:00+01:00'), 'today', now)).toBe(true);
    expect(matchesDate(exhibition('2026-10-07T00:00:00+02:00'), 'today', now)).toBe(true);
    expect(matchesDate(exhibition('2026-11-23T00:00:00+01:00'), 'today', now)).toBe(false);
    expect(matchesDate(exhibition('2026-01-01T00:00:00+01:00', '2026-11-21T23:59:59+01:00'), 'today', now)).toBe(false);
    expect(matchesDate(exhibition('2026-01-01T00:00:00+01:00', '2026-11-21T23:59:59+01:00'), 'past', now)).toBe(true);
    expect(matchesDate(exhibition('2026-11-25T00:00:00+01:00', '2026-12-25T00:00:00+01:00'), 'next-week', now)).toBe(true);
  });

  it('filters by type: exhibitions, activities, guided visits (category 36), all', () => {
    const visit = { bundle: 'activity' as const, categories: [{ entity: { id: '36', name: 'Visitas' } }] };
    const talk = { bundle: 'activity' as const, categories: [{ entity: { id: '40', name: 'Conferencias' } }] };
    const show = { bundle: 'exhibition' as const };
    expect([visit, talk, show].map((i) => matchesType(i, 'visitas'))).toEqual([true, false, false]);
    expect([visit, talk, show].map((i) => matchesType(i, 'activity'))).toEqual([true, true, false]);
    expect([visit, talk, show].map((i) => matchesType(i, 'exhibitions'))).toEqual([false, false, true]);
    expect([visit, talk, show].map((i) => matchesType(i, 'all'))).toEqual([true, true, true]);
  });
});

describe('the filters in the address (SPEC §4)', () => {
  const write = (f: ListingFilters, from = '') => writeFilters(new URLSearchParams(from), f).toString();

  it('writes type as bundle (none for all), visitas as bundle=activity&categories=36, date (none for all), and keeps q', () => {
    expect(write({ type: 'exhibitions', date: 'all' })).toBe('bundle=exhibition&q=');
    expect(write({ type: 'activity', date: 'today' }, 'q=visita')).toBe('q=visita&bundle=activity&date=current');
    expect(write({ type: 'visitas', date: 'next-week' })).toBe('bundle=activity&categories=36&date=future&q=');
    expect(write({ type: 'all', date: 'past' }, 'bundle=exhibition&date=current&q=x')).toBe('q=x&date=past');
    expect(write({ type: 'all', date: 'all' }, 'bundle=activity&categories=36&date=future')).toBe('q=');
  });

  it('reads back what it wrote, and the spec readings', () => {
    for (const type of ['all', 'exhibitions', 'activity', 'visitas'] as const)
      for (const date of ['all', 'today', 'tomorrow', 'next-week', 'past'] as const)
        expect(readFilters(writeFilters(new URLSearchParams(), { type, date }))).toEqual({ type, date });
    expect(readFilters(new URLSearchParams('bundle=activity&categories=36'))).toEqual({ type: 'visitas', date: 'all' });
    expect(readFilters(new URLSearchParams('date=current'))).toEqual({ type: 'all', date: 'today' });
    expect(readFilters(new URLSearchParams('date=future'))).toEqual({ type: 'all', date: 'next-week' });
    expect(readFilters(new URLSearchParams('date=nonsense&bundle=podcast'))).toEqual({ type: 'all', date: 'all' });
  });

  it('says an address filters the listing by exactly the parameters the filters write', () => {
    const written = new Set<string>();
    for (const type of ['all', 'exhibitions', 'activity', 'visitas'] as const)
      for (const date of ['all', 'today', 'tomorrow', 'next-week', 'past'] as const)
        for (const service of [undefined, 'sign-language'] as const) {
          const params = writeFilters(new URLSearchParams(), { type, date, ...(service ? { service } : {}) });
          for (const key of params.keys()) if (key !== 'q') written.add(key);
          expect(filtersListing(params), params.toString()).toBe(type !== 'all' || date !== 'all' || service !== undefined);
        }
    expect([...written].sort()).toEqual([...LISTING_FILTER_PARAMS].sort());
    expect(filtersListing(new URLSearchParams('q=paisaje'))).toBe(false);
  });
});
