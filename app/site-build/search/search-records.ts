/**
 * The search records a build keeps (`.search/<lang>.records.json` in its folder, never served): per
 * language, the records its index was made from, so that an edit re-indexes a language without reading
 * every page again; and the facts beside each index (`search-<lang>.json`, `explore-<lang>.json`).
 */
import { mkdir, open, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Building, Page } from '../../../generated/types/content.ts';
import { languageOfPath } from '../../../pages/routes/language-path.ts';
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

/** Where the build keeps each language's records and the files its index is made of (never served). */
export const SEARCH_STATE_DIR = '.search';

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

/**
 * The records kept in `site` per language (all languages, or those given), for an edit to update them.
 * A language in `known` (what this process just wrote there: {@link stageSearchRecords}) is taken from it
 * instead of read and parsed again (a language of the whole museum is about 20 MB of JSON).
 */
export async function readSearchRecords(
  site: string,
  languages?: ReadonlySet<string>,
  known?: ReadonlyMap<string, SearchRecord[]>,
): Promise<Map<string, SearchRecord[]>> {
  const dir = join(site, SEARCH_STATE_DIR);
  const records = new Map<string, SearchRecord[]>();
  for (const name of await readdir(dir).catch(() => [])) {
    const lang = /^([a-z]+)\.records\.json$/.exec(name)?.[1];
    if (lang && (!languages || languages.has(lang)))
      records.set(lang, known?.get(lang) ?? (JSON.parse(await readFile(join(dir, name), 'utf8')) as SearchRecord[]));
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

/**
 * What an edit changes of the search records: the records of the pages it read again, and the addresses
 * of those pages and of the pages it removed. A page read again without a record (no longer searchable)
 * leaves the records.
 */
export interface SearchEdit {
  records: SearchRecord[];
  changed: string[];
  gone: string[];
}

/** The search edit of an edit that read `changed` again and removed the pages at `gone`. */
export const searchEdit = (changed: readonly Page[], gone: readonly string[], buildings: readonly Building[]): SearchEdit => ({
  records: [...recordsByLanguage(changed, buildings).values()].flat(),
  changed: changed.map((p) => p.url.path),
  gone: [...gone],
});

/** `earlier` then `later`, as one edit: a page the later one read again or removed is as it left it. */
export function followedBy(earlier: SearchEdit, later: SearchEdit): SearchEdit {
  const its = new Set([...later.changed, ...later.gone]);
  const kept = (urls: readonly string[]) => urls.filter((u) => !its.has(u));
  return {
    records: [...earlier.records.filter((r) => !its.has(r.url)), ...later.records],
    changed: [...new Set([...kept(earlier.changed), ...later.changed])],
    gone: [...new Set([...kept(earlier.gone), ...later.gone])],
  };
}

/**
 * The search records of the languages an edit touched (the records the index was made from, with the
 * changed pages' records in place of theirs and the removed pages' taken out), written into the staging
 * folder so that they are published with the edit. The index follows from them (updateSearchIndex
 * re-indexes every language whose records differ from what its index was made from), so a build
 * stopped before the index was updated leaves the next build to do it. Returns the lists it wrote, by
 * language, as reading the files back would give them (the edit's own records through JSON too).
 */
export async function stageSearchRecords(live: string, staging: string, edit: SearchEdit): Promise<Map<string, SearchRecord[]>> {
  const fresh = new Map<string, SearchRecord[]>();
  for (const r of JSON.parse(JSON.stringify(edit.records)) as SearchRecord[]) {
    let list = fresh.get(r.language);
    if (!list) fresh.set(r.language, (list = []));
    list.push(r);
  }
  const changedUrls = new Set(edit.changed);
  const goneUrls = new Set(edit.gone);
  const languages = new Set<string>([...fresh.keys(), ...edit.changed.map(languageOfPath), ...edit.gone.map(languageOfPath)]);
  const stored = await readSearchRecords(live, languages);
  const touched = new Map<string, SearchRecord[]>();
  for (const [lang, list] of stored) {
    // Pages read again whose record is what it was (today's programme pages are read on every edit)
    // leave their language as it is: its index is not made again, nor its records rewritten.
    const freshByUrl = new Map((fresh.get(lang) ?? []).map((r) => [r.url, r]));
    let changedAny = false;
    const next: SearchRecord[] = [];
    for (const r of list) {
      if (goneUrls.has(r.url) || (changedUrls.has(r.url) && !freshByUrl.has(r.url))) changedAny = true;
      else if (!changedUrls.has(r.url)) next.push(r);
      else {
        const f = freshByUrl.get(r.url)!;
        freshByUrl.delete(r.url);
        if (JSON.stringify(f) !== JSON.stringify(r)) changedAny = true;
        next.push(f);
      }
    }
    if (freshByUrl.size) changedAny = true;
    if (!changedAny) continue;
    touched.set(lang, [...next, ...freshByUrl.values()].sort(byTypeThenUrl));
  }
  for (const [lang, list] of fresh) if (!stored.has(lang)) touched.set(lang, list.sort(byTypeThenUrl));
  await mkdir(join(staging, SEARCH_STATE_DIR), { recursive: true });
  for (const [lang, list] of touched) await writeJsonList(join(staging, SEARCH_STATE_DIR, `${lang}.records.json`), list);
  return touched;
}

/** The search and explore facts of a language (over all its records, whatever its shards), as file name → body. */
export function factsFiles(lang: string, records: readonly SearchRecord[]): [string, string][] {
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

export const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
