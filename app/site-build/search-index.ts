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
 * Beside the index, per language, `search-<lang>.json`: the names of the taxonomy terms the address
 * carries as ids, and the first and last days dated pages cover (for the date parameter). The records
 * themselves are kept in the build folder (`.search/<lang>.json`, never served) for the next build to
 * re-index a language without reading every page again. Pagefind's own UI files are not published; its
 * worker is (the explore page searches in it).
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Building, Page } from '../../generated/types/content.ts';
import { searchRecord, type SearchRecord } from '../../pages/search/search-record.ts';
import {
  DATE_END_FILTER,
  DATE_START_FILTER,
  EXPLORE_FACETS,
  exploreFactsUrl,
  searchFactsUrl,
  type ExploreFacts,
  type SearchFacts,
} from '../../pages/search/search-facets.ts';
import { sha } from './site-data.ts';
import { extendUndo, processAlive } from './publish-in-place.ts';
import { childrenPeakMiB } from './memory.ts';
import { compactLanguageIndex, precompressSearchFiles } from './pagefind-compact.ts';

/** Records in flight to the Pagefind service at once: enough to keep it busy, bounded for memory. */
const BATCH = 256;
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;
/** Where the build keeps each language's records and the files its index is made of (never served). */
export const SEARCH_STATE_DIR = '.search';
const ENTRY = 'pagefind-entry.json';
/** Part of each language's records hash: an index written in an older layout is made again. */
const INDEX_FORMAT = 'compact-1';

export interface SearchIndexSummary {
  records: number;
  byLanguage: Record<string, number>;
  /** Languages indexed by this run (the others were unchanged). */
  indexed: string[];
  seconds: number;
  /** The largest peak memory of a Pagefind service (one language's run), in MiB. */
  servicePeakMiB: number;
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
}

/** What the build keeps of one language's index. */
interface LanguageState {
  /** A hash of the records: the same records make the same index. */
  recordsHash: string;
  /** The files (under pagefind/) this language's index is made of, for the next run to clear the older ones. */
  files: string[];
}

