import { describe, expect, it } from 'vitest';
import { samplePages } from '../fixtures/sample-content.ts';
import { validateParagraphDocument } from '../content/validate.ts';
import { combinationLink, decodeCombination, encodeCombination, MAX_ENCODED, readPastedDocument } from './combination.ts';
import { PARAGRAPH_STARTERS, STARTER_ORDER, paragraphTypeName, starterParagraph } from './paragraph-starters.ts';

describe('a playground combination in a link', () => {
  const combination = [
    { entity: { type: 'ParagraphQuote', quote: '«Año cero»: ñ, ç, €, 漢字 and an emoji 🎨', author: 'Elena Asins' } },
    { entity: { type: 'ParagraphAnchorReference', anchorId: 'presentacion', title: 'Presentación' } },
  ];

  it('round-trips any text through the only characters Storybook keeps in its address', () => {
    const encoded = encodeCombination(JSON.stringify(combination, null, 2));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(decodeCombination(encoded)!)).toEqual(combination);
    // JSON is minified before encoding: whitespace never lengthens a link.
    expect(encodeCombination(JSON.stringify(combination, null, 2))).toBe(encodeCombination(JSON.stringify(combination)));
  });

  it('shares a broken combination as it was typed', () => {
    const broken = '[{"entity": {"type": "ParagraphQuote"';
    expect(decodeCombination(encodeCombination(broken))).toBe(broken);
  });

  it('reads nothing from a value it did not write: wrong alphabet, too long, not UTF-8, not a string', () => {
    expect(decodeCombination('abc+/=')).toBeNull();
    expect(decodeCombination('<script>')).toBeNull();
    expect(decodeCombination('A'.repeat(MAX_ENCODED + 1))).toBeNull();
    expect(decodeCombination('_w')).toBeNull(); // 0xFF: not UTF-8
    expect(decodeCombination(42)).toBeNull();
    expect(decodeCombination('')).toBeNull();
  });

  it("replaces the address's args with the combination, in the manager's and in the canvas's address", () => {
    expect(combinationLink('http://localhost:6006/?path=/story/editors-paragraph-playground--empty&args=lang:en', 'eyJh')).toBe(
      'http://localhost:6006/?path=/story/editors-paragraph-playground--empty&args=combination:eyJh',
    );
    expect(combinationLink('http://127.0.0.1:6006/iframe.html?id=editors-paragraph-playground--empty&viewMode=story', 'eyJh')).toBe(
      'http://127.0.0.1:6006/iframe.html?id=editors-paragraph-playground--empty&viewMode=story&args=combination:eyJh',
    );
    expect(combinationLink('http://localhost:6006/?path=/story/x--y&args=combination:old', '')).toBe(
      'http://localhost:6006/?path=/story/x--y',
    );
  });
});

describe('what an editor pastes', () => {
  it('takes the paragraphs of a whole CMS page, a page-data envelope, and the homepage’s four lists in order', () => {
    const page = samplePages.exhibitionEs;
    expect(readPastedDocument(page)).toEqual({ kind: 'page', title: 'Paisajes de la abstracción', paragraphs: page.paragraphs });
    expect(readPastedDocument({ data: { page } })).toMatchObject({ kind: 'page', paragraphs: page.paragraphs });
    const home = { title: { value: 'Inicio' }, paragraphsTop: [1], middleSection: [2], paragraphsMiddle: [3], bottomSection: [4] };
    expect(readPastedDocument(home)).toEqual({ kind: 'page', title: 'Inicio', paragraphs: [1, 2, 3, 4] });
  });

  it('wraps one paragraph, or a bare paragraph entity, as a list of one; anything else is not a combination', () => {
    const quote = { type: 'ParagraphQuote', quote: 'Q' };
    expect(readPastedDocument({ entity: quote })).toEqual({ kind: 'paragraph', paragraphs: [{ entity: quote }] });
    expect(readPastedDocument(quote)).toEqual({ kind: 'paragraph', paragraphs: [{ entity: quote }] });
    expect(readPastedDocument('text').kind).toBe('other');
    expect(readPastedDocument({ title: 'no paragraphs' }).kind).toBe('other');
  });
});

describe("the 'Add paragraph' menu", () => {
  it('offers a starter for every paragraph type, each valid against the schemas and each a fresh copy', () => {
    expect(STARTER_ORDER).toHaveLength(10);
    for (const type of STARTER_ORDER) {
      const r = validateParagraphDocument(starterParagraph(type), type);
      expect(r.errors, type).toEqual([]);
      expect(starterParagraph(type).entity).not.toBe(PARAGRAPH_STARTERS[type].entity);
    }
  });

  it('names types in the interface language, Spanish for ca, eu and gl, and an unknown type by itself', () => {
    expect(paragraphTypeName('ParagraphCallToAction', 'es')).toBe('Llamada a la acción');
    expect(paragraphTypeName('ParagraphCallToAction', 'eu')).toBe('Llamada a la acción');
    expect(paragraphTypeName('ParagraphCallToAction', 'en')).toBe('Call to action');
    expect(paragraphTypeName('ParagraphFromTheFuture', 'es')).toBe('ParagraphFromTheFuture');
  });
});
