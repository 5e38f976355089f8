/**
 * The static search index (Pagefind), built from the validated pages rather than by crawling the
 * rendered HTML. Each language is an index of its own, made by its own Pagefind run, so that
 * - a visitor only ever downloads and finds pages of the language they are reading;
 * - an edit re-indexes only its language (the others' files are left as they are), and a run's
 *   memory is one language's, not the whole site's;
 * - the languages' files share one folder, `<out>/pagefind/`: every file of an index is named after its
 *   language and content hash (fragments in a folder named after their index, by their place in it:
 *   ./pagefind-compact.ts), so only `pagefind-entry.json` (which names each language's current index)
 *   is common, and it is written last, in one rename.
 * A language of more than {@link SHARD_RECORDS} records is indexed in parts (shards) that the browser
 * merges (Pagefind's `mergeIndex`): each page belongs to one shard by a hash of its address, so a
 * shard's records are a sample of the whole (its word statistics, and so its scores, are the whole's)
 * and an edit re-indexes only the shard its page is in. Pagefind holds a whole index in memory while
 * it writes it, so a shard bounds its memory at any size. The first shard is the language's index in
 * `pagefind/`; each other one is a folder of its own named after its index, `pagefind/shard/<index>/`
 * (its own entry, page table, chunks and fragments: what `mergeIndex` reads), and the entry names them
 * (`shards`), so the one rename of the entry still switches every part at once.
 * Beside the index, per language, `search-<lang>.json`: the names of the taxonomy terms the address
 * carries as ids, and the first and last days dated pages cover (for the date parameter). The records
 * themselves are kept in the build folder (`.search/<lang>.json`, never served) for the next build to
 * re-index a language without reading every page again. Pagefind's own UI files are not published; its
 * worker is (the explore page searches in it).
 */
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Building, Page } from '../../../generated/types/content.ts';
import { searchRecord, type SearchRecord } from '../../../pages/search/search-record.ts';
import {
  DATE_END_FILTER,
  DATE_START_FILTER,
  EXPLORE_FACETS,
  exploreFactsUrl,
  searchFactsUrl,
  type ExploreFacts,
  type SearchFacts,
} from '../../../pages/search/search-facets.ts';
import { extendUndo, processAlive } from '../publish/publish-in-place.ts';
import { childrenPeakMiB } from '../support/memory.ts';
import { compactLanguageIndex, precompressSearchFiles } from './pagefind-compact.ts';
import { mapBounded } from '../support/map-bounded.ts';

/**
 * Records in flight to the Pagefind service at once: enough to keep it busy while this thread is busy
 * with something else (≈ 0.4 s of indexing; compacting a part takes as long), bounded for memory.
 */
const RECORDS_IN_FLIGHT = 1_024;
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
/** Where the build keeps each language's records and the files its index is made of (never served). */
export const SEARCH_STATE_DIR = '.search';
const ENTRY = 'pagefind-entry.json';
/** Part of each shard's records hash: an index written in an older layout is made again (2: fragments a few pages a file; 3: teasers put into the fragments, not indexed). */
const INDEX_FORMAT = 'shards-3';
/**
 * The most records a shard holds (the default; a build may set another with SEARCH_SHARD_RECORDS).
 * Pagefind needs ≈ 55 KB per record while it writes an index: ≈ 650 MB for a shard this size. A
 * language has one shard up to it, then 2, 4, 8… (doubling, so a growing collection reshards rarely).
 */
export const SHARD_RECORDS = 12_000;
/**
 * About how many pages' fragments Pagefind writes in one file (consecutive pages of the index's table,
 * so pages of one type). Each in a file of its own, a part of 10,000 pages was 10,000 files to create
 * and publish, the largest share of Pagefind's time while the pages render. A result then loads its
 * group: with the filters taken out of each fragment (./pagefind-compact.ts), a later query of ten
 * results stays well within its 60 KB.
 */
