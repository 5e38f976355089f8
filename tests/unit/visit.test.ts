/** The visit plan's data: what is read back from storage and links, the walk order, and what a page keeps. */
import { describe, expect, it } from 'vitest';
import { samplePageAt, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { visitItemOf } from '../../pages/visit/visit-item.ts';
import {
  MAX_ITEMS,
  STORAGE_KEY,
  decodeList,
  encodeList,
  readItems,
  removeItem,
  saveItem,
  savedItems,
  type VisitItem,
} from '../../pages/visit/visit-list.ts';
import { fitsTheVisit, planVisit } from '../../pages/visit/visit-plan.ts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};
const art = (path: string, room?: string, onDisplay = Boolean(room)): VisitItem => ({
  path,
  lang: 'es',
  bundle: 'artwork',
  title: path.slice(1),
  onDisplay,
  ...(room ? { room } : {}),
});

describe('the saved list', () => {
  it('keeps items once each, and forgets removed ones', () => {
    const storage = memory();
    saveItem(art('/a', '205.10'), storage);
    saveItem(art('/a', '205.10'), storage);
    saveItem(art('/b'), storage);
    expect(savedItems(storage).map((i) => i.path)).toEqual(['/a', '/b']);
    removeItem('/a', storage);
    expect(savedItems(storage).map((i) => i.path)).toEqual(['/b']);
  });

  it('reads hostile or broken storage as an empty or cleaned list', () => {
    const storage = memory();
    storage.data.set(STORAGE_KEY, '{not json');
    expect(savedItems(storage)).toEqual([]);
    storage.data.set(
      STORAGE_KEY,
      JSON.stringify([
        { path: 'javascript:alert(1)', lang: 'es', bundle: 'artwork', title: 'x' },
        { path: '//evil.example/x', lang: 'es', bundle: 'artwork', title: 'x' },
        { path: '/ok', lang: 'xx', bundle: 'artwork', title: 'x' },
        { path: '/ok', lang: 'es', bundle: 'person', title: 'x' },
        { path: '/ok', lang: 'es', bundle: 'artwork', title: '' },
        { path: '/ok\nx', lang: 'es', bundle: 'artwork', title: 'x' },
        { path: '/ok', lang: 'es', bundle: 'artwork', title: 'ok', room: 5, start: -1, extra: '<script>', event: 'x@evil\r\nATTACH:y' },
      ]),
    );
    expect(savedItems(storage)).toEqual([{ path: '/ok', lang: 'es', bundle: 'artwork', title: 'ok' }]);
  });

  it('caps a list at MAX_ITEMS', () => {
    const many = Array.from({ length: MAX_ITEMS + 10 }, (_, i) => art(`/w${i}`));
    expect(readItems(many)).toHaveLength(MAX_ITEMS);
  });
});

describe('a list in a link', () => {
  it('round-trips through the address, in a URL-safe alphabet', () => {
    const items: VisitItem[] = [
      art('/coleccion/obra/estudio-amarillo', '205.10'),
      {
        path: '/actividades/visita-paisajes',
        lang: 'es',
        bundle: 'activity',
        title: 'Visita «comentada»',
        start: 1795863600,
        end: 1795867200,
        place: 'Sabatini',
        event: '2f1c7a52-0b1e-4d53-9c1d-7e0a2b3c4d5e',
      },
    ];
    const encoded = encodeList(items);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeList(encoded)).toEqual(items);
  });

  it('reads anything else as an empty list', () => {
    for (const bad of [null, '', '%%%', 'bm90IGpzb24', Buffer.from('{"p":"/a"}').toString('base64url'), 'a'.repeat(30000)])
      expect(decodeList(bad)).toEqual([]);
  });
});

