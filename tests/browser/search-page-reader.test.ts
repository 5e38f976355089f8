/**
 * How the publishing benchmark reads the site's search page (app/tools/bench-search-page.ts): what it
 * reports as found must be what a visitor's search page lists. Were the page's markup or its states to
 * change, the benchmark would otherwise go on reporting every edit as never found, or as found at once.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../generated/types/constants.ts';
import { openSiteSearch, searchWord } from '../../app/tools/bench-search-page.ts';
import { siteSession, siteUrl } from '../support/site.ts';

const session = siteSession({ clock: 'fixed' });

describe('the publishing benchmark’s reader of the search page', () => {
  it('makes a word of its own for each number, of consonants alone, so that no stemmer shortens it', () => {
    const words = Array.from({ length: 5000 }, (_, n) => searchWord(n));
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toMatch(/^zq[bcdfghjklmnpqrstvwxz]+$/);
  });

  it('lists the addresses a visitor’s search page shows, in its order, in each language; none for a word no page has', async () => {
    const search = await openSiteSearch(siteUrl());
    try {
      const asked: [Language, string, string][] = [
        ['es', 'noche', '/busqueda?q=noche'],
        ['en', 'landscapes', '/en/search?q=landscapes'],
      ];
      for (const [lang, word, path] of asked) {
        const page = await session.open(path);
        const shown = () => page.locator('ol[aria-label] article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        // The page settled: its results drawn for the word and nothing still loading, as the reader waits for.
        await page.locator(`[data-search-state="results"][data-results-for="${word}"]:not([aria-busy])`).waitFor();
        expect(await shown(), path).not.toEqual([]);
        const listed = await search.lists(lang, word);
        expect(listed, path).toEqual(await shown());
      }
      expect(await search.lists('es', searchWord(7))).toEqual([]);
      expect(await search.lists('en', searchWord(7))).toEqual([]);
    } finally {
      await search.close();
    }
  });
});