export const FRAGMENTS_PER_FILE = 6;
/** Where the shards after the first are published, each in a folder named after its index. */
export const SHARD_DIR = 'shard';

export interface SearchIndexSummary {
  records: number;
  byLanguage: Record<string, number>;
  /** Languages indexed by this run (the others were unchanged). */
  indexed: string[];
  seconds: number;
  /** The largest peak memory of a Pagefind service (one shard's run), in MiB. */
  servicePeakMiB: number;
  /** Shards indexed by this run, of all the shards of the languages given. */
  parts: { indexed: number; total: number };
}

export interface SearchIndexOptions {
  /** Called with the index written and the Pagefind service still running (the benchmark reads its memory). */
  beforeClose?: () => void | Promise<void>;
  /** The buildings' plans (site configuration): artworks are filed under their building and floor. */
  buildings?: readonly Building[];
  /** The records are the whole site's (a language not among them has no index); else only the languages given are updated. */
  complete?: boolean;
  /** The undo folder (in `site`) of the edit this index follows: what the update replaces or adds is kept there, so a rollback covers it. */
  undo?: string;
  /** Settled before the index publishes anything into `site` (the edit's other writes to the undo folder finish first); its failure fails the update. */
  ready?: Promise<unknown>;
  /** The most records in one shard ({@link SHARD_RECORDS} unless given). */
  shardRecords?: number;
}

/** What the build keeps of one shard of a language's index. */
interface ShardState {
  /** A hash of the shard's records (with its place and the number of shards): the same records make the same index. */
  recordsHash: string;
  /** The name the shard's index is published under (`es_8019e526ce`: {@link publishedName}). */
  index: string;
  /** The files and folders (under pagefind/) the shard is made of. */
  files: string[];
}

/** What the build keeps of one language's index. */
interface LanguageState {
  shards: ShardState[];
  /** The files (under pagefind/) this language's index is made of, for the next run to clear the older ones. */
  files: string[];
}

/** The entry as this build writes it: Pagefind's, with the shards after the first of each language that has several. */
interface Entry {
  version?: string;
  languages: Record<string, unknown>;
  shards?: Record<string, string[]>;
  include_characters?: string[];
}

/** How many shards `records` records make: 1 up to `max`, then the next power of two that keeps each within it. */
export function shardCount(records: number, max = SHARD_RECORDS): number {
  if (!(max >= 1) || records <= max) return 1;
  return 2 ** Math.ceil(Math.log2(records / max));
}

/** The shard of the page at `url` among `count` (FNV-1a of the address: the same page stays in the same shard). */
export function shardOf(url: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) h = Math.imul(h ^ url.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}

/** `list` in shards, each in the list's own order. */
export function shardsOf<T extends { url: string }>(list: readonly T[], max = SHARD_RECORDS): T[][] {
  const shards = Array.from({ length: shardCount(list.length, max) }, () => [] as T[]);
  for (const r of list) shards[shardOf(r.url, shards.length)]!.push(r);
  return shards;
}

/** A hash of a shard's records, with the layout, the number of parts and its place: read one record at a time, never as one string of them all. */
function shardHash(shard: readonly SearchRecord[], count: number, place: number): string {
  const hash = createHash('sha256').update(`${INDEX_FORMAT}\n${count}\n${place}\n`);
  for (const r of shard) hash.update(JSON.stringify(r)).update('\n');
  return hash.digest('hex').slice(0, 32);
}

/** `list` as JSON (the bytes of `JSON.stringify(list)`), written a megabyte at a time: a language's records are the largest text the build writes. */
export async function writeJsonList(file: string, list: readonly unknown[]): Promise<void> {
  const handle = await open(file, 'w');
  try {
    let chunk = '[';
    for (let i = 0; i < list.length; i++) {
      chunk += (i ? ',' : '') + JSON.stringify(list[i]);
      if (chunk.length >= 1 << 20) {
        await handle.write(chunk);
        chunk = '';
      }
    }
    await handle.write(`${chunk}]`);
  } finally {
    await handle.close();
  }
}

