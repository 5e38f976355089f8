/**
 * The site's own search page, as the publishing benchmark asks it whether an edit is found: the headless
 * shell of Debian's Chromium opens `/busqueda?q=<word>` (or the language's search page) on the served
 * site, as a visitor who reloads it does (one browser context, its HTTP cache kept: the search's entry
 * file is revalidated, its content-named chunks are not), waits for the results and reads the addresses
 * they list. What the benchmark reports as "found" is then what a visitor sees, not what the build says
 * of itself.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { Language } from '../../generated/types/constants.ts';
import { searchPath } from '../../pages/routes/search-route.ts';
import { launchChromium, TEST_CHROMIUM_PATH } from './chromium.ts';

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';

/**
 * A word no page of the benchmark's content has, one for each number: "zq" and the number in
 * consonants. No vowel, so no language's stemmer takes an ending off it, and no two numbers share one.
 */
export function searchWord(n: number): string {
  let word = '';
  do {
    word = CONSONANTS[n % CONSONANTS.length]! + word;
    n = Math.floor(n / CONSONANTS.length);
  } while (n > 0);
  return `zq${word}`;
}

interface SiteSearch {
  /** The addresses the search page lists for `word` (its first page of results); null: it answered with its error. */
  lists(lang: Language, word: string): Promise<string[] | null>;
  close(): Promise<void>;
}

export async function openSiteSearch(siteUrl: string): Promise<SiteSearch> {
  const browser: Browser = await launchChromium([], TEST_CHROMIUM_PATH);
  const context: BrowserContext = await browser.newContext({ reducedMotion: 'reduce' });
  return {
    async lists(lang, word) {
      const page = await context.newPage();
      try {
        await page.goto(`${siteUrl}${searchPath(lang)}?q=${encodeURIComponent(word)}`);
        // Checked at every frame: a locator's wait polls at growing intervals (up to half a second), which
        // would add its own delay to the moment the page shows its results.
        await page.waitForFunction(
          (w) => {
            const results = document.querySelector('[data-search-state]');
            const state = results?.getAttribute('data-search-state');
            return (
              state === 'error' ||
              (state === 'results' && results!.getAttribute('data-results-for') === w && !results!.hasAttribute('aria-busy'))
            );
          },
          word,
          { timeout: 60_000 },
        );
        if ((await page.locator('[data-search-state]').getAttribute('data-search-state')) === 'error') return null;
        return await page.locator('ol[aria-label] article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
