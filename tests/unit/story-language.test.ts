/**
 * The Storybook toolbar's Language for design-system stories (.storybook/story-language.ts): the
 * interface text of a story's args comes out in the chosen language, from the site's own catalogues
 * and sample chrome; content stays as written; nothing a story passes is called to find out.
 */
import { describe, expect, it, vi } from 'vitest';
import { argsInLanguage, renderedInLanguage, translateEntry } from '../../.storybook/story-language.ts';
import { footerFixture, headerFixture } from '../../design-system/fixtures/chrome.ts';
import { createElement, isValidElement, type ReactElement } from 'react';
import { ErrorMessage } from '../../design-system/components/StatusMessage/StatusMessage.tsx';

describe('interface text in the toolbar language', () => {
  it('gives a Spanish catalogue string in English, and keeps Spanish for ca, eu and gl (SPEC §1)', () => {
    expect(translateEntry('Buscar en el museo', 'en')).toBe('Search the museum');
    expect(translateEntry('Buscar en el museo', 'eu')).toBe('Buscar en el museo');
    expect(translateEntry('Paisajes de la abstracción', 'en')).toBe('Paisajes de la abstracción');
  });

  it('gives a function that says what a catalogue function says in that language', () => {
    const position = translateEntry((i: number, n: number) => `Imagen ${i} de ${n}`, 'en');
    expect(position(2, 3)).toBe('Image 2 of 3');
  });

  it('words counts with the language’s plural rules and number format', () => {
    expect(argsInLanguage('Feedback/States', { text: '16.583 resultados' }, 'en')).toEqual({ text: '16,583 results' });
    expect(argsInLanguage('Feedback/States', { text: '1 resultado' }, 'en')).toEqual({ text: '1 result' });
  });

  it('writes dates again, in texts and as { iso, label }', () => {
    const args = {
      meta: '07 oct 2026 – 02 mar 2027',
      start: { iso: '2026-10-07', label: '07 oct 2026' },
      other: { iso: '2026-10-07', label: 'el día de la inauguración' },
    };
    expect(argsInLanguage('Content/DateRange', args, 'en')).toEqual({
      meta: '07 Oct 2026 – 02 Mar 2027',
      start: { iso: '2026-10-07', label: '07 Oct 2026' },
      other: { iso: '2026-10-07', label: 'el día de la inauguración' },
    });
  });

  it('leaves content that says its own language as written', () => {
    const card = { title: { text: 'Horario' }, html: '<p>Lunes a sábado.</p>', lang: 'es' };
    expect(argsInLanguage('Paragraphs/Cards', { cards: [card] }, 'en')).toEqual({ cards: [card] });
  });

  it('never calls handlers, setters or spies to find out what they say', () => {
    const onChange = vi.fn();
    const setValue = vi.fn();
    const spy = vi.fn((n: number) => `Ver ${n} más`);
    argsInLanguage('Search/FacetGroup', { onChange, setValue, moreLabel: spy }, 'en');
    expect(onChange).not.toHaveBeenCalled();
    expect(setValue).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('survives a cyclic object in args', () => {
    const cyclic: Record<string, unknown> = { label: 'Buscar' };
    cyclic.self = cyclic;
    expect(() => argsInLanguage('Any/Story', { cyclic }, 'en')).not.toThrow();
  });

  it('gives the header the sample site’s chrome in that language, keeping what the story set', () => {
    const header = argsInLanguage('Chrome/Header', { ...headerFixture, defaultMenuOpen: true }, 'en');
    expect(header.menuLabel).toBe('Menu');
    expect(header.defaultMenuOpen).toBe(true);
    expect(header.homeHref).toBe('/en');
    expect((header.menu as { label: string }[]).map((m) => m.label)).toContain('Library');
    expect((header.search as { href: string }).href).toBe('/en/search');
    const languages = header.languages as { code: string; current?: boolean }[];
    expect(languages.find((l) => l.current)?.code).toBe('en');
    const single = argsInLanguage('Chrome/Header', { ...headerFixture, languages: [headerFixture.languages[0]!] }, 'en');
    expect((single.languages as unknown[]).length).toBe(1);
  });

  it('gives the footer the sample site’s footer in that language; a story without a subscription keeps none', () => {
    const footer = argsInLanguage('Chrome/Footer', { ...footerFixture, subscription: undefined }, 'en');
    expect((footer.columnHeadings as { legal: string }).legal).toBe('Legal information');
    expect(footer.subscription).toBeUndefined();
  });

  it('translates what a story renders in `render` (elements and their props)', () => {
    const rendered = renderedInLanguage(
      createElement(ErrorMessage, { title: 'Error en la búsqueda', text: 'Texto libre', homeHref: '/', homeLabel: 'Volver al inicio' }),
      'en',
    );
    expect(isValidElement(rendered)).toBe(true);
    expect((rendered as ReactElement<Record<string, string>>).props).toMatchObject({
      title: 'Search error',
      text: 'Texto libre',
      homeLabel: 'Back to the home page',
    });
  });
});