/** A shard's index as Pagefind named it, checked (it becomes a file and folder name). */
const INDEX_NAME = /^[a-z]+_[0-9a-f]+$/;

/**
 * The name a shard's index is published under: Pagefind's name covers only what Pagefind was given (the
 * teasers go into the fragments afterwards), so it is combined with the hash of the shard's records.
 * Shaped like Pagefind's (`es_` and ten hex digits).
 */
export const publishedName = (lang: string, pagefindHash: string, recordsHash: string) =>
  `${lang}_${createHash('sha256').update(`${pagefindHash}\n${recordsHash}`).digest('hex').slice(0, 10)}`;

/** The records of `pages`, per language, in the order Pagefind numbers them: by type, then address (a type's pages in one run compress far better). */
export function recordsByLanguage(
  pages: readonly Page[],
  buildings: readonly Building[] = [],
  /** The records already made, by place (where the content was checked); undefined: made here. */
  made?: readonly (SearchRecord | null | undefined)[],
): Map<string, SearchRecord[]> {
  const byLanguage = new Map<string, SearchRecord[]>();
  for (const [i, page] of pages.entries()) {
    const known = made?.[i];
    const r = known === undefined ? searchRecord(page, buildings) : known;
    if (!r) continue;
    let list = byLanguage.get(r.language);
    if (!list) byLanguage.set(r.language, (list = []));
    list.push(r);
  }
  for (const list of byLanguage.values()) list.sort(byTypeThenUrl);
  return byLanguage;
}

const byTypeThenUrl = (a: SearchRecord, b: SearchRecord) => a.teaser.bundle.localeCompare(b.teaser.bundle) || a.url.localeCompare(b.url);

/** What moves into the published folder as one: a fragment folder (`fragment/es_8019e526ce`), else the file itself. */
const publishedUnit = (rel: string) => (/^fragment\/[^/]+\//.test(rel) ? rel.slice(0, rel.indexOf('/', 'fragment/'.length)) : rel);

/** Every file under `dir`, relative to it. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

/** What Pagefind made for one shard: its service's peak memory, and the index's own files, in memory (./pagefind-compact.ts). */
interface MadeShard {
  peak: number;
  made: Map<string, Buffer>;
}

/** The command name of Pagefind's service (its binary, `pagefind` or `pagefind_extended`, as the kernel shortens it). */
export const PAGEFIND_COMMAND = /^pagefind/;
/** A path Pagefind makes: a file of the index's folder or of one of its three folders, nothing else. */
const SAFE_PAGEFIND_PATH = /^(?:(?:fragment|index|filter)\/)?[a-z0-9][a-z0-9._-]*$/i;
/** The index's own files, which the compaction reads from memory and writes once; Pagefind's scripts and entry go to the disk as they are. */
const MADE_IN_MEMORY = /^(fragment\/|index\/|filter\/|pagefind\.[^/]+\.pf_meta$|wasm\.[a-z]+\.pagefind$)/;

/**
 * One shard of a language's index, made in a Pagefind run of its own. Pagefind hands its files over in
 * memory rather than writing them (thousands of files a part, each read back and rewritten by the
 * compaction): its scripts and entry are written to `into` (a folder of its own), the rest is returned.
 */
async function indexShard(lang: string, records: readonly SearchRecord[], into: string, options: SearchIndexOptions): Promise<MadeShard> {
  let peak = 0;
  const made = new Map<string, Buffer>();
  const { index, errors } = await pagefind.createIndex({ maxFragments: Math.ceil(records.length / FRAGMENTS_PER_FILE) });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    // A window of records in flight, each answered one replaced by the next (in the list's order), so the
    // service never waits for the slowest of a batch, or for this thread between batches.
    await mapBounded(records, RECORDS_IN_FLIGHT, async (r) => {
      const added = await index.addCustomRecord({
        url: r.url,
        language: r.language,
        content: r.content,
        // Only the title: Pagefind indexes every metadata field's words; the teaser goes into the fragments afterwards (./pagefind-compact.ts).
        meta: { title: r.title },
        filters: r.filters as Record<string, string[]>,
      });
      if (added.errors.length) throw new Error(`search index: ${r.url}: ${added.errors.join('; ')}`);
    });
    const got = await index.getFiles();
    if (got.errors.length) throw new Error(`search index (${lang}): ${got.errors.join('; ')}`);
    // Pagefind's service only: the bundler, another child of the build, may still be running beside it.
    peak = childrenPeakMiB(PAGEFIND_COMMAND);
    await mkdir(into, { recursive: true });
    for (const { path, content } of got.files) {
      if (!SAFE_PAGEFIND_PATH.test(path)) throw new Error(`search index (${lang}): Pagefind made a file named ${JSON.stringify(path)}`);
      if (MADE_IN_MEMORY.test(path)) made.set(path, Buffer.from(content.buffer, content.byteOffset, content.byteLength));
      else if (!UNUSED.test(path)) await writeFile(join(into, path), content);
    }
    await options.beforeClose?.();
  } finally {
    await index.deleteIndex();
    // The service is started again for the next shard: its memory is one shard's at a time.
    await pagefind.close();
  }
  return { peak, made };
}

