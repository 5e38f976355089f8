import { describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import { isProgrammeFile, programmeEntry, programmeFiles, showsToday, todayAtMuseum, type ProgrammeEntry } from './today.ts';

/** A Madrid wall-clock time as unix seconds (the offset written out). */
const at = (iso: string) => Date.parse(iso) / 1000;

const tour: ProgrammeEntry = {
  path: '/actividades/visita',
  title: 'Visita comentada',
  language: 'es',
  bundle: 'activity',
  times: [at('2026-11-28T12:00:00+01:00'), at('2026-11-28T17:00:00+01:00'), at('2026-11-29T11:00:00+01:00')],
};
const lecture: ProgrammeEntry = {
  path: '/actividades/conferencia',
  title: 'Conferencia',
  language: 'es',
  bundle: 'activity',
  times: [at('2026-11-28T10:30:00+01:00'), at('2026-12-20T19:00:00+01:00')],
};
const open: ProgrammeEntry = {
  path: '/exposiciones/paisajes',
  title: 'Paisajes',
  language: 'es',
  bundle: 'exhibition',
  from: at('2026-10-07T00:00:00+02:00'),
  to: at('2027-03-02T23:59:00+01:00'),
};
const runsOn: ProgrammeEntry = { ...open, path: '/exposiciones/coleccion', title: 'Colección', to: null };
const closed: ProgrammeEntry = { ...open, path: '/exposiciones/ciudad', title: 'Ciudad', to: at('2026-11-27T23:59:00+01:00') };
const english: ProgrammeEntry = { ...tour, path: '/en/activities/tour', language: 'en' };
const entries = [tour, lecture, open, runsOn, closed, english];
const built = at('2026-11-22T10:00:00+01:00');

describe("today's programme", () => {
  it('keeps per language the days from the build’s for a fortnight: sessions in them, runs that meet them', () => {
    const files = programmeFiles(entries, ['es', 'en', 'ca'], built);
    const es = files.get('es')!;
    expect(es.from).toBe(at('2026-11-22T00:00:00+01:00'));
    expect(es.until).toBe(at('2026-12-07T00:00:00+01:00'));
    expect(es.entries.map((e) => e.path)).toEqual([
      '/actividades/conferencia',
      '/actividades/visita',
      '/exposiciones/ciudad',
      '/exposiciones/coleccion',
      '/exposiciones/paisajes',
    ]);
    // The session after the fortnight is not in the file.
    expect(es.entries.find((e) => e.path === '/actividades/conferencia')!.times).toEqual([at('2026-11-28T10:30:00+01:00')]);
    expect(files.get('en')!.entries.map((e) => e.path)).toEqual(['/en/activities/tour']);
    expect(files.get('ca')!.entries).toEqual([]);
    // Made again from the same entries in another order: the same bytes.
    expect(JSON.stringify(programmeFiles([...entries].reverse(), ['es'], built).get('es'))).toBe(JSON.stringify(es));
  });

  it('lists today’s and tomorrow’s sessions by time (Madrid calendar days) and the exhibitions open now', () => {
    const file = programmeFiles(entries, ['es'], built).get('es')!;
    const sat = todayAtMuseum(file, at('2026-11-28T09:00:00+01:00'))!;
    expect(sat.today).toBe(at('2026-11-28T00:00:00+01:00'));
    expect(sat.todaySessions.map((s) => [s.title, s.time])).toEqual([
      ['Conferencia', at('2026-11-28T10:30:00+01:00')],
      ['Visita comentada', at('2026-11-28T12:00:00+01:00')],
      ['Visita comentada', at('2026-11-28T17:00:00+01:00')],
    ]);
    expect(sat.tomorrowSessions.map((s) => s.time)).toEqual([at('2026-11-29T11:00:00+01:00')]);
    // The one that closed the day before is not open; the one that closes first comes first, one that runs on last.
    expect(sat.exhibitions.map((e) => e.title)).toEqual(['Paisajes', 'Colección']);
    // Late on Friday: Saturday's sessions are tomorrow's, and the exhibition closing at 23:59 is still open.
    const fri = todayAtMuseum(file, at('2026-11-27T23:30:00+01:00'))!;
    expect(fri.todaySessions).toEqual([]);
    expect(fri.tomorrowSessions).toHaveLength(3);
    expect(fri.exhibitions.map((e) => e.title)).toEqual(['Ciudad', 'Paisajes', 'Colección']);
  });

  it('says nothing for a day the file does not reach (a site not built again for weeks, or a clock before the build)', () => {
    const file = programmeFiles(entries, ['es'], built).get('es')!;
    expect(todayAtMuseum(file, at('2026-12-05T12:00:00+01:00'))).not.toBeNull();
    // Tomorrow (6 December) is the file's last day: the day after it is not.
    expect(todayAtMuseum(file, at('2026-12-06T12:00:00+01:00'))).toBeNull();
    expect(todayAtMuseum(file, at('2026-11-21T12:00:00+01:00'))).toBeNull();
  });

  it('counts days across the clock change (25 hours on 25 October 2026)', () => {
    const night: ProgrammeEntry = { ...tour, times: [at('2026-10-25T23:30:00+01:00'), at('2026-10-26T00:30:00+01:00')] };
    const file = programmeFiles([night], ['es'], at('2026-10-25T01:00:00+02:00')).get('es')!;
    const day = todayAtMuseum(file, at('2026-10-25T02:30:00+01:00'))!;
    expect(day.tomorrow - day.today).toBe(25 * 3600);
    expect(day.todaySessions.map((s) => s.time)).toEqual([at('2026-10-25T23:30:00+01:00')]);
    expect(day.tomorrowSessions.map((s) => s.time)).toEqual([at('2026-10-26T00:30:00+01:00')]);
  });

  it('makes entries of activities (their sessions, else their start) and exhibitions; nothing of other or unpublished pages', () => {
    const base = { url: { path: '/a' }, title: { value: 'A' }, language: { id: 'es' } };
    const activity = { ...base, bundle: 'activity', dates: { valueTimestamp: 100 } } as unknown as Page;
    expect(programmeEntry(activity, () => [300, 200, 300])).toMatchObject({ bundle: 'activity', times: [200, 300] });
    expect(programmeEntry(activity, () => [])).toMatchObject({ times: [100] });
    expect(programmeEntry({ ...activity, isPublished: false } as Page, () => [1])).toBeNull();
    expect(programmeEntry({ ...base, bundle: 'exhibition', dates: { valueTimestamp: 5 } } as unknown as Page, () => [])).toMatchObject({
      from: 5,
      to: null,
    });
    expect(programmeEntry({ ...base, bundle: 'artwork' } as unknown as Page, () => [1])).toBeNull();
  });

  it('refuses a file from the network that is not a programme: other shapes, addresses that lead away', () => {
    const file = programmeFiles(entries, ['es'], built).get('es')!;
    expect(isProgrammeFile(JSON.parse(JSON.stringify(file)))).toBe(true);
    expect(isProgrammeFile(null)).toBe(false);
    expect(isProgrammeFile({ ...file, from: '1' })).toBe(false);
    for (const path of ['//evil.example/x', 'javascript:alert(1)', 'https://evil.example'])
      expect(isProgrammeFile({ ...file, entries: [{ ...tour, path }] })).toBe(false);
    expect(isProgrammeFile({ ...file, entries: [{ ...tour, times: ['12'] }] })).toBe(false);
    expect(isProgrammeFile({ ...file, entries: [{ ...tour, title: { toString: 1 } }] })).toBe(false);
    expect(isProgrammeFile({ ...file, entries: [{ ...open, bundle: 'artwork' }] })).toBe(false);
  });

  it('shows on the home page and on the visit page (the visit menu’s hub page) only', () => {
    expect(showsToday({ bundle: 'homepage' })).toBe(true);
    expect(showsToday({ bundle: 'hubpage', activeMenuLinkId: 'visita' })).toBe(true);
    expect(showsToday({ bundle: 'hubpage', activeMenuLinkId: 'coleccion' })).toBe(false);
    expect(showsToday({ bundle: 'page', activeMenuLinkId: 'visita' })).toBe(false);
  });
});
