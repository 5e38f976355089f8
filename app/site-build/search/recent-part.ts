/**
 * An edit's recent part: the search records an edit changed, indexed on their own and published as one
 * more part of their language, so that the site's search finds the edit from the moment its pages are
 * live, not once the language's parts are indexed again (a part of ten thousand records takes Pagefind
 * seconds; a few records, a fraction of one): made just before the pages are published, and moved into
 * place right after them.
 *
 * The edit's records are compared with what the language's record says its index holds of each page
 * (each page's id and its record's hash, kept by ./index-run.ts), without reading the language's
 * records: only records that differ go into the part. The entry names the recent part among the
 * language's parts (`recent`), and the ids of the results of the published parts that the edit's
 * records replace or remove (`superseded`), which the browser leaves out of
 * every list of results (app/runtime/search/pagefind-backend.ts). The facet counts are not corrected:
 * for those seconds a changed page may be counted twice, or a removed one once.
 *
 * The edit then indexes its languages again as a whole build would (./search-index.ts), and the entry it
 * writes names no recent part: the site ends byte for byte what a whole build of the same content makes,
 * the recent part's folder kept one generation for searches in flight. A language whose entry already
 * names a recent part (an edit whose index did not follow) waits for that full index.
 */
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { extendUndo } from '../publish/publish-in-place.ts';
import { ownName, replaceFile } from '../support/processes.ts';
import { compactLanguageIndex } from './pagefind-compact.ts';
import { indexShard } from './pagefind-shard.ts';
import { asShardFolder } from './shard-folder.ts';
import { ENTRY, entryText, type Entry, type LanguageState } from './index-types.ts';
import type { Building, Page } from '../../../generated/types/content.ts';
import { languageOfPath } from '../../../pages/routes/language-path.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { recordsByLanguage, SEARCH_STATE_DIR } from './search-records.ts';
import { INDEX_NAME, publishedName, recordHash, SHARD_DIR, shardHash } from './shards.ts';

/** The most records a recent part holds: an edit of more waits for its language's full index. */
const RECENT_RECORDS = 256;
/** The most results one language's entry says are replaced (the browser reads no more). */
const SUPERSEDED_IDS = 4_096;

export interface RecentSummary {
  /** Languages bridged, with how many records their recent part holds and how many results it replaces or removes. */
  byLanguage: Record<string, { records: number; superseded: number }>;
  /** Languages the edit may have changed that could have no recent part: search finds their change once they are indexed again. */
  unbridged: string[];
  seconds: number;
}

/** A language's recent part after an edit: its records, the ids of the published results they replace or that are gone, its pages, the part before the one it replaces. */
interface RecentChange {
  fresh: SearchRecord[];
  superseded: string[];
  pages: Record<string, RecentPage>;
  previous: string | null;
}

/** An edit as its search sees it: the pages it read again and the addresses of those it removed. */
interface EditedPages {
  changed: readonly Page[];
  gone: readonly string[];
  buildings: readonly Building[];
}

/** An edit's recent parts, made in staging folders beside the published build: published by publishPreparedParts. */
export interface PreparedParts {
  site: string;
  /** The entry as it will be published (naming the new parts and what they leave out). */
  entry: Entry;
  parts: { lang: string; change: RecentChange; before: string | null; staged: { dir: string; name: string } | null }[];
  unbridged: string[];
  /** Staging folders still to be moved or removed. */
  staging: string[];
  started: number;
}

/**
 * Makes the recent part of each language the edit changed that can have one, in staging folders of
 * `site` (the published build), writing nothing the site serves: the slow part of a recent part
 * (Pagefind indexing its records) done before the edit's pages are published, so that the pages and
 * their search go live together. Null when no language could.
 */
export async function prepareRecentParts(site: string, edit: EditedPages): Promise<PreparedParts | null> {
  const started = performance.now();
  const entry = JSON.parse(await readFile(join(site, 'pagefind', ENTRY), 'utf8').catch(() => 'null')) as Entry | null;
  if (!entry?.languages) return null;
  const prepared: PreparedParts = { site, entry, parts: [], unbridged: [], staging: [], started };
  try {
    for (const [lang, change] of await changesOf(site, edit, entry, prepared.unbridged)) {
      let staged: { dir: string; name: string } | null = null;
      if (change.fresh.length) {
        const dir = join(site, SEARCH_STATE_DIR, ownName(`${lang}-recent.staging`));
        prepared.staging.push(dir);
        staged = { dir, name: await makeRecentPart(lang, change, dir) };
      }
      prepared.parts.push({ lang, change, before: entry.recent?.[lang] ?? null, staged });
    }
  } catch (err) {
    await discardParts(prepared);
    throw err;
  } finally {
    await pagefind.close();
  }
  if (prepared.parts.length) return prepared;
  await discardParts(prepared);
  return null;
}