/** The search and explore facts of a language (over all its records, whatever its shards), as file name → body. */
function factsFiles(lang: string, records: readonly SearchRecord[]): [string, string][] {
  const facts = { terms: {} as Record<string, string>, starts: new Set<string>(), ends: new Set<string>() };
  for (const r of records) {
    Object.assign(facts.terms, r.terms);
    for (const d of r.filters[DATE_START_FILTER] ?? []) facts.starts.add(d);
    for (const d of r.filters[DATE_END_FILTER] ?? []) facts.ends.add(d);
  }
  const file: SearchFacts = { terms: facts.terms, starts: [...facts.starts].sort(), ends: [...facts.ends].sort() };
  return [
    [searchFactsUrl(lang).slice('pagefind/'.length), JSON.stringify(file)],
    [exploreFactsUrl(lang).slice('pagefind/'.length), JSON.stringify(exploreFacts(records))],
  ];
}

/** The explore page's lists over every artwork of a language: each facet's values with their counts (sorted, so the same records make the same bytes). */
export function exploreFacts(records: readonly SearchRecord[]): ExploreFacts {
  const counts: ExploreFacts['counts'] = {};
  for (const r of records) {
    if (r.teaser.bundle !== 'artwork') continue;
    for (const facet of EXPLORE_FACETS) {
      const byValue = (counts[facet] ??= {});
      for (const v of r.filters[facet] ?? []) byValue[v] = (byValue[v] ?? 0) + 1;
    }
  }
  for (const facet of EXPLORE_FACETS) if (counts[facet]) counts[facet] = sortKeys(counts[facet]);
  return { counts };
}

/**
 * Indexes the languages of `records` whose records changed since the index in `site` was made (all of
 * them when it has none), and publishes each into `site/pagefind/`: new files first (an index's files are
 * named by their content, so none is ever overwritten), then `pagefind-entry.json` naming the new
 * indexes, in one rename. Files of an index two generations old are removed; the previous one's stay,
 * so a search that began before the switch finishes. `site` may be a build being written or the
 * published one (after an edit, the pages go live first and the index follows).
 */
