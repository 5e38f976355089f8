import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, isoInMadrid } from '../../pages/dates/format.ts';

// 2026-10-07 00:00 in Madrid (CEST, UTC+2) is 2026-10-06T22:00Z.
const OCT_7_MIDNIGHT_MADRID = Date.UTC(2026, 9, 6, 22) / 1000;
// 2027-03-02 18:30 in Madrid (CET, UTC+1).
const MAR_2_EVENING = Date.UTC(2027, 2, 2, 17, 30) / 1000;

describe('museum dates, always in Madrid time', () => {
  it("formats 'DD MMM YYYY' in Spanish and English", () => {
    expect(formatDate(OCT_7_MIDNIGHT_MADRID, 'es')).toBe('07 oct 2026');
    expect(formatDate(OCT_7_MIDNIGHT_MADRID, 'en')).toBe('07 Oct 2026');
  });

  it('uses Spanish for ca, eu and gl', () => {
    expect(formatDate(OCT_7_MIDNIGHT_MADRID, 'ca')).toBe('07 oct 2026');
  });

  it("formats 'dddd DD MMM YYYY [a las] H:mm', with 'at' in English", () => {
    expect(formatDateTime(MAR_2_EVENING, 'es')).toBe('martes 02 mar 2027 a las 18:30');
    expect(formatDateTime(MAR_2_EVENING, 'en')).toBe('Tuesday 02 Mar 2027 at 18:30');
  });

  it('does not depend on the machine time zone (midnight in Madrid is still the 7th)', () => {
    expect(formatDate(OCT_7_MIDNIGHT_MADRID, 'es')).toBe('07 oct 2026');
    expect(isoInMadrid(OCT_7_MIDNIGHT_MADRID)).toBe('2026-10-07T00:00:00+02:00');
  });

  it('formats ranges, open ends and same-day ranges', () => {
    expect(formatDateRange(OCT_7_MIDNIGHT_MADRID, MAR_2_EVENING, 'es')).toBe('07 oct 2026 – 02 mar 2027');
    expect(formatDateRange(OCT_7_MIDNIGHT_MADRID, null, 'es')).toBe('07 oct 2026');
    expect(formatDateRange(OCT_7_MIDNIGHT_MADRID, OCT_7_MIDNIGHT_MADRID + 3600, 'en')).toBe('07 Oct 2026');
  });
});

/** dayjs with its time-zone plugins: a moment (seconds) as Madrid's wall clock, the reference the Intl-based formatting is checked against. */
async function dayjsInMadrid() {
  const { default: dayjs } = await import('dayjs');
  const { default: utc } = await import('dayjs/plugin/utc.js');
  const { default: timezone } = await import('dayjs/plugin/timezone.js');
  dayjs.extend(utc);
  dayjs.extend(timezone);
  return (seconds: number) => dayjs.unix(seconds).tz('Europe/Madrid');
}

describe('the Intl-based formatting agrees with dayjs (the listing rules use it) across the clock changes', () => {
  it('gives the same Madrid day, year and ISO moment as dayjs for every hour around both 2026 clock changes', async () => {
    const inMadrid = await dayjsInMadrid();
    const { madridDay, madridYear } = await import('../../pages/dates/format.ts');
    const starts = [Date.UTC(2026, 2, 28) / 1000, Date.UTC(2026, 9, 24) / 1000, Date.UTC(2026, 11, 31, 20) / 1000];
    for (const start of starts)
      for (let h = 0; h < 48; h++) {
        const t = start + h * 3600 + 59;
        const d = inMadrid(t);
        expect(isoInMadrid(t)).toBe(d.format());
        expect(madridDay(t)).toBe(d.format('YYYY-MM-DD'));
        expect(madridYear(t)).toBe(d.year());
      }
  });

  it('reads a moment the same however often and after however many others (the wall clocks read last are kept)', async () => {
    const inMadrid = await dayjsInMadrid();
    const { madridMinutes } = await import('../../pages/dates/format.ts');
    // More moments than are kept, each read twice with others between, across a clock change.
    const moments = Array.from({ length: 1_500 }, (_, i) => Date.UTC(2026, 9, 20) / 1000 + i * 7_919);
    for (const round of [0, 1])
      for (const [i, t] of moments.entries()) {
        const m = moments[(i * 37 + round) % moments.length]!;
        const d = inMadrid(m);
        expect(isoInMadrid(m)).toBe(d.format());
        expect(madridMinutes(t)).toBe(inMadrid(t).hour() * 60 + inMadrid(t).minute());
      }
  });

  it("names months as CLDR does: Spanish 'sept', US English 'Sep'", () => {
    const SEP_15 = Date.UTC(2026, 8, 15, 10) / 1000;
    expect(formatDate(SEP_15, 'es')).toBe('15 sept 2026');
    expect(formatDate(SEP_15, 'en')).toBe('15 Sep 2026');
    expect(formatDateTime(Date.UTC(2026, 8, 15, 7, 5) / 1000, 'gl')).toBe('martes 15 sept 2026 a las 9:05');
  });

  it('writes itinerary dates with the month in full, and leaves anything else as given', async () => {
    const { formatItineraryDate } = await import('../../pages/dates/format.ts');
    expect(formatItineraryDate('2027-04-10', 'es')).toBe('10 de abril de 2027');
    expect(formatItineraryDate('2027-04-10', 'en')).toBe('10 April 2027');
    expect(formatItineraryDate('2027-02-30', 'es')).toBe('2027-02-30');
    expect(formatItineraryDate('next spring', 'en')).toBe('next spring');
  });
});
