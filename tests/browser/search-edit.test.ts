/**
 * Search while an edit is being indexed, on a built site served by `npm start`'s server, in Chromium:
 * an edit's recent part (app/site-build/search/recent-part.ts) makes the site's own search page find the
 * edited page by its new words at once, list it once (never its replaced result too), and no longer list
 * a removed page; the edit's full index then leaves the entry as a whole build writes it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../app/server/static-server.ts';
import { publishRecentParts } from '../../app/site-build/search/recent-part.ts';
import { samplePagesByFile, sampleSite } from '../../pages/fixtures/sample-content.ts';
import { loadFixture, type Fixture } from '../support/build.ts';
import { runtimeVisit } from '../support/runtime-visit.ts';

let page: Page;
const { openPage } = runtimeVisit((opened) => (page = opened));
let fixture: Fixture | undefined;
afterEach(async () => {
  await fixture?.cleanup();
  fixture = undefined;
});

const ARTWORK = 'es/obra-noche-meseta.json';
const PRESS = 'es/prensa-families.json';
/** A word no sample page has, in the artwork's new title. */
const NEW_TITLE = 'Noche zafirina en la meseta';

describe('search during an edit', () => {
  it('finds an edited page by its new words before its language is indexed again, lists it once, and drops a removed page', async () => {
    fixture = await loadFixture([ARTWORK, 'es/obra-amarillo.json', 'es/obra-ciudad.json', 'es/obra-composicion.json', PRESS]);
    // Spanish in parts of two pages: the edit's records replace results of published parts.
    const shards = ['--search-shard', '2'];
    const first = fixture.build(...shards);
    expect(first.status, first.err).toBe(0);
    const server = createStaticServer(fixture.out);
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const artwork = samplePagesByFile[ARTWORK.replace(/\.json$/, '')]!;
    const press = samplePagesByFile[PRESS.replace(/\.json$/, '')]!;
    const results = () => page.locator('ol[aria-label] article h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const search = async (q: string) => {
      await openPage(null, { clock: 'real' });
      await page.goto(`${url}/busqueda?q=${encodeURIComponent(q)}`);
      await page.locator(`[data-search-state="results"][data-results-for="${q}"], [data-search-state="error"]`).first().waitFor();
      expect(await page.locator('[data-search-state]').getAttribute('data-search-state')).toBe('results');
      return results();
    };
    try {
      // Before the edit: the artwork is found by a word of its title, the press note by its own.
      expect(await search('meseta')).toContain(artwork.url.path);
      expect(await search('familias')).toContain(press.url.path);
      expect(await search('zafirina')).toEqual([]);

      // The edit's pages are live; its recent part is published, its language not yet indexed again.
      const edited = structuredClone(artwork);
      edited.title.value = NEW_TITLE;
      const recent = await publishRecentParts(fixture.out, {
        changed: [edited],
        gone: [press.url.path],
        buildings: sampleSite.buildings ?? [],
      });
      expect(recent?.byLanguage).toEqual({ es: { records: 1, superseded: 2 } });
      const entry = JSON.parse(await readFile(join(fixture.out, 'pagefind/pagefind-entry.json'), 'utf8'));
      expect(entry.recent.es).toMatch(/^es_[0-9a-f]{10}$/);
      expect(entry.superseded.es).toHaveLength(2);

      // Found by its new word, and by an old one only once (its new result; the replaced one is left out).
      expect(await search('zafirina')).toEqual([artwork.url.path]);
      const meseta = await search('meseta');
      expect(meseta.filter((p) => p === artwork.url.path)).toHaveLength(1);
      // The press note is gone from search with its page.
      expect(await search('familias')).not.toContain(press.url.path);

      // The edit as the build makes it: its language indexed again, an entry with no recent part, the
      // same answers from the full index.
      await fixture.edit(ARTWORK, (p) => (p.title.value = NEW_TITLE));
      await fixture.remove(PRESS);
      const next = fixture.build(...shards);
      expect(next.status, next.err).toBe(0);
      expect(next.report).toMatchObject({ outcome: 'published-in-place' });
      const after = JSON.parse(await readFile(join(fixture.out, 'pagefind/pagefind-entry.json'), 'utf8'));
      expect(after).not.toHaveProperty('recent');
      expect(after).not.toHaveProperty('superseded');
      expect(await search('zafirina')).toEqual([artwork.url.path]);
      expect(await search('familias')).not.toContain(press.url.path);
    } finally {
      server.close();
    }
  });
});