export async function updateSearchIndex(
  records: ReadonlyMap<string, readonly SearchRecord[]>,
  site: string,
  options: SearchIndexOptions = {},
): Promise<SearchIndexSummary> {
  const started = performance.now();
  const stateDir = join(site, SEARCH_STATE_DIR);
  const out = join(site, 'pagefind');
  await mkdir(stateDir, { recursive: true });
  await mkdir(out, { recursive: true });
  const entry = JSON.parse(await readFile(join(out, ENTRY), 'utf8').catch(() => '{"languages":{}}')) as Entry;
  const shardsIn = (entry.shards ??= {});
  const summary: SearchIndexSummary = {
    records: 0,
    byLanguage: {},
    indexed: [],
    seconds: 0,
    servicePeakMiB: 0,
    parts: { indexed: 0, total: 0 },
  };
  const keep = new Set<string>();
  const drop = new Set<string>();
  // What runs that died left behind (a killed build or edit): their staging folders and unrenamed records.
  for (const name of await readdir(stateDir)) {
    const pid = Number(/\.(?:staging|next)-(\d+)$/.exec(name)?.[1]);
    if (pid && !processAlive(pid)) await rm(join(stateDir, name), { recursive: true, force: true });
  }
  const exists = (rel: string) =>
    stat(join(out, rel)).then(
      () => true,
      () => false,
    );
  // Each language's record: written beside its place as soon as it is made (a language's records are
  // the largest strings the build holds), renamed into place only once the entry names its new index
  // (a build stopped before that re-indexes it).
  const records_: [string, string][] = [];
  const created: string[] = [];
  // What each language's parts need, decided before any is made: a part whose records are those of its
  // published index is kept. The parts to make are made one after another by one Pagefind service at a
  // time (its memory is one part's), each as soon as the one before it is written: what this process does
  // with a part once made (renaming, compressing, moving into place) overlaps with making the next.
  const languages: {
    lang: string;
    list: readonly SearchRecord[];
    stateFile: string;
    before: Partial<LanguageState> | null;
    beforeShards: ShardState[];
    parts: {
      recordsHash: string;
      shard: readonly SearchRecord[];
      kept: ShardState | null;
      staging: string;
      made: Promise<MadeShard> | null;
    }[];
  }[] = [];
  let chain: Promise<unknown> = Promise.resolve();
  let stopped = false;
  try {
    for (const [lang, list] of [...records].sort(([a], [b]) => a.localeCompare(b))) {
      if (!list.length) {
        languages.push({ lang, list, stateFile: '', before: null, beforeShards: [], parts: [] });
        continue;
      }
      const stateFile = join(stateDir, `${lang}.state.json`);
      const before = JSON.parse(await readFile(stateFile, 'utf8').catch(() => 'null')) as Partial<LanguageState> | null;
      const beforeShards = Array.isArray(before?.shards) ? before.shards : [];
      const shards = shardsOf(list, options.shardRecords);
      const parts = [];
      for (const [k, shard] of shards.entries()) {
        const recordsHash = shardHash(shard, shards.length, k);
        const prior = beforeShards[k];
        const named = k === 0 ? (entry.languages[lang] as { hash?: unknown } | undefined)?.hash : shardsIn[lang]?.[k - 1];
        if (prior?.recordsHash === recordsHash && named === prior.index && (await exists(prior.files[0] ?? ENTRY))) {
          parts.push({ recordsHash, shard, kept: prior, staging: '', made: null });
          continue;
        }
        const staging = join(stateDir, `${lang}-${k}.staging-${process.pid}`);
        const made = chain.then(async () => {
          if (stopped) throw new Error('search index: stopped');
          await rm(staging, { recursive: true, force: true });
          return indexShard(lang, shard, staging, options);
        });
        made.catch(() => undefined); // awaited in its turn below
        chain = made;
        parts.push({ recordsHash, shard, kept: null, staging, made });
      }
      languages.push({ lang, list, stateFile, before, beforeShards, parts });
    }
    for (const { lang, list, stateFile, before, beforeShards, parts } of languages) {
      if (!list.length) {
        delete entry.languages[lang];
        delete shardsIn[lang];
        continue;
      }
      const made: ShardState[] = [];
      summary.parts.total += parts.length;
      for (const [k, part] of parts.entries()) {
        if (part.kept) {
          made.push(part.kept);
          continue;
        }
        const { recordsHash, staging } = part;
        summary.parts.indexed++;
        const shard = await part.made!;
        summary.servicePeakMiB = Math.max(summary.servicePeakMiB, shard.peak);
        const madeEntry = JSON.parse(await readFile(join(staging, ENTRY), 'utf8')) as Entry;
        const madeLanguage = madeEntry.languages[lang] as { hash?: unknown } | undefined;
        const pagefindHash = madeLanguage?.hash;
        if (typeof pagefindHash !== 'string' || !INDEX_NAME.test(pagefindHash))
          throw new Error(`search index (${lang}): Pagefind named no index`);
        const indexHash = publishedName(lang, pagefindHash, recordsHash);
        const stored = await compactLanguageIndex(staging, lang, pagefindHash, {
          published: indexHash,
          teasers: new Map(part.shard.map((r) => [r.url, JSON.stringify(r.teaser)])),
          made: shard.made,
        });
        shard.made.clear();
        madeEntry.languages[lang] = { ...madeLanguage, hash: indexHash };
        let files: string[];
        if (k === 0) {
          // Copies only of what the published folder does not hold yet (the same name is the same content).
          const fresh = [];
          for (const f of stored) if (!(await exists(f))) fresh.push(f);
          await precompressSearchFiles(staging, fresh);
          await options.ready;
          // A fragment folder moves as one (a new index is a new folder): thousands of files in one rename.
          // The index's own files, new ones only (the same name is the same content); the entry is merged below.
          files = [...new Set((await filesIn(staging)).filter((f) => !UNUSED.test(f) && f !== ENTRY).map(publishedUnit))];
          for (const f of files) {
            if (await exists(f)) continue;
            created.push(`pagefind/${f}`);
            await mkdir(join(out, f, '..'), { recursive: true });
            await rename(join(staging, f), join(out, f));
          }
          entry.version = madeEntry.version;
          entry.include_characters = madeEntry.include_characters;
          entry.languages[lang] = madeEntry.languages[lang];
        } else {
          // What mergeIndex reads, in one folder named after the index: its entry, page table, chunks and
          // fragments (the library and the WebAssembly are the first shard's).
          const unit = `${SHARD_DIR}/${indexHash}`;
          if (!(await exists(unit))) {
            // Its own entry names it as it is published.
            await writeFile(join(staging, ENTRY), JSON.stringify(madeEntry));
            for (const f of await readdir(staging))
              if (f !== ENTRY && !/^(index|filter|fragment)$/.test(f) && !f.endsWith('.pf_meta'))
                await rm(join(staging, f), { recursive: true, force: true });
            await precompressSearchFiles(
              staging,
              stored.filter((f) => !f.endsWith('.pagefind')),
            );
            await options.ready;
            await mkdir(join(out, SHARD_DIR), { recursive: true });
            created.push(`pagefind/${unit}`);
            await rename(staging, join(out, unit));
          }
          files = [unit];
        }
        await rm(staging, { recursive: true, force: true });
        made.push({ recordsHash, index: indexHash, files });
      }
      const files = made.flatMap((m) => m.files);
      for (const f of files) keep.add(f);
      if (made.every((m, k) => m === beforeShards[k]) && made.length === beforeShards.length) continue;
      await options.ready;
      // The facts are the whole language's; they keep their names, so they are replaced (the index's own files are new names).
      for (const [name, body] of factsFiles(lang, list)) {
        const next = join(stateDir, `${name}.next-${process.pid}`);
        await writeFile(next, body);
        if (!(await exists(name))) created.push(`pagefind/${name}`);
        else if (options.undo) await extendUndo(site, options.undo, { replaced: [`pagefind/${name}`] });
        await rename(next, join(out, name));
      }
      if (made.length > 1) shardsIn[lang] = made.slice(1).map((m) => m.index);
      else delete shardsIn[lang];
      // The previous generation stays for searches in flight; what it replaced goes.
      const previous = JSON.parse(await readFile(join(stateDir, `${lang}.previous.json`), 'utf8').catch(() => '[]')) as string[];
      for (const f of before?.files ?? []) keep.add(f);
      for (const f of previous) drop.add(f);
      // Each beside its place, renamed into place once the entry names the new index.
      const beside = (file: string) => {
        records_.push([file, `${file}.next-${process.pid}`]);
        return `${file}.next-${process.pid}`;
      };
      await writeJsonList(beside(join(stateDir, `${lang}.previous.json`)), before?.files ?? []);
      await writeJsonList(beside(join(stateDir, `${lang}.records.json`)), list);
      await writeFile(beside(stateFile), JSON.stringify({ shards: made, files } satisfies LanguageState));
      summary.indexed.push(lang);
      summary.records += list.length;
      summary.byLanguage[lang] = list.length;
    }
    // A language with no pages left has no index.
    if (options.complete !== false)
      for (const lang of Object.keys(entry.languages))
        if (!records.has(lang)) {
          delete entry.languages[lang];
          delete shardsIn[lang];
        }
    await options.ready;
    if (options.undo)
      await extendUndo(site, options.undo, {
        created,
        replaced: [`pagefind/${ENTRY}`, ...records_.map(([file]) => file.slice(site.length + 1))],
      });
    const next = join(out, `${ENTRY}.${process.pid}`);
    await writeFile(
      next,
      JSON.stringify({
        version: entry.version,
        languages: sortKeys(entry.languages),
        ...(Object.keys(shardsIn).length ? { shards: sortKeys(shardsIn) } : {}),
        include_characters: entry.include_characters,
      }),
    );
    await rename(next, join(out, ENTRY));
    for (const [file, next] of records_) await rename(next, file);
    for (const f of drop) if (!keep.has(f)) await rm(join(out, f), { recursive: true, force: true });
  } finally {
    // A part still being made when this stopped is let finish (its service is this process's), then its folder goes.
    stopped = true;
    await chain.catch(() => undefined);
    for (const { parts } of languages) for (const { staging } of parts) if (staging) await rm(staging, { recursive: true, force: true });
    await pagefind.close();
    for (const [, next] of records_) await rm(next, { force: true });
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** The records kept in `site` per language (all languages, or those given), for an edit to update them. */
export async function readSearchRecords(site: string, languages?: ReadonlySet<string>): Promise<Map<string, SearchRecord[]>> {
  const dir = join(site, SEARCH_STATE_DIR);
  const records = new Map<string, SearchRecord[]>();
  for (const name of await readdir(dir).catch(() => [])) {
    const lang = /^([a-z]+)\.records\.json$/.exec(name)?.[1];
    if (lang && (!languages || languages.has(lang)))
      records.set(lang, JSON.parse(await readFile(join(dir, name), 'utf8')) as SearchRecord[]);
  }
  return records;
}

/** Languages whose kept records are newer than their index (an edit published them; its index has not followed yet). */
export async function languagesBehind(site: string): Promise<Set<string>> {
  const dir = join(site, SEARCH_STATE_DIR);
  const behind = new Set<string>();
  for (const name of await readdir(dir).catch(() => [])) {
    const lang = /^([a-z]+)\.records\.json$/.exec(name)?.[1];
    if (!lang) continue;
    const [records, state] = await Promise.all([stat(join(dir, name)), stat(join(dir, `${lang}.state.json`)).catch(() => null)]);
    if (!state || records.mtimeMs > state.mtimeMs) behind.add(lang);
  }
  return behind;
}

/** The whole index of `pages` into a new build folder (a cold build). */
export function writeSearchIndex(
  pages: readonly Page[],
  outDir: string,
  options: SearchIndexOptions & { records?: readonly (SearchRecord | null | undefined)[] } = {},
): Promise<SearchIndexSummary> {
  return updateSearchIndex(recordsByLanguage(pages, options.buildings, options.records), outDir, options);
}

export { byTypeThenUrl };
