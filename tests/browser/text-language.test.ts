/**
 * The language marks hold after the pages come alive in the browser: what the view renders there (search
 * results, the saved list, the opening state at the visitor's moment) keeps Spanish interface text marked
 * on Catalan, Basque and Galician pages, as the built HTML does (tests/unit/text-language.test.ts).
 */
import { expect, it } from 'vitest';
import { siteSession } from '../support/site.ts';
import { untaggedSpanish } from '../support/text-language.ts';

// Pages as they are shown: tabs kept for the file, cleared between tests (siteSession).
const session = siteSession({ clock: 'fixed', now: new Date('2026-11-24T12:00:00+01:00'), keepTab: true });

it.each([
  ['/ca/search?q=paisatges', '[data-search-state="results"] ol li'],
  ['/eu/search?q=zzzxqj', '[data-search-state="results"]'],
  ['/gl/visit/my-visit', 'main h1'],
  ['/eu', '[data-opening]'],
  ['/ca/exposicions/paisatges-abstraccio', 'main h1'],
])('marks Spanish interface text on %s once it has hydrated', async (path, ready) => {
  const page = await session.open(path);
  await page.locator(ready).first().waitFor();
  expect(untaggedSpanish(await page.evaluate(() => document.documentElement.outerHTML))).toEqual([]);
});
