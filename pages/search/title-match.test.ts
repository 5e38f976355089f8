import { describe, expect, it } from 'vitest';
import { byTitleMatch, meaningfulWords, titleMatchScore } from './title-match.ts';

describe('title match', () => {
  it('reads words without case, accents or short words', () => {
    expect(meaningfulWords('Paisajes de la ABSTRACCIÓN')).toEqual(['paisajes', 'abstraccion']);
  });

  it('scores a title that is the query above one that holds its words among others, and both above none', () => {
    const exact = titleMatchScore('Paisajes de la abstracción', 'Paisajes de la abstracción');
    const among = titleMatchScore('Paisajes de la abstracción', 'Montaje de Paisajes de la abstracción');
    const one = titleMatchScore('Paisajes de la abstracción', 'Voces del paisaje');
    expect(exact).toBeGreaterThan(among);
    expect(among).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(0);
    expect(titleMatchScore('paisajes', 'Estudio amarillo')).toBe(0);
    expect(titleMatchScore('', 'Paisajes')).toBe(0);
  });

  it('takes a word give or take its ending, not any word that starts the same', () => {
    expect(titleMatchScore('paisaje', 'Paisajes de la abstracción')).toBeGreaterThan(0);
    expect(titleMatchScore('landscapes', 'Landscape of abstraction')).toBeGreaterThan(0);
    expect(titleMatchScore('arte', 'Artesanía del papel')).toBe(0);
    // The word as typed before the same word with another ending.
    expect(titleMatchScore('landscapes', 'Landscapes of abstraction')).toBeGreaterThan(
      titleMatchScore('landscapes', 'Voices of landscape'),
    );
  });

  it('orders by score and keeps the given order between equals', () => {
    const titles = ['Montaje de Paisajes de la abstracción', 'Estudio amarillo', 'Paisajes de la abstracción', 'Noche en la meseta'];
    expect(byTitleMatch('paisajes', titles, (t) => t)).toEqual([
      'Paisajes de la abstracción',
      'Montaje de Paisajes de la abstracción',
      'Estudio amarillo',
      'Noche en la meseta',
    ]);
  });
});
