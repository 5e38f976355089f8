/**
 * One update of a site's search index (./search-index.ts): each language planned (its parts kept or
 * made), its parts published as Pagefind makes them, then the entry that names them, in one rename.
 */
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { extendUndo } from '../publish/publish-in-place.ts';
import { ownName, ownNamePattern, removeLeftoversOfDeadProcesses, tempName } from '../support/processes.ts';
import { filesUnder } from '../support/files.ts';
import { compactLanguageIndex, precompressSearchFiles } from './pagefind-compact.ts';
import { indexShard, UNUSED } from './pagefind-shard.ts';
import { asShardFolder } from './shard-folder.ts';
import { factsFiles, SEARCH_STATE_DIR, writeJsonList } from './search-records.ts';
import { INDEX_NAME, publishedName, SHARD_DIR, shardHash, shardsOf } from './shards.ts';
import { readRecentFile } from './recent-part.ts';
import {
  ENTRY,
  entryText,
  type SearchIndexSummary,
  type SearchIndexOptions,
  type ShardState,
  type LanguageState,
  type Entry,
  publishedUnit,
  type PlannedPart,
  type PlannedLanguage,
} from './index-types.ts';

/**
 * One update of a site's index: what it read of the published entry, what it made, keeps and drops,
 * and the records it renames into place once the entry names the new indexes.
 */
export class IndexRun {
  readonly stateDir: string;
  readonly out: string;
  entry: Entry = { languages: {} };
  shardsIn: Record<string, string[]> = {};
  /** The recent parts and the results they replace, as the published entry names them (./recent-part.ts): a language this run plans leaves them. */
  private recent: Record<string, string> = {};
  private superseded: Record<string, string[]> = {};
  /** The recent part each recent part replaced (./recent-part.ts RecentFile), left with it. */
  private recentBefore: Record<string, string> = {};
  readonly summary: SearchIndexSummary = {
    records: 0,
    byLanguage: {},
    indexed: [],
    seconds: 0,
    servicePeakMiB: 0,
    parts: { indexed: 0, total: 0 },
  };
  /** Files of the previous generation (kept for searches in flight) and of the one before (removed). */
  private readonly keep = new Set<string>();
  private readonly drop = new Set<string>();
  /** Files this run adds to the published folder (for the edit's undo). */
  private readonly created: string[] = [];
  /**
   * Each language's record: written beside its place as soon as it is made (a language's records are the
   * largest strings the build holds), renamed into place only once the entry names its new index (a
   * build stopped before that re-indexes it).
   */
  private readonly beside: [string, string][] = [];
  /**
   * The parts to make are made one after another by one Pagefind service at a time (its memory is one
   * part's), each as soon as the one before it is written: what this process does with a part once made
   * (renaming, compressing, moving into place) overlaps with making the next.
   */
  private chain: Promise<unknown> = Promise.resolve();
  private stopped = false;
  private languages: PlannedLanguage[] = [];

  constructor(
    readonly site: string,
    readonly options: SearchIndexOptions,
  ) {
    this.stateDir = join(site, SEARCH_STATE_DIR);
    this.out = join(site, 'pagefind');
  }

  exists = (rel: string) =>
    stat(join(this.out, rel)).then(
      () => true,
      () => false,
    );

  async open() {
    await mkdir(this.stateDir, { recursive: true });
    await mkdir(this.out, { recursive: true });
    this.entry = JSON.parse(await readFile(join(this.out, ENTRY), 'utf8').catch(() => '{"languages":{}}')) as Entry;
    this.shardsIn = this.entry.shards ??= {};
    this.recent = this.entry.recent ?? {};
    this.superseded = this.entry.superseded ?? {};
    // What runs that died left behind (a killed build or edit): their staging folders and unrenamed records.
    await removeLeftoversOfDeadProcesses(this.stateDir, ownNamePattern('.staging', '.next'));
  }

  forget(lang: string) {
    delete this.entry.languages[lang];
    delete this.shardsIn[lang];
    this.leaveRecent(lang);
  }

  /**
   * `lang`'s recent part is no longer named: the index this run makes of the language holds its records.
   * Its folder is kept for searches in flight when the language is indexed again (it joins the generation
   * the next run removes: `published`), else removed with the previous generation.
   */
  private leaveRecent(lang: string, published?: string[]) {
    const units = [this.recent[lang], this.recentBefore[lang]].flatMap((name) => (name ? [`${SHARD_DIR}/${name}`] : []));
    delete this.recent[lang];
    delete this.superseded[lang];
    for (const unit of units)
      if (published) published.push(unit);
      else this.drop.add(unit);
  }