/** What prepareRecentParts staged and was not published: removed. */
export async function discardParts(prepared: PreparedParts | null): Promise<void> {
  for (const dir of prepared?.staging.splice(0) ?? []) await rm(dir, { recursive: true, force: true });
}

/**
 * Publishes prepared recent parts into the published build (each part's folder moved into place), then
 * the entry naming them, in one rename: renames and small files, no indexing. A language already bridged
 * (an edit before this one whose full index was left to the next build) gets one part of both edits'
 * records. Null when there was nothing to publish.
 */
export async function publishPreparedParts(prepared: PreparedParts | null, options: { undo?: string } = {}): Promise<RecentSummary | null> {
  if (!prepared) return null;
  const { site, entry } = prepared;
  const out = join(site, 'pagefind');
  const summary: RecentSummary = { byLanguage: {}, unbridged: prepared.unbridged, seconds: 0 };
  const created: string[] = [];
  try {
    for (const { lang, change, before, staged } of prepared.parts) {
      delete entry.recent?.[lang];
      delete entry.superseded?.[lang];
      if (staged) {
        const unit = `${SHARD_DIR}/${staged.name}`;
        if (!(await stat(join(out, unit)).catch(() => null))) {
          created.push(`pagefind/${unit}`);
          await mkdir(join(out, SHARD_DIR), { recursive: true });
          await rename(staged.dir, join(out, unit));
        }
        (entry.recent ??= {})[lang] = staged.name;
      }
      if (change.superseded.length) (entry.superseded ??= {})[lang] = change.superseded;
      // Beside the index, what the part holds; the part it replaces kept for searches in flight, the one before that removed.
      const file: RecentFile = {
        name: entry.recent?.[lang] ?? null,
        superseded: change.superseded,
        pages: change.pages,
        previous: before,
      };
      if (change.previous && change.previous !== file.name)
        await rm(join(out, SHARD_DIR, change.previous), { recursive: true, force: true });
      const kept = join(site, SEARCH_STATE_DIR, `${lang}.recent.json`);
      await replaceFile(kept, JSON.stringify(file));
      summary.byLanguage[lang] = { records: change.fresh.length, superseded: change.superseded.length };
    }
    if (options.undo) await extendUndo(site, options.undo, { created, replaced: [`pagefind/${ENTRY}`] });
    await replaceFile(join(out, ENTRY), entryText(entry));
  } finally {
    await discardParts(prepared);
  }
  summary.seconds = (performance.now() - prepared.started) / 1000;
  return summary;
}

/** Both steps at once: the recent parts made and published into `site` now (for a site whose pages are live already). */
export async function publishRecentParts(site: string, edit: EditedPages, options: { undo?: string } = {}): Promise<RecentSummary | null> {
  return publishPreparedParts(await prepareRecentParts(site, edit), options);
}

/** What a recent part holds of one page: its record when it differs from the published parts', and the id of its result there that it replaces or removes. */
interface RecentPage {
  record?: SearchRecord;
  supersedes?: string;
}

/**
 * A language's recent part as the build keeps it (`.search/<lang>.recent.json`, never served): the name
 * the entry gives it and the results it leaves out (the file describes the entry only while they agree),
 * its pages, and the part it replaced (removed with the next).
 */
export interface RecentFile {
  name: string | null;
  superseded: string[];
  pages: Record<string, RecentPage>;
  previous: string | null;
}

/** `lang`'s recent part as kept in `stateDir`; null when there is none or it is not JSON (it then describes nothing). */
export async function readRecentFile(stateDir: string, lang: string): Promise<Partial<RecentFile> | null> {
  try {
    return JSON.parse(await readFile(join(stateDir, `${lang}.recent.json`), 'utf8')) as Partial<RecentFile> | null;
  } catch {
    return null;
  }
}

