import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../generated/types/content.ts';
import { allUiText } from '../i18n/all-ui-text.ts';
import { openingState, openingText, openingTone } from './opening-hours.ts';

const day: OpeningHours['week']['mon'] = [{ opens: '10:00', closes: '21:00' }];
const HOURS: OpeningHours = {
  week: { mon: day, tue: [], wed: day, thu: day, fri: day, sat: day, sun: [{ opens: '10:00', closes: '14:30' }] },
  exceptions: [
    { date: '2026-12-24', openings: [{ opens: '10:00', closes: '14:30' }] },
    { date: '2026-12-25', openings: [] },
  ],
};
/** A Madrid wall-clock time as unix seconds (the offset written out, as the museum's clock reads). */
const at = (iso: string) => Date.parse(iso) / 1000;
const es = (iso: string, hours = HOURS) => openingText(openingState(hours, at(iso)), allUiText.es.hours, 'es');
const en = (iso: string) => openingText(openingState(HOURS, at(iso)), allUiText.en.hours, 'en');

describe('opening hours', () => {
  it('says open with the day’s hours, and closing soon in the last hour', () => {
    expect(es('2026-11-25T12:00:00+01:00')).toBe('Abierto hoy de 10:00 a 21:00');
    expect(en('2026-11-25T12:00:00+01:00')).toBe('Open today from 10:00 to 21:00');
    expect(es('2026-11-25T20:00:00+01:00')).toBe('Cierra pronto: abierto hasta las 21:00');
    expect(es('2026-11-25T19:59:00+01:00')).toBe('Abierto hoy de 10:00 a 21:00');
    expect(openingTone(openingState(HOURS, at('2026-11-25T20:30:00+01:00')))).toBe('closing-soon');
  });

  it('says when it opens: later today, tomorrow, or the next open day by name', () => {
    expect(es('2026-11-25T09:00:00+01:00')).toBe('Abre hoy a las 10:00');
    expect(es('2026-11-25T21:00:00+01:00')).toBe('Cerrado ahora · Abre mañana a las 10:00');
    expect(en('2026-11-25T22:30:00+01:00')).toBe('Closed now · Opens tomorrow at 10:00');
    // Monday night: Tuesday is the closing day, so Wednesday.
    expect(es('2026-11-23T22:00:00+01:00')).toBe('Cerrado ahora · Abre el miércoles a las 10:00');
    expect(en('2026-11-23T22:00:00+01:00')).toBe('Closed now · Opens on Wednesday at 10:00');
  });

  it('says a closing day by its name, and the special hours of an exception', () => {
    expect(es('2026-11-24T12:00:00+01:00')).toBe('Cerrado hoy (martes) · Abre mañana a las 10:00');
    expect(en('2026-11-24T12:00:00+01:00')).toBe('Closed today (Tuesday) · Opens tomorrow at 10:00');
    expect(es('2026-12-24T12:00:00+01:00')).toBe('Abierto hoy de 10:00 a 14:30 (horario especial)');
    expect(es('2026-12-24T16:00:00+01:00')).toBe('Cerrado ahora (horario especial) · Abre el sábado a las 10:00');
    expect(es('2026-12-25T12:00:00+01:00')).toBe('Cerrado hoy (viernes) · Abre mañana a las 10:00');
  });

  it('reads Madrid’s wall clock across a clock change, whatever the machine’s time zone', () => {
    // 28 March 2027: clocks go from 02:00 to 03:00; 10:30 that morning is 08:30 UTC.
    expect(es('2027-03-28T10:30:00+02:00')).toBe('Abierto hoy de 10:00 a 14:30');
    expect(es('2027-03-28T09:59:00+02:00')).toBe('Abre hoy a las 10:00');
    // 31 October 2027: back from 03:00 to 02:00; 21:00 is 20:00 UTC.
    expect(es('2027-10-31T14:00:00+01:00')).toBe('Cierra pronto: abierto hasta las 14:30');
  });

  it('splits a day with a break, and says closed when nothing opens in the next two weeks', () => {
    const split: OpeningHours = {
      week: {
        mon: [],
        tue: [],
        wed: [],
        thu: [],
        fri: [
          { opens: '10:00', closes: '14:00' },
          { opens: '16:00', closes: '20:00' },
        ],
        sat: [],
        sun: [],
      },
    };
    expect(es('2026-11-27T11:00:00+01:00', split)).toBe('Abierto hoy de 10:00 a 14:00 y de 16:00 a 20:00');
    expect(es('2026-11-27T15:00:00+01:00', split)).toBe('Abre hoy a las 16:00');
    const shut: OpeningHours = { week: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } };
    expect(es('2026-11-27T11:00:00+01:00', shut)).toBe('Cerrado hoy (viernes)');
  });
});
