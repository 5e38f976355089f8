/** What the browser loads per page beside its view: its language's interface text, its deferred paragraphs. */
import { describe, expect, it, vi } from 'vitest';
import { deferredParagraphsOf, isDeferredParagraph } from '../../pages/assembler/deferred-paragraphs.ts';
import { loadUiText, uiLanguage, uiText } from '../../pages/i18n/ui-text.ts';
import { allUiText } from '../../pages/i18n/all-ui-text.ts';
import { en } from '../../pages/i18n/catalogue-en.ts';
import { es } from '../../pages/i18n/catalogue-es.ts';
import { text as collectionEs } from '../../pages/i18n/sections/collection-es.ts';
import { VIEW_TEXT, pageText } from '../../pages/views/view-modules.ts';

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
    expect(uiText('eu')).toEqual(allUiText.es);
    expect(uiText('en')).toEqual(allUiText.en);
    expect(uiText('en')).toBe(uiText('en'));
    expect(await loadUiText('ca')).toBe(es);
    expect(await loadUiText('en')).toBe(en);
  });

  it('adds a section when it is loaded, and says which section a view forgot to list', async () => {
    // A registry of its own, as the browser starts: nothing provided.
    vi.resetModules();
    const fresh = await import('../../pages/i18n/ui-text.ts');
    await fresh.loadUiText('en');
    const t = fresh.uiText('en');
    expect(t.search.title).toBe(en.search.title);
    expect(() => t.searchPage.prompt).toThrow('the interface text section "searchPage" (en) is not loaded: list it in VIEW_TEXT');
    expect(() => t.where.title).toThrow('section "collection" (en)');
    expect(fresh.textSectionsLoaded('gl', ['collection'])).toBe(false);
    // Text a render already holds gains the section when it arrives.
    await fresh.loadTextSections('en', ['searchPage']);
    expect(t.searchPage.prompt).toBe('Type what you are looking for and press “Search”.');

    // Galician pages show the Spanish text: one Spanish chunk serves es, ca, eu and gl.
    await fresh.loadUiText('gl');
    await fresh.loadTextSections('gl', ['collection']);
    expect(fresh.textSectionsLoaded('es', ['collection'])).toBe(true);
    expect(fresh.uiText('ca').where.title).toBe(collectionEs.where.title);
    expect(fresh.uiText('es').sheet.technique).toBe('Técnica');
    expect(() => fresh.uiText('es').visitPage).toThrow('section "visitPage" (es)');
    // English is its own: loading the Spanish section gave it nothing.
    expect(() => fresh.uiText('en').where).toThrow('section "collection" (en)');
  });

  it('lists the sections of the views that show them', () => {
    expect(VIEW_TEXT.search).toEqual(['searchPage']);
    // The collection section: where a work is, its sheet, and the image viewer's words (galleries open it).
    for (const view of ['artwork', 'showroom', 'visit', 'exhibition', 'press_note', 'collection_archive'] as const)
      expect(VIEW_TEXT[view]).toContain('collection');
    expect(VIEW_TEXT.visit).toContain('visitPage');
    expect(VIEW_TEXT.activity).toBeUndefined();
  });

  it("adds the sections of the paragraphs a page holds, however deep: a gallery's viewer words on any page", () => {
    const page = (paragraphs: unknown[]) => ({ bundle: 'page', paragraphs }) as unknown as Parameters<typeof pageText>[0];
    expect(pageText(page([{ entity: { type: 'ParagraphRichText' } }]))).toEqual([]);
    expect(pageText(page([{ entity: { type: 'ParagraphCards', items: [{ entity: { type: 'ParagraphGallery', items: [] } }] } }]))).toEqual([
      'collection',
    ]);
    // A view's own sections come first and are not repeated.
    expect(pageText({ ...page([{ entity: { type: 'ParagraphGallery' } }]), bundle: 'artwork' } as never)).toEqual(['collection']);
    expect(pageText({ ...page([{ entity: { type: 'ParagraphGallery' } }]), bundle: 'homepage' } as never)).toEqual(['hours', 'collection']);
  });

  it('answer both questions from one walk of a page, each whichever is asked first', () => {
    const page = (paragraphs: unknown[]) => ({ bundle: 'page', paragraphs }) as unknown as Parameters<typeof pageText>[0];
    const holding = () =>
      page([{ entity: { type: 'ParagraphGallery', items: [] } }, { entity: { type: 'ParagraphActivitiesAndExhibitionsList', items: [] } }]);
    const a = holding();
    expect(deferredParagraphsOf(a)).toEqual(['ParagraphActivitiesAndExhibitionsList']);
    expect(pageText(a)).toEqual(['collection']);
    const b = holding();
    expect(pageText(b)).toEqual(['collection']);
    expect(deferredParagraphsOf(b)).toEqual(['ParagraphActivitiesAndExhibitionsList']);
    // Asked again, the same answers; another page is walked for itself.
    expect(deferredParagraphsOf(a)).toEqual(['ParagraphActivitiesAndExhibitionsList']);
    expect(deferredParagraphsOf(page([{ entity: { type: 'ParagraphRichText' } }]))).toEqual([]);
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
