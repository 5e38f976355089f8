/**
 * A language's search index in parts (shards): past {@link SHARD_RECORDS} records a language is indexed
 * in parts that the browser merges, each page in the part a hash of its address gives (./search-index.ts).
 */
import { createHash } from 'node:crypto';
import type { SearchRecord } from '../../../pages/search/search-record.ts';

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

/**
 * `list` in shards, each in the list's own order. A shard the hash gave no page is left out (Pagefind
 * makes no index of nothing): only a language of a few pages split into small parts has one.
 */
export function shardsOf<T extends { url: string }>(list: readonly T[], max = SHARD_RECORDS): T[][] {
  const shards = Array.from({ length: shardCount(list.length, max) }, () => [] as T[]);
  for (const r of list) shards[shardOf(r.url, shards.length)]!.push(r);
  return shards.filter((shard) => shard.length > 0);
}

/**
 * A hash of a shard's records, with the layout, the number of parts and its place: read one record at a
 * time, never as one string of them all. With `each`, each record's own hash is put in it, in order (what
 * an edit compares its records with: ./recent-part.ts).
 */
export function shardHash(shard: readonly SearchRecord[], count: number, place: number, each?: string[]): string {
  const hash = createHash('sha256').update(`${INDEX_FORMAT}\n${count}\n${place}\n`);
  for (const r of shard) {
    const json = JSON.stringify(r);
    hash.update(json).update('\n');
    each?.push(recordHashOf(json));
  }
  return hash.digest('hex').slice(0, 32);
}

/** A record's own hash, from its JSON. */
const recordHashOf = (json: string) => createHash('sha1').update(json).digest('base64url').slice(0, 16);
/** A record's own hash (as {@link shardHash} puts it in `each`). */
export const recordHash = (r: SearchRecord) => recordHashOf(JSON.stringify(r));

/** A shard's index as Pagefind named it, checked (it becomes a file and folder name). */
export const INDEX_NAME = /^[a-z]+_[0-9a-f]+$/;

/**
 * The name a shard's index is published under: Pagefind's name covers only what Pagefind was given (the
 * teasers go into the fragments afterwards), so it is combined with the hash of the shard's records.
 * Shaped like Pagefind's (`es_` and ten hex digits).
 */
export const publishedName = (lang: string, pagefindHash: string, recordsHash: string) =>
  `${lang}_${createHash('sha256').update(`${pagefindHash}\n${recordsHash}`).digest('hex').slice(0, 10)}`;
