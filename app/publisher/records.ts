/**
 * The shapes of the publishing service's records: the events it accepted, the build running, the
 * builds it recorded. Only the journal (./journal.ts) changes them.
 */
import type { ContentError } from '../../pages/content/content-error.ts';
import type { PublishHook } from '../../generated/types/content.ts';
import type { StopCause } from '../site-build/pipeline/report.ts';

/** One accepted hook. */
export interface Trigger {
  /** The service's id for it (answered with the 202, and in the callback). */
  id: string;
  /** The CMS's id for the delivery, when it gave one. */
  delivery: string | null;
  event: PublishHook['event'];
  /** The page documents it named; null: the page list's versions decide. */
  files: string[] | null;
  receivedAt: string;
  /** The signature it came with: the same delivery sent again is known by it. */
  signature?: string;
  /** Earlier events this one stands for, merged into it when too many waited: each is still reported. */
  merged?: { id: string; delivery: string | null }[];
  /**
   * Not sent by the CMS: build `foundBy` took its page list from its record (its events named their
   * files), and the list it read once live showed these documents changed without a hook (`files`; null:
   * the list could not be read, so it decides).
   */
  foundBy?: number;
  /**
   * Not sent by the CMS: the day in Madrid began (YYYY-MM-DD) and the published pages are of the day
   * before, so every page is rendered again for it (./day-turn.ts).
   */
  day?: string;
}

/** How many events a trigger stands for: itself and those merged into it. */
export const eventCount = (t: Trigger) => 1 + (t.merged?.length ?? 0);

/** What became of a build, as the service records it (the build's own outcome, or the service's: a timeout, an interruption). */
type RecordOutcome = 'published' | 'published-in-place' | 'refused' | 'failed' | 'timeout' | 'interrupted';

/** Whether an outcome put the site live: the one rule for "is it live?" (the status page, the callback, the retries). */
export const isLiveOutcome = (outcome: string) => outcome === 'published' || outcome === 'published-in-place';

export interface BuildRecord {
  id: number;
  triggers: Trigger[];
  startedAt: string;
  endedAt: string;
  seconds: number;
  outcome: RecordOutcome;
  /** What stopped it: the build's own cause, or the service's (a timeout, the service stopped). */
  stoppedBy: StopCause | 'timeout' | 'interrupted' | 'killed' | null;
  pages: { total: number; rendered: number; removed: number } | null;
  /** Content errors as the build found them (file, JSON pointer, what was expected and found). */
  errors: ContentError[];
  /** Why it stopped, in the build's words. */
  failure: string | null;
  /** When it will be tried again (the CMS was unreachable, or the build timed out). */
  retryAt: string | null;
  /** What became of the signed POST to PUBLISH_CALLBACK_URL ("HTTP 204", or why it failed): null when there is none. */
  callback: { delivered: boolean; detail: string } | null;
  /**
   * Its events were set aside (tried too often, or interrupted too often in a row) and need a person:
   * 'waiting' until someone asks for them again from the status page, then the time they did.
   */
  attention?: { state: 'waiting' } | { state: 'retried'; at: string };
  /** Events of this build not kept in its record (beyond the first 200, once a newer build is recorded). */
  triggersLeftOut?: number;
  /** When the build held the output folder's lock (from its report): two builds' never overlap. */
  held?: { from: string; until: string } | null;
  /**
   * Where the build's time went, from its report, in seconds: its process started `start` after this
   * record's start; each phase began `at` after the process started; its pages were live at `live` and
   * search found them at `searchLive` (the edit's recent part: app/site-build/search/recent-part.ts, else
   * its index) and its index was complete at `searchComplete` (null: not published, or no language's
   * records changed).
   */
  timing?: {
    start: number;
    phases: { name: string; seconds: number; at: number }[];
    live: number | null;
    searchLive: number | null;
    searchComplete?: number | null;
  } | null;
}

export interface PublisherState {
  version: 1;
  nextBuild: number;
  /** Events accepted and not yet built, oldest first. */
  waiting: Trigger[];
  /** The build running (or running when the service stopped). */
  running: { id: number; triggers: Trigger[]; startedAt: string } | null;
  /** The next try of a build the CMS failed: its attempt number and when. */
  retry: { attempts: number; at: string } | null;
  /** The last builds, newest first. */
  history: BuildRecord[];
  /** Signatures seen, with their timestamps (Unix seconds), kept while they are within the window. */
  seen: Record<string, number>;
}

/** The records as everyone but the journal sees them: read-only, to the last field (a content error as a whole). */
export type Frozen<T> = T extends ContentError
  ? Readonly<T>
  : T extends readonly (infer U)[]
    ? readonly Frozen<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Frozen<T[K]> }
      : T;

/** A hook the service takes: what the CMS sent, signed. */
export interface HookEvent {
  delivery: string | null;
  event: PublishHook['event'];
  files: string[] | null;
  signature: string;
  /** The signature's timestamp (Unix seconds): the signature is spent until it is out of the window. */
  timestamp: number;
}

/** The build running: its number, its events, when it started. */
export type RunningBuild = NonNullable<PublisherState['running']>;

/** What a build ended with, as the scheduler tells it; the journal adds which build and which events. */
export type BuildOutcome = Omit<BuildRecord, 'id' | 'triggers' | 'startedAt'>;
