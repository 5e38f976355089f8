/**
 * Where a work is: rooms found on the configured plans, the artwork's 'Where to see it'
 * and the showroom's plan as the build renders them, and the search facets by building and floor.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import { PageDocument } from '../../pages/PageDocument.tsx';
import { SAMPLE_NOW, sampleChrome, samplePageAt, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { uiText } from '../../pages/i18n/ui-text.ts';
import { findRoom, floorPlanProps, placeIn, textIn } from '../../pages/rules/where.ts';
import { searchRecord } from '../../pages/search/search-record.ts';

const buildings = sampleSite.buildings ?? [];
const render = (page: Page) =>
  renderToString(
    <MemoryRouter>
      <PageDocument page={page} chrome={sampleChrome(page.language.id)} now={SAMPLE_NOW} />
    </MemoryRouter>,
  );
/** A section of a page, from its heading to its end. */
const section = (html: string, id: string) => html.match(new RegExp(`<h2 id="${id}"[^>]*>([\\s\\S]*?)</section>`))?.[1] ?? '';
/** The 'Where to see it' section of an artwork page. */
const whereSection = (html: string) => section(html, 'donde-verla');

describe('rooms on the plans', () => {
  it('finds a room’s building and floor, and names them in the page’s language (Spanish when a language has none)', () => {
    const place = findRoom(buildings, '205.10')!;
    expect(place.building.id).toBe('sabatini');
    expect(placeIn(place, 'en')).toEqual({
      building: 'Sabatini Building',
      buildingHref: '/en/visit/sabatini-building',
      floor: 'Floor 2',
      room: '205.10',
      roomHref: '/en/collection/room-205',
    });
    expect(textIn(place.building.name, 'eu')).toBe('Edificio Sabatini');
    expect(findRoom(buildings, '999')).toBeUndefined();
    expect(findRoom(buildings, undefined)).toBeUndefined();
  });

  it('links only rooms with a page that visitors can enter', () => {
    const plan = floorPlanProps(findRoom(buildings, '104.01')!, 'es', uiText('es'), 'Aquí', '');
    expect(plan.rooms.find((r) => r.id === 'Almacén 1')?.href).toBeUndefined();
    const second = floorPlanProps(findRoom(buildings, '205.10')!, 'es', uiText('es'), 'Aquí', '');
    expect(second.rooms.filter((r) => r.href).map((r) => r.id)).toEqual(['205.10', '205.11']);
    expect(second.currentId).toBe('205.10');
  });
});

describe('an artwork says where it is', () => {
  it('in a room: building, floor and room linked, the plan with the room marked, and the date it was confirmed', () => {
    const where = whereSection(render(samplePageAt('/coleccion/obra/estudio-amarillo')));
    expect(where).toContain('La obra está en la sala 205.10 (Planta 2, Edificio Sabatini).');
    expect(where).toContain('<a href="/visita/edificio-sabatini">Edificio Sabatini</a>');
    expect(where).toContain('<a href="/coleccion/sala-205">Sala 205.10</a>');
    expect(where).toMatch(/<svg[^>]*role="group"[^>]*aria-labelledby=/);
    expect(where).toMatch(/<a href="\/coleccion\/sala-205"[^>]*aria-label="Sala 205.10: Aquí"[^>]*aria-current="location"/);
    expect(where).toContain('<time dateTime="2026-11-13">13 nov 2026</time>');
  });

  it('in English, with the English pages', () => {
    const where = whereSection(render(samplePageAt('/en/collection/artwork/yellow-study')));
    expect(where).toContain('The work is in room 205.10 (Floor 2, Sabatini Building).');
    expect(where).toContain('aria-label="Room 205.10: Here"');
    expect(where).toContain('13 Nov 2026');
  });

  it.each([
    ['/coleccion/obra/ciudad-nocturna', 'La obra está prestada a otra institución: ahora no se puede ver en el museo.'],
    ['/coleccion/obra/horizonte-quebrado', 'La obra está en el taller de restauración: ahora no se puede ver.'],
    ['/coleccion/obra/reticula-7', 'La obra no está expuesta ahora: se conserva en los almacenes del museo.'],
    ['/coleccion/obra/composicion-rojo-azul', 'La obra está expuesta en el museo.'],
  ])('%s says why it cannot be found on a plan, without one', (path, sentence) => {
    const where = whereSection(render(samplePageAt(path)));
    expect(where).toContain(sentence);
    expect(where).not.toContain('<svg');
  });

  it('in a room no plan knows: says the room, draws no plan', () => {
    const page = samplePageAt('/coleccion/obra/estudio-amarillo');
    const moved = { ...page, status: { status: 'exposedin', room: '999.1' } } as Page;
    const where = whereSection(render(moved));
    expect(where).toContain('La obra está expuesta en la sala 999.1.');
    expect(where).not.toContain('<svg');
  });
});

describe('a room’s page', () => {
  it('draws its floor with itself marked', () => {
    const html = render(samplePageAt('/coleccion/sala-205-11'));
    expect(html).toContain('La sala 205.11 está en la planta 2 del Edificio Sabatini.');
    expect(html).toMatch(/aria-label="Sala 205.11: Esta sala"[^>]*aria-current="location"/);
  });

  it('says of each of its works where it is now, as the artwork’s page does', () => {
    const room = samplePageAt('/coleccion/sala-205') as Extract<Page, { bundle: 'showroom' }>;
    const works = section(render(room), 'obras');
    expect(works.match(/Expuesta en la sala 205.10/g)).toHaveLength(2);
    expect(works).toContain('aria-label="Dónde verla"');
    // A work that has moved says so, in its colour: on loan.
    const moved = {
      ...room,
      artworks: { data: room.artworks!.data.map((a, i) => (i === 0 ? { ...a, status: { status: 'inloan' as const } } : a)) },
    };
    const after = section(render(moved), 'obras');
    expect(after).toContain('En préstamo');
    expect(after.match(/Expuesta en la sala 205.10/g)).toHaveLength(1);
    // Without a status in the teaser, a card says nothing rather than guess.
    const unknown = { ...room, artworks: { data: room.artworks!.data.map(({ status: _, ...a }) => a) } };
    const unknownWorks = section(render(unknown), 'obras');
    expect(unknownWorks).toContain('Estudio amarillo');
    expect(unknownWorks).not.toContain('Expuesta');
  });
});

describe('search by building and floor', () => {
  it('files an artwork in a room under its building and floor, in the page’s language', () => {
    expect(searchRecord(samplePageAt('/coleccion/obra/estudio-amarillo'), buildings)!.filters).toMatchObject({
      building: ['Edificio Sabatini'],
      floor: ['Planta 2 · Edificio Sabatini'],
      showroom: ['205.10'],
    });
    expect(searchRecord(samplePageAt('/en/collection/artwork/yellow-study'), buildings)!.filters.building).toEqual(['Sabatini Building']);
    expect(searchRecord(samplePageAt('/coleccion/obra/ciudad-nocturna'), buildings)!.filters.building).toBeUndefined();
  });
});
