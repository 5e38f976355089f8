/**
 * What the browser reads of the search index's entry (`/pagefind/pagefind-entry.json`, written by
 * app/site-build/search/index-run.ts): each language's parts after the first, an edit's recent part, and
 * the ids of the results that part replaces or removes. The entry comes over the network: only names
 * shaped as the build writes them are used, and no more of them than a build writes.
 */
export const PAGEFIND_BASE = '/pagefind/';

/** A shard's name as the build writes it (Pagefind's name for its index). */
const SHARD_NAME = /^[a-z]+_[0-9a-f]{1,64}$/;
/** More parts than any build makes for one language (a hostile entry cannot make a search fetch without end). */
const MAX_SHARDS = 64;

/** A result's id as the build names a page of a part (`es_8019e526ce/1a`: the part, the page's place). */
const RESULT_ID = /^[a-z]+_[0-9a-f]{1,64}\/[0-9a-z]{1,8}$/;
/** More ids than an edit's entry ever names (app/site-build/search/recent-part.ts SUPERSEDED_IDS). */
const MAX_SUPERSEDED = 4_096;

export type EntryParts = { shards?: unknown; recent?: unknown; superseded?: unknown };
const forLanguage = (map: unknown, lang: string): unknown =>
  map && typeof map === 'object' ? (map as Record<string, unknown>)[lang] : undefined;

/**
 * The folders of `lang`'s shards after the first, as the entry names them, with an edit's recent part
 * last (its records while the language is indexed again); anything else in it is ignored.
 */
export function shardPaths(entry: EntryParts, lang: string): string[] {
  const named = forLanguage(entry.shards, lang);
  const recent = forLanguage(entry.recent, lang);
  return [...(Array.isArray(named) ? named : []), ...(typeof recent === 'string' ? [recent] : [])]
    .filter((s): s is string => typeof s === 'string' && SHARD_NAME.test(s) && s.startsWith(`${lang}_`))
    .slice(0, MAX_SHARDS)
    .map((s) => `${PAGEFIND_BASE}shard/${s}/`);
}

/** The ids of `lang`'s results that an edit's recent part replaces or removes, as the entry names them (well-formed ones only). */
export function supersededIds(entry: EntryParts, lang: string): Set<string> {
  const named = forLanguage(entry.superseded, lang);
  if (!Array.isArray(named)) return new Set();
  return new Set(
    named.slice(0, MAX_SUPERSEDED).filter((id): id is string => typeof id === 'string' && RESULT_ID.test(id) && id.startsWith(`${lang}_`)),
  );
}

/** `found`'s results but those an edit replaced. */
export const current = <T extends { id: string }>(results: T[], superseded: Set<string>) =>
  superseded.size ? results.filter((r) => !superseded.has(r.id)) : results;