describe('the list as a plan', () => {
  const buildings = sampleSite.buildings ?? [];
  const t = uiText('es');
  const now = Date.UTC(2026, 10, 28, 9) / 1000; // Saturday 28 November 2026, 10:00 in Madrid

  it('puts today’s activities first, then the artworks as a walk (floor by floor, room by room), then the rest', () => {
    const items: VisitItem[] = [
      art('/lejos', '205.11'),
      { path: '/expo', lang: 'es', bundle: 'exhibition', title: 'Expo', start: 1791331200 },
      art('/prestada'),
      art('/expuesta-sin-sala', undefined, true),
      { path: '/hoy', lang: 'es', bundle: 'activity', title: 'Hoy', start: now + 7200 },
      { path: '/otro-dia', lang: 'es', bundle: 'activity', title: 'Otro día', start: now + 5 * 86400 },
      art('/planta-1', '104.02'),
      art('/cerca', '205.10'),
    ];
    expect(planVisit(items, buildings, 'es', now, t).map((g) => [g.title, g.items.map((i) => i.path)])).toEqual([
      ['Hoy', ['/hoy']],
      ['Edificio Sabatini · Planta 1', ['/planta-1']],
      ['Edificio Sabatini · Planta 2', ['/cerca', '/lejos']],
      ['Exposiciones', ['/expo']],
      ['Actividades', ['/otro-dia']],
      ['Obras expuestas (sala sin indicar)', ['/expuesta-sin-sala']],
      ['Obras que ahora no se pueden ver', ['/prestada']],
    ]);
  });
});

describe('what a page keeps in the list', () => {
  it('keeps an artwork’s room, an activity’s times, place and id', () => {
    expect(visitItemOf(samplePageAt('/coleccion/obra/estudio-amarillo') as never)).toEqual({
      path: '/coleccion/obra/estudio-amarillo',
      lang: 'es',
      title: 'Estudio amarillo',
      bundle: 'artwork',
      onDisplay: true,
      room: '205.10',
    });
    const activity = visitItemOf(samplePageAt('/actividades/visita-paisajes') as never);
    expect(activity).toMatchObject({ bundle: 'activity', start: expect.any(Number), end: expect.any(Number), place: expect.any(String) });
    const page = samplePageAt('/actividades/visita-paisajes') as { uuid?: string; id: string };
    expect(activity.event).toBe(page.uuid ?? page.id);
  });
});

describe('the day’s activities that fit', () => {
  const at = (time: string) => Date.parse(`2026-11-28T${time}:00+01:00`) / 1000;
  const saved: VisitItem[] = [
    { path: '/actividades/a', lang: 'es', bundle: 'activity', title: 'A', start: at('12:00'), end: at('13:00') },
    { path: '/actividades/b', lang: 'es', bundle: 'activity', title: 'B', start: at('17:00') }, // an hour, unsaid
    { path: '/coleccion/obra/c', lang: 'es', bundle: 'artwork', title: 'C', onDisplay: true },
  ];
  it('offers what has not started and does not clash with what is saved', () => {
    const now = at('10:00');
    expect(fitsTheVisit({ start: at('10:30'), end: at('11:30') }, saved, now)).toBe(true);
    expect(fitsTheVisit({ start: at('13:00'), end: at('14:00') }, saved, now)).toBe(true); // right after A
    expect(fitsTheVisit({ start: at('12:30'), end: at('13:30') }, saved, now)).toBe(false); // during A
    expect(fitsTheVisit({ start: at('11:30') }, saved, now)).toBe(false); // an hour from 11:30 runs into A
    expect(fitsTheVisit({ start: at('17:30'), end: at('19:00') }, saved, now)).toBe(false); // B takes an hour
    expect(fitsTheVisit({ start: at('18:00') }, saved, now)).toBe(true);
  });
  it('leaves out what has already started, but not a course that runs for weeks', () => {
    expect(fitsTheVisit({ start: at('09:00'), end: at('10:30') }, [], at('10:00'))).toBe(false);
    expect(fitsTheVisit({ start: at('09:00') - 14 * 86400, end: at('12:00') + 14 * 86400 }, saved, at('10:00'))).toBe(true);
  });
});
