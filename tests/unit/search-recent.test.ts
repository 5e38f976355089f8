/**
 * An edit's recent part (app/site-build/search/recent-part.ts), with the real Pagefind service on the
 * sample pages, Spanish in parts of 20 records: only the records that differ from what the index holds
 * go into it, the entry names it with the ids of the results it replaces or removes, the language's
 * full index then writes an entry without it and keeps its folder one generation. That the browser
 * finds the edit through it and leaves the replaced results out is checked in Chromium
 * (tests/browser/search-edit.test.ts).
 */
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../generated/types/content.ts';
import { samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import { publishRecentParts, readRecentFile } from '../../app/site-build/search/recent-part.ts';
import { updateSearchIndex } from '../support/search-index.ts';
import { recordsByLanguage } from '../../app/site-build/search/search-records.ts';
import type { LanguageState } from '../../app/site-build/search/index-types.ts';
import { discard } from '../support/discard.ts';

let site: string;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'museo-recent-'));
});
afterAll(() => discard(site));

const PARTS = { shardRecords: 20 };
const entryOf = async () => JSON.parse(await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8'));
const stateOf = async (lang: string) => JSON.parse(await readFile(join(site, `.search/${lang}.state.json`), 'utf8')) as LanguageState;
const exists = (path: string) =>
  stat(join(site, path)).then(
    () => true,
    () => false,
  );
const idOf = (state: LanguageState, url: string) => state.shards.map((s) => s.pages?.[url]?.[0]).find(Boolean);

const artwork = samplePagesByFile['es/obra-noche-meseta']!;
const home = samplePagesByFile['es/inicio']!;
const press = samplePagesByFile['es/prensa-families']!;

describe("an edit's recent part", () => {
  it(
    'holds only the records that changed, names what they replace, and goes when the language is indexed again',
    { timeout: 180_000 },
    async () => {
      const pages = Object.values(samplePagesByFile);
      await updateSearchIndex(recordsByLanguage(pages), site, PARTS);
      const before = await stateOf('es');
      expect(before.shards.length).toBeGreaterThan(1);
      // Every page of every part, with its result's id and its record's hash.
      expect(
        before.shards.every((s) =>
          Object.values(s.pages!).every(([id, hash]) => /^es_[0-9a-f]{10}\/[0-9a-z]+$/.test(id) && hash.length === 16),
        ),
      ).toBe(true);

      // An artwork retitled, the home page read again unchanged, a press note removed.
      const edited: Page = { ...artwork, title: { ...artwork.title, value: 'Noche zafirina' } } as Page;
      const recent = await publishRecentParts(site, { changed: [edited, home], gone: [press.url.path], buildings: [] });
      expect(recent?.byLanguage).toEqual({ es: { records: 1, superseded: 2 } });
      const entry = await entryOf();
      expect(entry.superseded).toEqual({ es: [idOf(before, artwork.url.path), idOf(before, press.url.path)].sort() });
      const unit = `pagefind/shard/${entry.recent.es}`;
      expect(JSON.parse(await readFile(join(site, unit, 'pagefind-entry.json'), 'utf8')).languages.es.hash).toBe(entry.recent.es);
      // The parts as they were: the recent part is one more, after them.
      expect(entry.shards.es).toEqual(before.shards.slice(1).map((s) => s.index));

      // The same edit again changes nothing.
      expect(await publishRecentParts(site, { changed: [edited], gone: [], buildings: [] })).toBeNull();
      // Another edit before the full index (it was left to the next build): one part of both edits' records.
      const other = samplePagesByFile['es/obra-amarillo']!;
      const retitled: Page = { ...other, title: { ...other.title, value: 'Estudio zafirino' } } as Page;
      const both = await publishRecentParts(site, { changed: [retitled], gone: [], buildings: [] });
      expect(both?.byLanguage).toEqual({ es: { records: 2, superseded: 3 } });
      const merged = await entryOf();
      expect(merged.recent.es).not.toBe(entry.recent.es);
      expect(merged.superseded.es).toEqual([...entry.superseded.es, idOf(before, other.url.path)].sort());
      // The part it replaced is kept for searches in flight.
      expect(await exists(unit)).toBe(true);
      const mergedUnit = `pagefind/shard/${merged.recent.es}`;
      // The first edit's page put back as the published parts hold it: out of the recent part again.
      const back = await publishRecentParts(site, { changed: [artwork], gone: [], buildings: [] });
      expect(back?.byLanguage).toEqual({ es: { records: 1, superseded: 2 } });
      const third = await entryOf();
      expect(third.superseded.es).toEqual([idOf(before, other.url.path), idOf(before, press.url.path)].sort());
      // Two parts back is removed; the one it replaced stays.
      expect(await exists(unit)).toBe(false);
      expect(await exists(mergedUnit)).toBe(true);

      // The full index: no recent part named, its folder kept for searches in flight, then removed by the next.
      const after = pages.filter((p) => p !== press && p !== other);
      after.push(retitled);
      await updateSearchIndex(new Map([['es', recordsByLanguage(after).get('es')!]]), site, { ...PARTS, complete: false });
      const full = await entryOf();
      expect(full).not.toHaveProperty('recent');
      expect(full).not.toHaveProperty('superseded');
      const last = `pagefind/shard/${third.recent.es}`;
      expect(await exists(last)).toBe(true);
      expect(await exists(mergedUnit)).toBe(true);
      const again = after.map((p) =>
        p === retitled ? { ...retitled, title: { ...retitled.title, value: 'Estudio zafirino (2)' } } : p,
      ) as Page[];
      await updateSearchIndex(new Map([['es', recordsByLanguage(again).get('es')!]]), site, { ...PARTS, complete: false });
      expect(await exists(last)).toBe(false);
      expect(await exists(mergedUnit)).toBe(false);
    },
  );

  it('waits for the full index when the language’s record does not know its pages', async () => {
    const state = await stateOf('en');
    for (const s of state.shards) delete s.pages;
    await writeFile(join(site, '.search/en.state.json'), JSON.stringify(state));
    const english = samplePagesByFile['en/home']!;
    expect(
      await publishRecentParts(site, {
        changed: [{ ...english, title: { ...english.title, value: 'Changed' } } as Page],
        gone: [],
        buildings: [],
      }),
    ).toBeNull();
    expect(await entryOf()).not.toHaveProperty('recent');
    // A kept file cut short (a build killed as it wrote) describes nothing, and stops nothing.
    await writeFile(join(site, '.search/es.recent.json'), '{"name":"es_');
    expect(await readRecentFile(join(site, '.search'), 'es')).toBeNull();
  });
});