/** The pages of `lang`'s recent part as the entry names it (none when it names none); null when the kept file does not describe the entry. */
async function recentPages(
  site: string,
  lang: string,
  entry: Entry,
): Promise<{ pages: Record<string, RecentPage>; previous: string | null } | null> {
  const name = entry.recent?.[lang] ?? null;
  const superseded = entry.superseded?.[lang] ?? [];
  if (name === null && !superseded.length) return { pages: {}, previous: null };
  const file = await readRecentFile(join(site, SEARCH_STATE_DIR), lang);
  const describes =
    file?.name === name && JSON.stringify(file?.superseded) === JSON.stringify(superseded) && typeof file?.pages === 'object';
  return describes ? { pages: file!.pages!, previous: typeof file!.previous === 'string' ? file!.previous : null } : null;
}

/**
 * What each language's recent part holds after the edit, by language in order: its pages (those before
 * it and the edit's: a record that is not what the published parts hold of its page, and the id of the
 * result it replaces or removes), its records and the ids it leaves out. A language is left out when
 * nothing changed in it, when its record does not know its pages (an older build made it) or its recent
 * part is not described beside it, or when the change is larger than a recent part; but for the first,
 * it is named in `unbridged`.
 */
async function changesOf(site: string, edit: EditedPages, entry: Entry, unbridged: string[]): Promise<[string, RecentChange][]> {
  const fresh = recordsByLanguage(edit.changed, edit.buildings);
  const unsearchable = new Set(edit.gone);
  for (const p of edit.changed) unsearchable.add(p.url.path);
  const languages = [...new Set([...edit.changed.map((p) => p.language.id), ...edit.gone.map(languageOfPath)])].sort();
  const changes: [string, RecentChange][] = [];
  for (const lang of languages) {
    const state = JSON.parse(
      await readFile(join(site, SEARCH_STATE_DIR, `${lang}.state.json`), 'utf8').catch(() => 'null'),
    ) as Partial<LanguageState> | null;
    const shards = Array.isArray(state?.shards) ? state.shards : [];
    const before = entry.languages[lang] ? await recentPages(site, lang, entry) : null;
    if (!before || !shards.length || shards.some((s) => !s.pages)) {
      unbridged.push(lang);
      continue;
    }
    const indexed = (url: string) => shards.map((s) => s.pages![url]).find((p) => p !== undefined);
    const pages = { ...before.pages };
    const searchable = new Set<string>();
    for (const r of fresh.get(lang) ?? []) {
      searchable.add(r.url);
      const was = indexed(r.url);
      if (was?.[1] === recordHash(r)) delete pages[r.url];
      else pages[r.url] = { record: r, ...(was ? { supersedes: was[0] } : {}) };
    }
    for (const url of unsearchable) {
      if (searchable.has(url) || !(url in pages || indexed(url))) continue;
      const was = indexed(url);
      if (was) pages[url] = { supersedes: was[0] };
      else delete pages[url];
    }
    if (JSON.stringify(pages) === JSON.stringify(before.pages)) continue;
    const held = Object.values(pages);
    const change: RecentChange = {
      fresh: held.flatMap((p) => (p.record ? [p.record] : [])).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
      superseded: held.flatMap((p) => (p.supersedes ? [p.supersedes] : [])).sort(),
      pages,
      previous: before.previous,
    };
    if (change.fresh.length > RECENT_RECORDS || change.superseded.length > SUPERSEDED_IDS) {
      unbridged.push(lang);
      continue;
    }
    changes.push([lang, change]);
  }
  return changes;
}

/** The recent part of `lang` made in `dir`, as it is published; returns its name. */
async function makeRecentPart(lang: string, change: RecentChange, dir: string): Promise<string> {
  const made = await indexShard(lang, change.fresh, dir, {});
  const madeEntry = JSON.parse(await readFile(join(dir, ENTRY), 'utf8')) as Entry;
  const madeLanguage = madeEntry.languages[lang] as { hash?: unknown } | undefined;
  const pagefindHash = madeLanguage?.hash;
  if (typeof pagefindHash !== 'string' || !INDEX_NAME.test(pagefindHash))
    throw new Error(`search index (${lang}): Pagefind named no index`);
  // Named apart from any part a whole build makes of the same records (a part's place is never negative).
  const name = publishedName(lang, pagefindHash, shardHash(change.fresh, 1, -1));
  const stored = await compactLanguageIndex(dir, lang, pagefindHash, {
    published: name,
    teasers: new Map(change.fresh.map((r) => [r.url, JSON.stringify(r.teaser)])),
    made: made.made,
  });
  madeEntry.languages[lang] = { ...madeLanguage, hash: name };
  await asShardFolder(dir, stored, madeEntry);
  return name;
}
