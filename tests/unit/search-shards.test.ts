/**
 * A language's search index in parts (shards) the browser merges: which part a page is in, what each
 * part's folder holds, and that an edit re-indexes only the part its page is in (the real Pagefind
 * service, on the sample pages, 20 records at most in a part). That the merged parts find what one
 * index would is checked in Chromium (tests/browser/search.test.ts runs on a build in parts).
 */
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import { updateSearchIndex } from '../support/search-index.ts';
import { recordsByLanguage, writeJsonList } from '../../app/site-build/search/search-records.ts';
import { shardCount, shardOf, shardsOf } from '../../app/site-build/search/shards.ts';
import type { SearchRecord } from '../../pages/search/search-record.ts';
import { discard } from '../support/discard.ts';

const records = recordsByLanguage(Object.values(samplePagesByFile));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-shards-'));
});
afterAll(() => discard(work));

type Entry = { languages: Record<string, { hash: string }>; shards?: Record<string, string[]> };
const entryOf = async (site: string) => JSON.parse(await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8')) as Entry;
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('shards', () => {
  it('one up to the limit, then the next power of two that keeps each part within it', () => {
    expect(shardCount(0, 20)).toBe(1);
    expect(shardCount(20, 20)).toBe(1);
    expect(shardCount(21, 20)).toBe(2);
    expect(shardCount(40, 20)).toBe(2);
    expect(shardCount(41, 20)).toBe(4);
    expect(shardCount(62, 20)).toBe(4);
    // The whole museum's Spanish (20,645 records) in two; at 100k pages (≈ 47k) in four.
    expect(shardCount(20_645)).toBe(2);
    expect(shardCount(47_000)).toBe(4);
  });

  it('puts each page in one part by its address, whatever the other pages', () => {
    const list = records.get('es')!;
    const parts = shardsOf(list, 20);
    expect(parts).toHaveLength(4);
    expect(parts.flat().sort((a, b) => a.url.localeCompare(b.url))).toEqual([...list].sort((a, b) => a.url.localeCompare(b.url)));
    // Each part keeps the list's order (by type, then address), and no part is empty at this size.
    for (const part of parts) {
      expect(part.length).toBeGreaterThan(0);
      expect(part).toEqual(list.filter((r) => part.includes(r)));
    }
    // A page stays in its part when others come and go.
    const fewer = shardsOf(list.slice(5), 20);
    for (const r of list.slice(5)) expect(fewer[shardOf(r.url, 4)]).toContain(r);
    expect(shardOf('/obra/x', 1)).toBe(0);
  });
});

describe('the records kept for the next build', () => {
  it('are written a piece at a time, as the same bytes as one JSON text', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ url: `/obra/${i}`, content: `«texto» ${'x'.repeat(i % 700)}`, n: i }));
    for (const list of [[], [{ a: 1 }], many]) {
      const file = join(work, 'list.json');
      await writeJsonList(file, list);
      expect(await readFile(file, 'utf8')).toBe(JSON.stringify(list));
    }
  });
});

