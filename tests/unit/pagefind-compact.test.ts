/**
 * The search index as the build publishes it: Pagefind's own run (the real service, on the sample
 * pages), its fragments renamed by their place in the page table, its files stored as they are with
 * Brotli and gzip copies; and what an edit leaves behind (the previous index still answerable).
 */
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { decode, encode } from 'cborg';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePagesByFile } from '../../pages/fixtures/sample-content.ts';
import { updateSearchIndex } from '../support/search-index.ts';
import { recordsByLanguage } from '../../app/site-build/search/search-records.ts';
import { FRAGMENTS_PER_FILE } from '../../app/site-build/search/shards.ts';
import { compactLanguageIndex, fragmentGroupName, fragmentName, pagefindBody } from '../../app/site-build/search/pagefind-compact.ts';
import type { SearchRecord } from '../../pages/search/search-record.ts';
import { discard } from '../support/discard.ts';

const records = recordsByLanguage(Object.values(samplePagesByFile));
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'museo-pagefind-'));
});
afterAll(() => discard(work));

const entryOf = async (site: string) =>
  JSON.parse(await readFile(join(site, 'pagefind/pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string }> };
const tableOf = async (site: string, hash: string) => {
  const body = await readFile(join(site, `pagefind/pagefind.${hash}.pf_meta`));
  expect(body.subarray(0, 12).toString()).toBe('pagefind_dcd');
  return decode(body.subarray(12)) as [string, [string, number, string][], ...unknown[]];
};
/** Every file of a folder, relative to it, with its bytes. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) files.set(join(e.parentPath, e.name).slice(dir.length + 1), await readFile(join(e.parentPath, e.name)));
  return files;
}

describe('the published search index', () => {
  it(
    'names each page’s fragment by its place in the page table, in groups of consecutive pages, in a folder of the index’s own',
    { timeout: 120_000 },
    async () => {
      const site = join(work, 'one');
      await updateSearchIndex(records, site);
      const entry = await entryOf(site);
      for (const [lang, list] of records) {
        const hash = entry.languages[lang]!.hash;
        const [, pages] = await tableOf(site, hash);
        const byUrl = new Map(list.map((r) => [r.url, r]));
        expect(pages.length).toBe(list.length);
        const urls = new Set<string>();
        const groups: string[] = [];
        for (const [place, [name, , group]] of pages.entries()) {
          expect(name).toBe(fragmentName(hash, place));
          // Groups follow the table: a page is in the group of the page before it, or in the next one.
          if (group !== groups.at(-1)) groups.push(group);
          expect(group).toBe(fragmentGroupName(hash, groups.length - 1));
        }
        // A few pages a file, never one file a page.
        expect(groups.length).toBe(Math.ceil(list.length / FRAGMENTS_PER_FILE));
        for (const group of groups) {
          // Each group holds exactly its pages' fragments (Pagefind's gzip) under their new names.
          const held = JSON.parse(
            pagefindBody(await readFile(join(site, `pagefind/fragment/${group}.pf_fragment`)), group)
              .subarray(12)
              .toString(),
          ) as Record<string, { url: string; meta: Record<string, string>; content: string }>;
          expect(Object.keys(held)).toEqual(pages.filter((p) => p[2] === group).map((p) => p[0]));
          for (const fragment of Object.values(held)) {
            urls.add(fragment.url);
            // What a result shows, without the filters nothing reads.
            expect(Object.keys(fragment).sort()).toEqual(['anchors', 'content', 'meta', 'url', 'word_count']);
            // Its title as Pagefind was given it, its teaser put in by the build (Pagefind never saw it).
            const record = byUrl.get(fragment.url)!;
            expect(fragment.meta).toEqual({ title: record.title, teaser: JSON.stringify(record.teaser) });
          }
        }
        expect([...urls].sort()).toEqual(list.map((r) => r.url).sort());
        // No fragment is left under Pagefind's own names.
        expect((await readdir(join(site, 'pagefind/fragment'))).filter((f) => f.startsWith(`${lang}_`))).toEqual([hash]);
      }
    },
  );

  it('stores what every search loads as it is, with Brotli and gzip copies of the same bytes', { timeout: 120_000 }, async () => {
    const site = join(work, 'one');
    const files = await filesOf(join(site, 'pagefind'));
    const stored = [...files.keys()].filter((f) => /\.(pf_meta|pf_index|pf_filter|pagefind)$/.test(f));
    expect(stored).toContain('wasm.es.pagefind');
    expect(stored).toContain(`pagefind.${(await entryOf(site)).languages.es!.hash}.pf_meta`);
    expect(stored.filter((f) => f.startsWith('index/')).length).toBeGreaterThan(0);
    expect(stored.filter((f) => f.startsWith('filter/')).length).toBeGreaterThan(0);
    for (const f of stored) {
      const body = files.get(f)!;
      expect(body.subarray(0, 12).toString(), f).toBe('pagefind_dcd');
      if (files.has(`${f}.br`)) expect(brotliDecompressSync(files.get(`${f}.br`)!).equals(body), f).toBe(true);
      if (files.has(`${f}.gz`)) expect(gunzipSync(files.get(`${f}.gz`)!).equals(body), f).toBe(true);
    }
    // Every file of any size has its copies (the smallest may not: a copy is written only when smaller).
    for (const f of stored.filter((f) => files.get(f)!.length > 1024)) expect(files.has(`${f}.br`) && files.has(`${f}.gz`), f).toBe(true);
    // Fragments stay in Pagefind's own gzip, without copies.
    const fragments = [...files.keys()].filter((f) => f.startsWith('fragment/'));
    expect(fragments.every((f) => f.endsWith('.pf_fragment'))).toBe(true);
    expect(gunzipSync(files.get(fragments[0]!)!).subarray(0, 12).toString()).toBe('pagefind_dcd');
  });

  it('indexes the words of the pages, never those of how their teasers are stored', { timeout: 120_000 }, async () => {
    const site = join(work, 'one');
    // Every word of every index chunk, with how many pages it finds.
    const words = new Map<string, number>();
    for (const f of await readdir(join(site, 'pagefind/index'))) {
      if (!f.endsWith('.pf_index')) continue;
      const [list] = decode(pagefindBody(await readFile(join(site, 'pagefind/index', f)), f).subarray(12), { useMaps: false }) as [
        [string, unknown[]][],
      ];
      for (const [word, pages] of list) words.set(word, (words.get(word) ?? 0) + pages.length);
    }
    expect(words.size).toBeGreaterThan(1000);
    // The keys and values of a teaser's JSON (no page of the sample says them): indexed, they found every page with an image.
    for (const word of ['svg', 'width', 'height', 'bundl', 'confirm', 'path']) expect(words.get(word), word).toBeUndefined();
    // Nor the teaser's characters run together into one word a page.
    expect([...words.keys()].filter((w) => w.length > 40)).toEqual([]);
  });

  it('publishes a teaser changed alone as a new index, whose fragments hold it', { timeout: 180_000 }, async () => {
    const site = join(work, 'teasers');
    await updateSearchIndex(records, site);
    const first = (await entryOf(site)).languages.es!.hash;
    const artwork = records.get('es')!.findIndex((r) => r.teaser.image);
    expect(artwork).toBeGreaterThanOrEqual(0);
    const changed = {
      ...records.get('es')![artwork]!,
      teaser: { ...records.get('es')![artwork]!.teaser, title: 'Un título de tarjeta nuevo' },
    };
    const edited = new Map(
      [...records].map(([lang, list]) => [lang, lang === 'es' ? list.map((r, i) => (i === artwork ? changed : r)) : list]),
    );
    // Pagefind is given the same words: only the build's name for its index can tell the two apart.
    await updateSearchIndex(edited, site);
    const second = (await entryOf(site)).languages.es!.hash;
    expect(second).not.toBe(first);
    const [, pages] = await tableOf(site, second);
    const held = new Map<string, { url: string; meta: Record<string, string> }>();
    for (const group of new Set(pages.map((p) => p[2])))
      for (const fragment of Object.values(
        JSON.parse(
          pagefindBody(await readFile(join(site, `pagefind/fragment/${group}.pf_fragment`)), group)
            .subarray(12)
            .toString(),
        ) as Record<string, { url: string; meta: Record<string, string> }>,
      ))
        held.set(fragment.url, fragment);
    expect(JSON.parse(held.get(changed.url)!.meta.teaser!)).toEqual(changed.teaser);
    // The first index is still whole beside it, with the teaser it had.
    expect(await readdir(join(site, 'pagefind/fragment'))).toContain(first);
  });

  it('makes the same bytes from the same records', { timeout: 120_000 }, async () => {
    const again = join(work, 'again');
    await updateSearchIndex(records, again);
    const a = await filesOf(join(work, 'one/pagefind'));
    const b = await filesOf(join(again, 'pagefind'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [f, body] of a) expect(b.get(f)!.equals(body), f).toBe(true);
  });

  it('makes the same files from what Pagefind hands over in memory as from what it writes', { timeout: 120_000 }, async () => {
    // One run of Pagefind, grouped as the build groups fragments, with teasers as the build gives them.
    const shard = records.get('es')!;
    const { index } = await pagefind.createIndex({ maxFragments: Math.ceil(shard.length / FRAGMENTS_PER_FILE) });
    for (const r of shard)
      await index!.addCustomRecord({
        url: r.url,
        language: r.language,
        content: r.content,
        meta: { title: r.title },
        filters: r.filters as Record<string, string[]>,
      });
    const { files } = await index!.getFiles();
    await pagefind.close();
    const hash = files.find((f) => f.path.endsWith('.pf_meta'))!.path.slice('pagefind.'.length, -'.pf_meta'.length);
    const options = { published: 'es_0123456789', teasers: new Map(shard.map((r) => [r.url, JSON.stringify(r.teaser)])) };
    const onDisk = join(work, 'made-on-disk');
    const inMemory = join(work, 'made-in-memory');
    const made = new Map<string, Buffer>();
    for (const { path, content } of files) {
      await mkdir(join(onDisk, path, '..'), { recursive: true });
      await writeFile(join(onDisk, path), content);
      if (/^(fragment|index|filter)\/|\.pf_meta$|^wasm\./.test(path)) made.set(path, Buffer.from(content));
      else {
        await mkdir(inMemory, { recursive: true });
        await writeFile(join(inMemory, path), content);
      }
    }
    expect(made.size).toBeGreaterThan(10);
    const stored = await compactLanguageIndex(onDisk, 'es', hash, options);
    expect(await compactLanguageIndex(inMemory, 'es', hash, { ...options, made })).toEqual(stored);
    const a = await filesOf(onDisk);
    const b = await filesOf(inMemory);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [f, body] of a) expect(b.get(f)!.equals(body), f).toBe(true);
    expect([...a.keys()].some((f) => f.startsWith('fragment/es_0123456789/g'))).toBe(true);
  });

  it('publishes an edit as a new index beside the previous one, and removes the one before that', { timeout: 180_000 }, async () => {
    const site = join(work, 'edits');
    await updateSearchIndex(records, site);
    const edited = (title: string) =>
      new Map(
        [...records].map(([lang, list]): [string, SearchRecord[]] => [
          lang,
          lang === 'es' ? list.map((r, i) => (i === 0 ? { ...r, title, content: `${title} ${r.content}` } : r)) : list,
        ]),
      );
    const first = (await entryOf(site)).languages.es!.hash;
    const summary = await updateSearchIndex(edited('Primera corrección'), site);
    // Only the language edited is indexed again.
    expect(summary.indexed).toEqual(['es']);
    const second = (await entryOf(site)).languages.es!.hash;
    expect(second).not.toBe(first);
    const folders = async () => (await readdir(join(site, 'pagefind/fragment'))).filter((f) => f.startsWith('es_')).sort();
    // A search that began on the first index still finds its fragments.
    expect(await folders()).toEqual([first, second].sort());
    await updateSearchIndex(edited('Segunda corrección'), site);
    const third = (await entryOf(site)).languages.es!.hash;
    expect(await folders()).toEqual([second, third].sort());
    expect(await readdir(join(site, 'pagefind'))).not.toContain(`pagefind.${first}.pf_meta`);
  });

  it('refuses a page table it does not know rather than publish an index that finds nothing', async () => {
    const dir = join(work, 'unknown');
    await mkdir(join(dir, 'fragment'), { recursive: true });
    const table = async (pages: unknown[]) =>
      writeFile(
        join(dir, 'pagefind.es_0123456789.pf_meta'),
        gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), encode(['1.6.0', pages, [], [], []])])),
      );
    // A group whose name would lead out of the fragment folder, and a table with some pages grouped and some not.
    await table([['es_abc1234', 10, '../es_group_1']]);
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow(/pagefind\.es_0123456789\.pf_meta has a page table/);
    await table([
      ['es_abc1234', 10, 'es_group_1'],
      ['es_abc1235', 10, ''],
    ]);
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow(/has a page table/);
    // A group that does not hold exactly the pages the table files under it.
    const group = (held: Record<string, unknown>) =>
      writeFile(
        join(dir, 'fragment/es_group_1.pf_fragment'),
        gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify(held))])),
      );
    await table([
      ['es_abc1234', 10, 'es_group_1'],
      ['es_abc1235', 10, 'es_group_1'],
    ]);
    await group({ es_abc1234: { url: '/a' }, es_abc9999: { url: '/b' } });
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow(/es_group_1 does not hold es_abc1235/);
    await group({ es_abc1234: { url: '/a' } });
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow(/es_group_1 does not hold the pages/);
    // A fragment of a page the build has no teaser for: never published without one.
    await group({ es_abc1234: { url: '/a', meta: { title: 'A' } }, es_abc1235: { url: '/b', meta: { title: 'B' } } });
    await expect(
      compactLanguageIndex(dir, 'es', 'es_0123456789', { published: 'es_9876543210', teasers: new Map([['/a', '{}']]) }),
    ).rejects.toThrow(/fragment es_abc1235 is of no page this build indexed/);
    // A name that would lead out of the fragment folder is never followed.
    const outside = ['1.6.0', [['../../escape', 10, '']], [], [], []];
    await writeFile(join(dir, 'pagefind.es_0123456789.pf_meta'), gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), encode(outside)])));
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow(/has a page table/);
    await writeFile(join(dir, 'pagefind.es_0123456789.pf_meta'), Buffer.from('not pagefind'));
    await expect(compactLanguageIndex(dir, 'es', 'es_0123456789')).rejects.toThrow();
  });
});
