import { describe, expect, it } from 'vitest';
import { plural } from '../../pages/i18n/plural.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { googleCalendarUrl, office365CalendarUrl, calendarEvent } from '../../pages/rules/calendar.ts';
import { isCurrentExhibition, isPast, programmeState } from '../../pages/rules/programme.ts';
import { samplePages } from '../../pages/fixtures/sample-content.ts';

const T0 = 1_790_000_000;

describe('exhibitions are current when started and not ended, or started with no end (SPEC §9)', () => {
  it('is not current before it opens', () =>
    expect(isCurrentExhibition({ valueTimestamp: T0 + 1, endValueTimestamp: T0 + 100 }, T0)).toBe(false));
  it('is current from its first second to its last', () => {
    expect(isCurrentExhibition({ valueTimestamp: T0, endValueTimestamp: T0 + 100 }, T0)).toBe(true);
    expect(isCurrentExhibition({ valueTimestamp: T0 - 100, endValueTimestamp: T0 }, T0)).toBe(true);
  });
  it('is over after its end', () => expect(isCurrentExhibition({ valueTimestamp: T0 - 100, endValueTimestamp: T0 - 1 }, T0)).toBe(false));
  it('stays current with no end date', () => {
    expect(isCurrentExhibition({ valueTimestamp: T0 - 100 }, T0)).toBe(true);
    expect(isCurrentExhibition({ valueTimestamp: T0 - 100, endValueTimestamp: null }, T0 + 1e8)).toBe(true);
  });
});

describe('activities are past or upcoming', () => {
  it('is upcoming before it starts, current while on, past after its end', () => {
    const d = { valueTimestamp: T0, endValueTimestamp: T0 + 3600 };
    expect(programmeState(d, T0 - 1)).toBe('upcoming');
    expect(programmeState(d, T0 + 10)).toBe('current');
    expect(programmeState(d, T0 + 3601)).toBe('past');
  });
  it('without an end, is past once its start has gone by', () => expect(isPast({ valueTimestamp: T0 }, T0 + 1)).toBe(true));
});

describe('plurals through Intl.PluralRules', () => {
  it('says minutes and people in each language', () => {
    expect(plural('es', 1, uiText('es').minutes)).toBe('1 minuto');
    expect(plural('es', 90, uiText('es').minutes)).toBe('90 minutos');
    expect(plural('en', 1, uiText('en').minutes)).toBe('1 minute');
    expect(plural('en', 1500, uiText('en').capacityPeople)).toBe('1,500 people');
    expect(plural('gl', 1500, uiText('gl').capacityPeople)).toBe('1500 personas');
  });
});

describe('calendar links', () => {
  const page = samplePages.activityEs as Extract<typeof samplePages.activityEs, { bundle: 'activity' }>;
  const event = calendarEvent(page, 'https://www.museo.example');
  it('use the activity times in UTC (12:00 in Madrid is 11:00Z in November)', () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get('dates')).toBe('20261128T110000Z/20261128T120000Z');
    expect(google.searchParams.get('ctz')).toBe('Europe/Madrid');
    const office = new URL(office365CalendarUrl(event));
    expect(office.searchParams.get('startdt')).toBe('2026-11-28T11:00:00Z');
    expect(office.searchParams.get('subject')).toBe('Visita comentada: Paisajes de la abstracción');
  });
  it('fall back to the duration when there is no end', () => {
    const e = calendarEvent({ ...page, dates: { valueTimestamp: T0 }, duration: 90 }, '');
    expect(e.end - e.start).toBe(90 * 60);
  });
});
