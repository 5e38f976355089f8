/** What the browser loads per page beside its view: its language's interface text, its deferred paragraphs. */
import { describe, expect, it } from 'vitest';
import { deferredParagraphsOf, isDeferredParagraph } from '../../pages/assembler/deferred-paragraphs.ts';
import { loadUiText, uiLanguage, uiText } from '../../pages/i18n/ui-text.ts';
import { en } from '../../pages/i18n/catalogue-en.ts';
import { es } from '../../pages/i18n/catalogue-es.ts';

describe('deferred paragraphs', () => {
  it('finds a listing wherever it is nested, once, and nothing in a page without one', () => {
    const listing = { entity: { type: 'ParagraphActivitiesAndExhibitionsList', items: [] } };
    const page = {
      bundle: 'page',
      paragraphs: [{ entity: { type: 'ParagraphRichText' } }, { entity: { type: 'ParagraphCards', cards: [listing] } }, listing],
    };
    expect(deferredParagraphsOf(page)).toEqual(['ParagraphActivitiesAndExhibitionsList']);
    expect(deferredParagraphsOf({ bundle: 'page', paragraphs: [{ entity: { type: 'ParagraphRichText' } }] })).toEqual([]);
  });

  it('knows only its own types (page data comes over the network)', () => {
    expect(isDeferredParagraph('ParagraphActivitiesAndExhibitionsList')).toBe(true);
    expect(isDeferredParagraph('constructor')).toBe(false);
    expect(isDeferredParagraph('__proto__')).toBe(false);
    expect(isDeferredParagraph(42)).toBe(false);
  });
});

describe('interface text per language', () => {
  it('gives ca, eu and gl the Spanish text, and loads each catalogue once', async () => {
    expect(uiLanguage('gl')).toBe('es');
    expect(uiText('eu')).toBe(es);
    expect(uiText('en')).toBe(en);
    expect(await loadUiText('ca')).toBe(es);
    expect(await loadUiText('en')).toBe(en);
  });
});

describe('the chunk cache', () => {
  it('imports each key once, tries a failed import again, and refuses keys it does not know', async () => {
    const { chunkCache } = await import('../../pages/chunk-cache.ts');
    let calls = 0;
    let fail = true;
    const cache = chunkCache<'a', string>('thing', {
      a: async () => {
        calls++;
        if (fail) throw new Error('network');
        return 'A';
      },
    });
    await expect(cache.load('a')).rejects.toThrow('network');
    fail = false;
    await expect(Promise.all([cache.load('a'), cache.load('a')])).resolves.toEqual(['A', 'A']);
    expect(calls).toBe(2);
    expect(cache.loaded('a')).toBe('A');
    await expect(cache.load('__proto__' as 'a')).rejects.toThrow('no thing for "__proto__"');
  });

  it('walks page data of any depth without overflowing the stack', () => {
    let deep: unknown = { entity: { type: 'ParagraphActivitiesAndExhibitionsList' } };
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(deferredParagraphsOf({ paragraphs: deep })).toEqual(['ParagraphActivitiesAndExhibitionsList']);
  });
});