  /** What each language's parts need, decided before any is made: a part whose records are those of its published index is kept. */
  async plan(records: ReadonlyMap<string, readonly SearchRecord[]>): Promise<PlannedLanguage[]> {
    for (const lang of records.keys()) {
      const kept = await readRecentFile(this.stateDir, lang);
      if (this.recent[lang] && kept?.name === this.recent[lang] && typeof kept.previous === 'string')
        this.recentBefore[lang] = kept.previous;
    }
    for (const [lang, list] of [...records].sort(([a], [b]) => a.localeCompare(b))) {
      if (!list.length) {
        this.leaveRecent(lang);
        this.languages.push({ lang, list, stateFile: '', before: null, beforeShards: [], parts: [] });
        continue;
      }
      const stateFile = join(this.stateDir, `${lang}.state.json`);
      const before = JSON.parse(await readFile(stateFile, 'utf8').catch(() => 'null')) as Partial<LanguageState> | null;
      const beforeShards = Array.isArray(before?.shards) ? before.shards : [];
      const shards = shardsOf(list, this.options.shardRecords);
      const parts: PlannedPart[] = [];
      for (const [k, shard] of shards.entries()) parts.push(await this.planPart(lang, shard, shards.length, k, beforeShards[k]));
      this.languages.push({ lang, list, stateFile, before, beforeShards, parts });
    }
    return this.languages;
  }

  private async planPart(lang: string, shard: readonly SearchRecord[], count: number, k: number, prior: ShardState | undefined) {
    const each: string[] = [];
    const recordsHash = shardHash(shard, count, k, each);
    const named = k === 0 ? (this.entry.languages[lang] as { hash?: unknown } | undefined)?.hash : this.shardsIn[lang]?.[k - 1];
    if (prior?.recordsHash === recordsHash && named === prior.index && (await this.exists(prior.files[0] ?? ENTRY)))
      return { recordsHash, each: [], shard, kept: prior, staging: '', made: null };
    const staging = join(this.stateDir, ownName(`${lang}-${k}.staging`));
    const made = this.chain.then(async () => {
      if (this.stopped) throw new Error('search index: stopped');
      await rm(staging, { recursive: true, force: true });
      return indexShard(lang, shard, staging, this.options);
    });
    made.catch(() => undefined); // awaited in its turn
    this.chain = made;
    return { recordsHash, each, shard, kept: null, staging, made };
  }

  /** A language's parts published as they are made, then its facts and its record for the next run. */
  async publishLanguage({ lang, list, stateFile, before, beforeShards, parts }: PlannedLanguage) {
    if (!list.length) return this.forget(lang);
    const made: ShardState[] = [];
    this.summary.parts.total += parts.length;
    for (const [k, part] of parts.entries()) made.push(part.kept ?? (await this.publishPart(lang, k, part)));
    const files = made.flatMap((m) => m.files);
    for (const f of files) this.keep.add(f);
    if (made.every((m, k) => m === beforeShards[k]) && made.length === beforeShards.length) return this.leaveRecent(lang);
    await this.options.ready;
    // The facts are the whole language's; they keep their names, so they are replaced (the index's own files are new names).
    for (const [name, body] of factsFiles(lang, list)) {
      const next = join(this.stateDir, ownName(`${name}.next`));
      await writeFile(next, body);
      if (!(await this.exists(name))) this.created.push(`pagefind/${name}`);
      else if (this.options.undo) await extendUndo(this.site, this.options.undo, { replaced: [`pagefind/${name}`] });
      await rename(next, join(this.out, name));
    }
    if (made.length > 1) this.shardsIn[lang] = made.slice(1).map((m) => m.index);
    else delete this.shardsIn[lang];
    // The previous generation stays for searches in flight; what it replaced goes.
    const previous = JSON.parse(await readFile(join(this.stateDir, `${lang}.previous.json`), 'utf8').catch(() => '[]')) as string[];
    for (const f of before?.files ?? []) this.keep.add(f);
    for (const f of previous) this.drop.add(f);
    const previousFiles = [...(before?.files ?? [])];
    this.leaveRecent(lang, previousFiles);
    await writeJsonList(this.besidePlace(join(this.stateDir, `${lang}.previous.json`)), previousFiles);
    await writeJsonList(this.besidePlace(join(this.stateDir, `${lang}.records.json`)), list);
    await writeFile(this.besidePlace(stateFile), JSON.stringify({ shards: made, files } satisfies LanguageState));
    this.summary.indexed.push(lang);
    this.summary.records += list.length;
    this.summary.byLanguage[lang] = list.length;
  }

  /** A record's name beside its place, renamed into place once the entry names the new index. */
  private besidePlace(file: string) {
    const next = ownName(`${file}.next`);
    this.beside.push([file, next]);
    return next;
  }

