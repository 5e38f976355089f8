/**
 * Work done ahead from the published build's record (app/site-build/publish/ahead.ts): a build takes it
 * once, only when made from the very record object and arguments it asks with, and otherwise makes its
 * own; what it takes is what it would have made (here, the drawings and pictures no page shows any more).
 */
import { describe, expect, it } from 'vitest';
import { ahead, notUsed, takenAhead } from '../../app/site-build/publish/ahead.ts';
import type { PageRecord } from '../../app/site-build/publish/build-state.ts';
import { drawingsNoneShows, picturesShownNow, prepareShown } from '../../app/site-build/pipeline/previous-build.ts';

describe('work done ahead', () => {
  it('is given once, for the record object and arguments it was made from', () => {
    let made = 0;
    const sum = ahead('sum', (from: number[], plus: number) => (made++, from.reduce((a, b) => a + b, plus)));
    const record = [1, 2, 3];
    expect(sum.prepare(record, 10)).toBe(16);
    const taken = takenAhead.length;
    expect(sum.of(record, 10)).toBe(16);
    expect(made).toBe(1);
    expect(takenAhead.slice(taken)).toEqual(['sum']);
    // Given once: asked again, it is made again.
    expect(sum.of(record, 10)).toBe(16);
    expect(made).toBe(2);
    // Another record object with the same contents, or other arguments: made now, not taken.
    sum.prepare(record, 10);
    expect(sum.of([1, 2, 3], 10)).toBe(16);
    expect(sum.of(record, 0)).toBe(6);
    expect(made).toBe(5);
    expect(takenAhead.slice(taken)).toEqual(['sum']);
    // What the build can do without: taken when made ahead, else nothing, and nothing made.
    sum.prepare(record, 1);
    expect([sum.ifMade(record, 1), sum.ifMade(record, 1), sum.ifMade([4], 1)]).toEqual([7, undefined, undefined]);
    expect(made).toBe(6);
    expect(takenAhead.slice(taken)).toEqual(['sum', 'sum']);
    // Taken, and of no use to the build: no longer named.
    notUsed('sum');
    expect(takenAhead.slice(taken)).toEqual(['sum']);
  });

  const page = (drawing?: string, pictures?: string[]): PageRecord => ({
    key: 'k',
    files: [],
    ids: '\n',
    links: [],
    ...(drawing ? { drawing } : {}),
    ...(pictures ? { pictures } : {}),
  });
  const before = (): Record<string, PageRecord> => ({
    '/a': page('share/a.jpg', ['p1', 'p2']),
    '/b': page('share/shared.jpg', ['p3']),
    '/c': page('share/shared.jpg', ['p3']),
    '/d': page('share/d.jpg', ['p4']),
    '/e': page(),
  });
  /**
   * An edit: /a rendered with another drawing and one of its pictures, /b gone (its drawing and picture
   * still /c's), /d rendered without either, /f new with /d's drawing and a new picture.
   */
  const edit = (previous: Record<string, PageRecord>) => {
    const now: Record<string, PageRecord> = {
      '/c': previous['/c']!,
      '/e': previous['/e']!,
      '/a': page('share/a2.jpg', ['p2']),
      '/d': page(),
    };
    now['/f'] = page('share/d.jpg', ['p5']);
    return { now, edited: { rendered: new Set(['/a', '/d', '/f']), gone: ['/b'] } };
  };

  for (const counted of ['made by the edit', 'counted ahead'])
    it(`finds the drawings and pictures no page shows any more, ${counted}`, () => {
      const previous = before();
      if (counted === 'counted ahead') prepareShown(previous);
      const { now, edited } = edit(previous);
      expect(drawingsNoneShows(previous, now, edited)).toEqual(['share/a.jpg']);
      const shown = picturesShownNow(previous, now, edited);
      expect(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].filter(shown)).toEqual(['p2', 'p3', 'p5']);
      // Every page gone: every drawing.
      if (counted === 'counted ahead') prepareShown(previous);
      expect(drawingsNoneShows(previous, {}, { rendered: new Set(), gone: Object.keys(previous) })).toEqual([
        'share/a.jpg',
        'share/shared.jpg',
        'share/d.jpg',
      ]);
    });
});
