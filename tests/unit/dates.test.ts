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