  /** One part once Pagefind has made it: compacted, compressed, and moved into the published folder. */
  private async publishPart(lang: string, k: number, part: PlannedPart): Promise<ShardState> {
    const { recordsHash, staging } = part;
    this.summary.parts.indexed++;
    const shard = await part.made!;
    this.summary.servicePeakMiB = Math.max(this.summary.servicePeakMiB, shard.peak);
    const madeEntry = JSON.parse(await readFile(join(staging, ENTRY), 'utf8')) as Entry;
    const madeLanguage = madeEntry.languages[lang] as { hash?: unknown } | undefined;
    const pagefindHash = madeLanguage?.hash;
    if (typeof pagefindHash !== 'string' || !INDEX_NAME.test(pagefindHash))
      throw new Error(`search index (${lang}): Pagefind named no index`);
    const indexHash = publishedName(lang, pagefindHash, recordsHash);
    const ids = new Map<string, string>();
    const stored = await compactLanguageIndex(staging, lang, pagefindHash, {
      published: indexHash,
      teasers: new Map(part.shard.map((r) => [r.url, JSON.stringify(r.teaser)])),
      made: shard.made,
      ids,
    });
    shard.made.clear();
    madeEntry.languages[lang] = { ...madeLanguage, hash: indexHash };
    const files =
      k === 0
        ? await this.publishFirstPart(lang, staging, stored, madeEntry)
        : await this.publishShard(indexHash, staging, stored, madeEntry);
    await rm(staging, { recursive: true, force: true });
    return { recordsHash, index: indexHash, files, pages: pagesByAddress(part, ids) };
  }

  /** A language's first part: its files into pagefind/ (new names only); the entry names it once written. */
  private async publishFirstPart(lang: string, staging: string, stored: string[], madeEntry: Entry): Promise<string[]> {
    // Copies only of what the published folder does not hold yet (the same name is the same content).
    const fresh = [];
    for (const f of stored) if (!(await this.exists(f))) fresh.push(f);
    await precompressSearchFiles(staging, fresh, this.options.compressedCache);
    await this.options.ready;
    // A fragment folder moves as one (a new index is a new folder): thousands of files in one rename.
    // The index's own files, new ones only (the same name is the same content); the entry is merged below.
    const files = [...new Set((await filesUnder(staging)).filter((f) => !UNUSED.test(f) && f !== ENTRY).map(publishedUnit))];
    for (const f of files) {
      if (await this.exists(f)) continue;
      this.created.push(`pagefind/${f}`);
      await mkdir(join(this.out, f, '..'), { recursive: true });
      await rename(join(staging, f), join(this.out, f));
    }
    // A file kept from before keeps the compressed copies made with it: they are this index's too (left out,
    // the generation after next would remove them with the generation that made them).
    const named = new Set(files);
    const made = new Set(fresh);
    for (const f of stored)
      if (!made.has(f)) for (const copy of [`${f}.br`, `${f}.gz`]) if (!named.has(copy) && (await this.exists(copy))) named.add(copy);
    this.entry.version = madeEntry.version;
    this.entry.include_characters = madeEntry.include_characters;
    this.entry.languages[lang] = madeEntry.languages[lang];
    return [...named];
  }

  /**
   * A later part: what mergeIndex reads, in one folder named after the index: its entry, page table,
   * chunks and fragments (the library and the WebAssembly are the first part's).
   */
  private async publishShard(indexHash: string, staging: string, stored: string[], madeEntry: Entry): Promise<string[]> {
    const unit = `${SHARD_DIR}/${indexHash}`;
    if (await this.exists(unit)) return [unit];
    await asShardFolder(staging, stored, madeEntry);
    await this.options.ready;
    await mkdir(join(this.out, SHARD_DIR), { recursive: true });
    this.created.push(`pagefind/${unit}`);
    await rename(staging, join(this.out, unit));
    return [unit];
  }

  /** The entry naming the new indexes, in one rename; then the records into place, and the generation before the previous removed. */
  async writeEntry() {
    await this.options.ready;
    if (this.options.undo)
      await extendUndo(this.site, this.options.undo, {
        created: this.created,
        replaced: [`pagefind/${ENTRY}`, ...this.beside.map(([file]) => file.slice(this.site.length + 1))],
      });
    const next = tempName(join(this.out, ENTRY));
    await writeFile(next, entryText({ ...this.entry, shards: this.shardsIn, recent: this.recent, superseded: this.superseded }));
    await rename(next, join(this.out, ENTRY));
    for (const [file, next] of this.beside) await rename(next, file);
    for (const f of this.drop) if (!this.keep.has(f)) await rm(join(this.out, f), { recursive: true, force: true });
  }

  /** A part still being made when this stopped is let finish (its service is this process's), then its folder goes. */
  async close() {
    this.stopped = true;
    await this.chain.catch(() => undefined);
    for (const { parts } of this.languages)
      for (const { staging } of parts) if (staging) await rm(staging, { recursive: true, force: true });
    await pagefind.close();
    for (const [, next] of this.beside) await rm(next, { force: true });
  }
}

/** A part's pages by address (in the addresses' order, whatever order the fragments were written in): each its id and its record's hash. */
function pagesByAddress(part: PlannedPart, ids: ReadonlyMap<string, string>): NonNullable<ShardState['pages']> {
  // A record Pagefind made no page of (nothing in it to find) has no result to replace.
  const pages = part.shard.flatMap((r, i): [string, [string, string]][] => {
    const id = ids.get(r.url);
    return id === undefined ? [] : [[r.url, [id, part.each[i]!]]];
  });
  return Object.fromEntries(pages.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
