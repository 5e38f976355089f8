/** What an update of the search index reads, plans, keeps for the next and reports (./index-run.ts). */
import type { Building } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { type MadeShard } from './pagefind-shard.ts';
import { sortKeys } from './search-records.ts';

export const ENTRY = 'pagefind-entry.json';

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
  /** The most records in one shard (shards.ts SHARD_RECORDS unless given). */
  shardRecords?: number;
  /** Where the compressed copies of Pagefind's WebAssembly are kept from build to build (./compressed-once.ts); made anew when not given. */
  compressedCache?: string;
}

/** What the build keeps of one shard of a language's index. */
export interface ShardState {
  /** A hash of the shard's records (with its place and the number of shards): the same records make the same index. */
  recordsHash: string;
  /** The name the shard's index is published under (`es_8019e526ce`: shards.ts publishedName). */
  index: string;
  /** The files and folders (under pagefind/) the shard is made of. */
  files: string[];
  /**
   * Each page of the shard by address: its id in the shard's index (what a result's `id` is in the
   * browser) and its record's hash (shards.ts recordHash). An edit compares its records with them, and
   * names the ids its recent part replaces (./recent-part.ts). Absent in a record an older build wrote.
   */
  pages?: Record<string, [id: string, record: string]>;
}

/** What the build keeps of one language's index. */
export interface LanguageState {
  shards: ShardState[];
  /** The files (under pagefind/) this language's index is made of, for the next run to clear the older ones. */
  files: string[];
}

/**
 * The entry as this build writes it: Pagefind's, with the shards after the first of each language that
 * has several; and, between an edit's pages going live and its language being indexed again, the edit's
 * recent part per language and the ids of the results its records replace or remove (./recent-part.ts).
 */
export interface Entry {
  version?: string;
  languages: Record<string, unknown>;
  shards?: Record<string, string[]>;
  recent?: Record<string, string>;
  superseded?: Record<string, string[]>;
  include_characters?: string[];
}

/** The entry's bytes: its fields in one order, each map by key, the parts an edit bridges with only while there are any. */
export const entryText = (e: Entry) =>
  JSON.stringify({
    version: e.version,
    languages: sortKeys(e.languages),
    ...(e.shards && Object.keys(e.shards).length ? { shards: sortKeys(e.shards) } : {}),
    ...(e.recent && Object.keys(e.recent).length ? { recent: sortKeys(e.recent) } : {}),
    ...(e.superseded && Object.keys(e.superseded).length ? { superseded: sortKeys(e.superseded) } : {}),
    include_characters: e.include_characters,
  });

/** What moves into the published folder as one: a fragment folder (`fragment/es_8019e526ce`), else the file itself. */
export const publishedUnit = (rel: string) => (/^fragment\/[^/]+\//.test(rel) ? rel.slice(0, rel.indexOf('/', 'fragment/'.length)) : rel);

/** One part of a language's index as planned: kept as published, or being made in `staging`. */
export interface PlannedPart {
  recordsHash: string;
  /** Each record's own hash, in the shard's order (for a part being made). */
  each: string[];
  shard: readonly SearchRecord[];
  kept: ShardState | null;
  staging: string;
  made: Promise<MadeShard> | null;
}

/** One language as planned: its records, its record of the previous index, and its parts. */
export interface PlannedLanguage {
  lang: string;
  list: readonly SearchRecord[];
  stateFile: string;
  before: Partial<LanguageState> | null;
  beforeShards: ShardState[];
  parts: PlannedPart[];
}