/** The records of `pages`, per language, in the order Pagefind numbers them: by type, then address (a type's pages in one run compress far better). */
export function recordsByLanguage(pages: readonly Page[], buildings: readonly Building[] = []): Map<string, SearchRecord[]> {
  const byLanguage = new Map<string, SearchRecord[]>();
  for (const page of pages) {
    const r = searchRecord(page, buildings);
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

/** One language's index, made in a Pagefind run of its own, written to `into` (a folder of its own). */
async function indexLanguage(lang: string, records: readonly SearchRecord[], into: string, options: SearchIndexOptions): Promise<number> {
  let peak = 0;
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (let i = 0; i < records.length; i += BATCH) {
      await Promise.all(
        records.slice(i, i + BATCH).map(async (r) => {
          const added = await index.addCustomRecord({
            url: r.url,
            language: r.language,
            content: r.content,
            meta: { title: r.title, teaser: JSON.stringify(r.teaser) },
            filters: r.filters as Record<string, string[]>,
          });
          if (added.errors.length) throw new Error(`search index: ${r.url}: ${added.errors.join('; ')}`);
        }),
      );
    }
    const written = await index.writeFiles({ outputPath: into });
    if (written.errors.length) throw new Error(`search index (${lang}): ${written.errors.join('; ')}`);
    peak = childrenPeakMiB();
    await options.beforeClose?.();
  } finally {
    await index.deleteIndex();
    // The service is started again for the next language: its memory is one language's at a time.
    await pagefind.close();
  }
  const facts = { terms: {} as Record<string, string>, starts: new Set<string>(), ends: new Set<string>() };
  for (const r of records) {
    Object.assign(facts.terms, r.terms);
    for (const d of r.filters[DATE_START_FILTER] ?? []) facts.starts.add(d);
    for (const d of r.filters[DATE_END_FILTER] ?? []) facts.ends.add(d);
  }
  const file: SearchFacts = { terms: facts.terms, starts: [...facts.starts].sort(), ends: [...facts.ends].sort() };
  await writeFile(join(into, searchFactsUrl(lang).slice('pagefind/'.length)), JSON.stringify(file));
  await writeFile(join(into, exploreFactsUrl(lang).slice('pagefind/'.length)), JSON.stringify(exploreFacts(records)));
  return peak;
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
  const entry = JSON.parse(await readFile(join(out, ENTRY), 'utf8').catch(() => '{"languages":{}}')) as {
    version?: string;
    languages: Record<string, unknown>;
    include_characters?: string[];
  };
  const summary: SearchIndexSummary = { records: 0, byLanguage: {}, indexed: [], seconds: 0, servicePeakMiB: 0 };
  const keep = new Set<string>();
  const drop = new Set<string>();
  // What runs that died left behind (a killed build or edit): their staging folders and unrenamed records.
  for (const name of await readdir(stateDir)) {
    const pid = Number(/\.(?:staging|next)-(\d+)$/.exec(name)?.[1]);
    if (pid && !processAlive(pid)) await rm(join(stateDir, name), { recursive: true, force: true });
  }
  // Each language's record: written beside its place as soon as it is made (a language's records are
  // the largest strings the build holds), renamed into place only once the entry names its new index
  // (a build stopped before that re-indexes it).
  const records_: [string, string][] = [];
  const created: string[] = [];
  try {
    for (const [lang, list] of [...records].sort(([a], [b]) => a.localeCompare(b))) {
      if (!list.length) {
        delete entry.languages[lang];
        continue;
      }
      const recordsJson = JSON.stringify(list);
      const recordsHash = sha(`${INDEX_FORMAT}\n${recordsJson}`, 32);
      const stateFile = join(stateDir, `${lang}.state.json`);
      const before = JSON.parse(await readFile(stateFile, 'utf8').catch(() => 'null')) as LanguageState | null;
      if (
        before?.recordsHash === recordsHash &&
        entry.languages[lang] &&
        (await stat(join(out, before.files[0] ?? ENTRY)).catch(() => null))
      ) {
        for (const f of before.files) keep.add(f);
        continue;
      }
      const staging = join(stateDir, `${lang}.staging-${process.pid}`);
      await rm(staging, { recursive: true, force: true });
      summary.servicePeakMiB = Math.max(summary.servicePeakMiB, await indexLanguage(lang, list, staging, options));
      const madeEntry = JSON.parse(await readFile(join(staging, ENTRY), 'utf8')) as typeof entry;
      const indexHash = (madeEntry.languages[lang] as { hash?: unknown } | undefined)?.hash;
      if (typeof indexHash !== 'string' || !/^[a-z]+_[0-9a-f]+$/.test(indexHash))
        throw new Error(`search index (${lang}): Pagefind named no index`);
      const stored = await compactLanguageIndex(staging, lang, indexHash);
      // Copies only of what the published folder does not hold yet (the same name is the same content).
      const fresh = [];
      for (const f of stored) if (!(await stat(join(out, f)).catch(() => null))) fresh.push(f);
      await precompressSearchFiles(staging, fresh);
      await options.ready;
      // A fragment folder moves as one (a new index is a new folder): thousands of files in one rename.
      const made = [...new Set((await filesIn(staging)).filter((f) => !UNUSED.test(f)).map(publishedUnit))];
      // The index's own files, new ones only (the same name is the same content); the entry is merged below.
      // The facts files keep their names: replaced, where the index's own files are new names.
      const factsFiles = [searchFactsUrl(lang), exploreFactsUrl(lang)].map((u) => u.slice('pagefind/'.length));
      for (const f of made) {
        if (f === ENTRY) continue;
        const exists = await stat(join(out, f)).catch(() => null);
        if (!factsFiles.includes(f) && exists) continue;
        if (!exists) created.push(`pagefind/${f}`);
        else if (options.undo) await extendUndo(site, options.undo, { replaced: [`pagefind/${f}`] });
        await mkdir(join(out, f, '..'), { recursive: true });
        await rename(join(staging, f), join(out, f));
      }
      await rm(staging, { recursive: true, force: true });
      entry.version = madeEntry.version;
      entry.include_characters = madeEntry.include_characters;
      entry.languages[lang] = madeEntry.languages[lang];
      const files = made.filter((f) => f !== ENTRY);
      for (const f of files) keep.add(f);
      // The previous generation stays for searches in flight; what it replaced goes.
      const previous = JSON.parse(await readFile(join(stateDir, `${lang}.previous.json`), 'utf8').catch(() => '[]')) as string[];
      for (const f of before?.files ?? []) keep.add(f);
      for (const f of previous) drop.add(f);
      for (const [file, body] of [
        [join(stateDir, `${lang}.previous.json`), JSON.stringify(before?.files ?? [])],
        [join(stateDir, `${lang}.records.json`), recordsJson],
        [stateFile, JSON.stringify({ recordsHash, files } satisfies LanguageState)],
      ] as const) {
        await writeFile(`${file}.next-${process.pid}`, body);
        records_.push([file, `${file}.next-${process.pid}`]);
      }
      summary.indexed.push(lang);
      summary.records += list.length;
      summary.byLanguage[lang] = list.length;
    }
    // A language with no pages left has no index.
    if (options.complete !== false) for (const lang of Object.keys(entry.languages)) if (!records.has(lang)) delete entry.languages[lang];
    await options.ready;
    if (options.undo)
      await extendUndo(site, options.undo, {
        created,
        replaced: [`pagefind/${ENTRY}`, ...records_.map(([file]) => file.slice(site.length + 1))],
      });
    const next = join(out, `${ENTRY}.${process.pid}`);
    await writeFile(
      next,
      JSON.stringify({ version: entry.version, languages: sortKeys(entry.languages), include_characters: entry.include_characters }),
    );
    await rename(next, join(out, ENTRY));
    for (const [file, next] of records_) await rename(next, file);
    for (const f of drop) if (!keep.has(f)) await rm(join(out, f), { recursive: true, force: true });
  } finally {
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
export function writeSearchIndex(pages: readonly Page[], outDir: string, options: SearchIndexOptions = {}): Promise<SearchIndexSummary> {
  return updateSearchIndex(recordsByLanguage(pages, options.buildings), outDir, options);
}

export { byTypeThenUrl };
