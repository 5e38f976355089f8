/** What an update of the search index reads, plans, keeps for the next and reports (./index-run.ts). */
import type { Building } from '../../../generated/types/content.ts';
import type { SearchRecord } from '../../../pages/search/search-record.ts';
import { type MadeShard } from './pagefind-shard.ts';

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
}

/** What the build keeps of one shard of a language's index. */
export interface ShardState {
  /** A hash of the shard's records (with its place and the number of shards): the same records make the same index. */
  recordsHash: string;
  /** The name the shard's index is published under (`es_8019e526ce`: shards.ts publishedName). */
  index: string;
  /** The files and folders (under pagefind/) the shard is made of. */
  files: string[];
}

/** What the build keeps of one language's index. */
export interface LanguageState {
  shards: ShardState[];
  /** The files (under pagefind/) this language's index is made of, for the next run to clear the older ones. */
  files: string[];
}

/** The entry as this build writes it: Pagefind's, with the shards after the first of each language that has several. */
export interface Entry {
  version?: string;
  languages: Record<string, unknown>;
  shards?: Record<string, string[]>;
  include_characters?: string[];
}

/** What moves into the published folder as one: a fragment folder (`fragment/es_8019e526ce`), else the file itself. */
export const publishedUnit = (rel: string) => (/^fragment\/[^/]+\//.test(rel) ? rel.slice(0, rel.indexOf('/', 'fragment/'.length)) : rel);

/** One part of a language's index as planned: kept as published, or being made in `staging`. */
export interface PlannedPart {
  recordsHash: string;
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