describe('a language’s index in parts', () => {
  it(
    'publishes the first part as the language’s index and each other one in a folder of its own that the entry names',
    { timeout: 120_000 },
    async () => {
      const site = join(work, 'parts');
      const summary = await updateSearchIndex(records, site, { shardRecords: 20 });
      // es (62 pages) and en (58) in four parts each; ca, eu and gl (7 each) whole.
      const total = [...records.values()].reduce((n, list) => n + shardCount(list.length, 20), 0);
      expect(summary.parts).toEqual({ indexed: total, total });
      const entry = await entryOf(site);
      expect(Object.keys(entry.shards ?? {}).sort()).toEqual(['en', 'es']);
      for (const lang of ['es', 'en']) {
        const names = entry.shards![lang]!;
        expect(names).toHaveLength(shardCount(records.get(lang)!.length, 20) - 1);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          expect(name).toMatch(new RegExp(`^${lang}_[0-9a-f]+$`));
          const folder = join(site, 'pagefind/shard', name);
          // What mergeIndex reads, and nothing it does not (the library and WebAssembly are the first part's).
          const files = await readdir(folder);
          expect(files).toContain('pagefind-entry.json');
          expect(files).toContain(`pagefind.${name}.pf_meta`);
          expect(files.filter((f) => /^pagefind(-worker)?\.js$|^wasm\./.test(f))).toEqual([]);
          const own = JSON.parse(await readFile(join(folder, 'pagefind-entry.json'), 'utf8')) as Entry;
          expect(own.languages[lang]!.hash).toBe(name);
          expect(await readdir(join(folder, 'fragment'))).toEqual([name]);
        }
        // The parts' pages add up to the language's.
        const counts = [
          entry.languages[lang]!,
          ...(await Promise.all(
            entry.shards![lang]!.map(
              async (n) =>
                (
                  JSON.parse(await readFile(join(site, 'pagefind/shard', n, 'pagefind-entry.json'), 'utf8')) as {
                    languages: Record<string, { page_count: number }>;
                  }
                ).languages[lang]!,
            ),
          )),
        ];
        expect(counts.reduce((n, c) => n + (c as { page_count: number }).page_count, 0)).toBe(records.get(lang)!.length);
      }
      for (const lang of ['ca', 'eu', 'gl']) expect(entry.shards?.[lang]).toBeUndefined();
    },
  );

  it(
    'makes each part while the ones before it wait to be published, and stops at a part that fails: the published index as it was, no folder left behind',
    { timeout: 180_000 },
    async () => {
      const site = join(work, 'failing');
      // Publishing waits until every part is made: made one after another with publishing in between, the
      // first part would wait for good.
      const total = [...records.values()].reduce((n, list) => n + shardCount(list.length, 20), 0);
      let made = 0;
      let allMade!: () => void;
      const ready = new Promise<void>((resolve) => (allMade = resolve));
      const summary = await updateSearchIndex(records, site, {
        shardRecords: 20,
        ready,
        beforeClose: () => void (++made === total && allMade()),
      });
      expect(summary.parts).toEqual({ indexed: total, total });
      const before = await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8');
      // Every part's records change (their order by address shifts), so every part is made again.
      const renamed = new Map([...records].map(([lang, list]) => [lang, list.map((r) => ({ ...r, title: `${r.title} bis` }))]));
      let calls = 0;
      await expect(
        updateSearchIndex(renamed, site, {
          shardRecords: 20,
          beforeClose: () => {
            if (++calls === 2) throw new Error('the second part failed');
          },
        }),
      ).rejects.toThrow('the second part failed');
      // The parts after the failed one were never made; the entry and the state are the published ones.
      expect(calls).toBe(2);
      expect(await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8')).toBe(before);
      expect((await readdir(join(site, '.search'))).filter((n) => /staging|\.next-/.test(n))).toEqual([]);
      // A kept state that does not read (a disk error) stops it too, once the parts already begun are done with.
      await writeFile(join(site, '.search/es.state.json'), '{"shards": [');
      let begun = 0;
      await expect(updateSearchIndex(renamed, site, { shardRecords: 20, beforeClose: () => void begun++ })).rejects.toThrow(SyntaxError);
      // Catalan's part (read before Spanish) was already being made: it is finished before the update says it failed, and none after it is begun.
      expect(begun).toBe(1);
      expect(await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8')).toBe(before);
      expect((await readdir(join(site, '.search'))).filter((n) => /staging|\.next-/.test(n))).toEqual([]);
    },
  );

  it(
    'indexes again only the part an edited page is in, and keeps the part it replaced for one more edit',
    { timeout: 180_000 },
    async () => {
      const site = join(work, 'edits');
      await updateSearchIndex(records, site, { shardRecords: 20 });
      const es = records.get('es')!;
      const target = shardsOf(es, 20)[2]![0]!;
      const edited = (title: string) =>
        new Map([['es', es.map((r): SearchRecord => (r === target ? { ...r, title, content: `${title} ${r.content}` } : r))]]);
      const before = await entryOf(site);
      const summary = await updateSearchIndex(edited('Primera corrección'), site, { shardRecords: 20, complete: false });
      expect(summary.indexed).toEqual(['es']);
      expect(summary.parts).toEqual({ indexed: 1, total: 4 });
      const after = await entryOf(site);
      // The first part (the language's own index) and the two others are the same; the third is new.
      expect(after.languages.es!.hash).toBe(before.languages.es!.hash);
      expect(after.shards!.es![0]).toBe(before.shards!.es![0]);
      expect(after.shards!.es![2]).toBe(before.shards!.es![2]);
      expect(after.shards!.es![1]).not.toBe(before.shards!.es![1]);
      // Another language is left as it was.
      expect(after.shards!.en).toEqual(before.shards!.en);
      // A search that began on the part it replaced still finds it; the edit after that removes it.
      expect(await exists(join(site, 'pagefind/shard', before.shards!.es![1]!))).toBe(true);
      await updateSearchIndex(edited('Segunda corrección'), site, { shardRecords: 20, complete: false });
      expect(await exists(join(site, 'pagefind/shard', before.shards!.es![1]!))).toBe(false);
      expect(await exists(join(site, 'pagefind/shard', after.shards!.es![1]!))).toBe(true);
      // The parts nobody edited were never touched.
      for (const k of [0, 2]) expect(await exists(join(site, 'pagefind/shard', before.shards!.es![k]!))).toBe(true);
    },
  );

  it('makes the same bytes from the same records, and one index again when the language fits in one', { timeout: 180_000 }, async () => {
    const a = join(work, 'same-a');
    const b = join(work, 'same-b');
    await updateSearchIndex(records, a, { shardRecords: 20 });
    await updateSearchIndex(records, b, { shardRecords: 20 });
    const list = async (dir: string) =>
      (await readdir(join(dir, 'pagefind'), { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
        .sort();
    const files = await list(a);
    expect(await list(b)).toEqual(files);
    for (const f of files) expect((await readFile(join(b, f))).equals(await readFile(join(a, f))), f).toBe(true);
    // With room for every page in one part, the entry names no parts.
    await updateSearchIndex(records, a, { shardRecords: 1000 });
    expect((await entryOf(a)).shards).toBeUndefined();
  });
});
