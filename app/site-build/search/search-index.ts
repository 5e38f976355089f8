/**
 * The static search index (Pagefind), made from the validated pages, not by crawling the HTML: each
 * language an index of its own (a visitor downloads only their language's; an edit re-indexes only its
 * languages), in parts past a size (./shards.ts), all in `<out>/pagefind/` under names of their language
 * and content, so that only `pagefind-entry.json`, written last in one rename, is shared. Beside each
 * index the facts the search and explore pages read; the records are kept for the next build
 * (./search-records.ts). Pagefind's UI files are not published; its worker is (the explore page uses it).
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Building, Page } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { extendUndo } from '../publish/publish-in-place.ts';
import { removeLeftoversOfDeadProcesses } from '../support/processes.ts';
import { filesUnder } from '../support/files.ts';
import { compactLanguageIndex, precompressSearchFiles } from './pagefind-compact.ts';
import { indexShard, UNUSED, type MadeShard } from './pagefind-shard.ts';
import { factsFiles, recordsByLanguage, SEARCH_STATE_DIR, sortKeys, writeJsonList } from './search-records.ts';
import { INDEX_NAME, publishedName, SHARD_DIR, shardHash, shardsOf } from './shards.ts';

const ENTRY = 'pagefind-entry.json';

interface SearchIndexSummary {
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

interface SearchIndexOptions {
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
  /** The most records in one shard (shards.ts SHARD_RECORDS unless given). */
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

/** What moves into the published folder as one: a fragment folder (`fragment/es_8019e526ce`), else the file itself. */
const publishedUnit = (rel: string) => (/^fragment\/[^/]+\//.test(rel) ? rel.slice(0, rel.indexOf('/', 'fragment/'.length)) : rel);

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
  await removeLeftoversOfDeadProcesses(stateDir, /\.(?:staging|next)-(\d+)$/);
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
          files = [...new Set((await filesUnder(staging)).filter((f) => !UNUSED.test(f) && f !== ENTRY).map(publishedUnit))];
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

/** The whole index of `pages` into a new build folder (a cold build). */
export function writeSearchIndex(
  pages: readonly Page[],
  outDir: string,
  options: SearchIndexOptions & { records?: readonly (SearchRecord | null | undefined)[] } = {},
): Promise<SearchIndexSummary> {
  return updateSearchIndex(recordsByLanguage(pages, options.buildings, options.records), outDir, options);
}
