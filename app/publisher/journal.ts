/**
 * The publishing service's records on disk: the events waiting for a build, the build running, the
 * last builds, and the signatures seen. Written whole to a new file, flushed to the disk, then renamed
 * over the old one (and the folder flushed), so after a crash or `kill -9` the file is the last version
 * written, never a torn one; an event is answered only once it is in that file.
 */
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentError } from '../../pages/content/content-error.ts';
import type { PublishHook } from '../../generated/types/content.ts';
import type { StopCause } from '../site-build/pipeline/report.ts';
import { HISTORY_LENGTH, SIGNATURE_WINDOW_S } from './config.ts';
import { sweepTempsOnce, tempName } from '../site-build/support/processes.ts';

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
}

/** How many events a trigger stands for: itself and those merged into it. */
const eventCount = (t: Trigger) => 1 + (t.merged?.length ?? 0);

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
  stoppedBy: StopCause | 'timeout' | 'interrupted' | null;
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

const empty = (): PublisherState => ({ version: 1, nextBuild: 1, waiting: [], running: null, retry: null, history: [], seen: {} });

/** The most events kept waiting apart; beyond it the oldest are merged (their files joined, a build covers them all the same). */
const MAX_WAITING = 500;
/** Events kept in the record of each build but the newest. */
const TRIGGERS_KEPT = 200;
/** The most files one waiting event names; beyond it, the page list's versions decide. */
const MAX_FILES = 5000;

export interface JournalOptions {
  /** Runs before each write reaches the disk (a test holds it there, to see the service while its disk is slow). */
  beforeWrite?: () => Promise<void>;
}

export class Journal {
  /** The write on its way to the disk (settled, never rejected). */
  private writing: Promise<void> = Promise.resolve();
  /** The next write, shared by every save asked for while one is on its way; null when none is asked for. */
  private next: Promise<void> | null = null;
  /** Writes made since the service started (each one file flushed and renamed). */
  writes = 0;
  private constructor(
    private readonly file: string,
    readonly state: PublisherState,
    private readonly options: JournalOptions,
  ) {}

  static async open(dir: string, options: JournalOptions = {}): Promise<Journal> {
    await mkdir(dir, { recursive: true });
    // A write a killed service left half way.
    await sweepTempsOnce(dir);
    const file = join(dir, 'state.json');
    const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    const state = text === null ? empty() : (JSON.parse(text) as PublisherState);
    if (state.version !== 1) throw new Error(`${file}: a record of version ${String(state.version)}, this service reads version 1`);
    return new Journal(file, state, options);
  }

  /**
   * Resolves once the state as it is now is on the disk. Writes never overlap: asked while one is on its
   * way, it joins the next, which takes the state as it is when it starts (with every change made until then).
   */
  save(): Promise<void> {
    if (this.next) return this.next;
    const next = this.writing.then(async () => {
      // From here on, a change needs a write after this one.
      this.next = null;
      const text = JSON.stringify(this.state);
      await this.options.beforeWrite?.();
      this.writes++;
      await durableWrite(this.file, text);
    });
    this.next = next;
    this.writing = next.catch(() => undefined);
    return next;
  }

  /** The events waiting, counting each merged one. */
  get eventsWaiting(): number {
    return this.state.waiting.reduce((n, t) => n + eventCount(t), 0);
  }

  /** Forgets signatures older than the window (a request that old is refused for its timestamp anyway). */
  pruneSeen(now: number) {
    const oldest = now / 1000 - 2 * SIGNATURE_WINDOW_S;
    for (const [signature, at] of Object.entries(this.state.seen)) if (at < oldest) delete this.state.seen[signature];
  }

  addWaiting(trigger: Trigger) {
    const waiting = this.state.waiting;
    waiting.push(trigger);
    while (waiting.length > MAX_WAITING) {
      const [a, b] = waiting.splice(0, 2) as [Trigger, Trigger];
      // Every file either named is kept (each must be read again, whatever the page list says), and every id.
      const files = a.files || b.files ? [...new Set([...(a.files ?? []), ...(b.files ?? [])])] : null;
      waiting.unshift({
        ...b,
        files: files && files.length <= MAX_FILES ? files : null,
        merged: [...(a.merged ?? []), { id: a.id, delivery: a.delivery }, ...(b.merged ?? [])],
      });
    }
  }

  /**
   * The trigger an identical delivery was accepted as, waiting, building or built: the same signature
   * (the same bytes, sent again), or the same delivery id for the same event (re-signed by a relay).
   */
  acceptedAs(signature: string, delivery: string | null, event: Trigger['event']): { id: string } | undefined {
    const { waiting, running, history } = this.state;
    const all = [...waiting, ...(running?.triggers ?? []), ...history.flatMap((b) => b.triggers)];
    const same = all.find((t) => t.signature === signature || (delivery !== null && t.delivery === delivery && t.event === event));
    if (same || delivery === null) return same;
    for (const t of all) for (const m of t.merged ?? []) if (m.delivery === delivery && t.event === event) return m;
    return undefined;
  }

  /**
   * Puts the events of build `id`, set aside for a person, back in the queue (the status page's "try
   * again"): false when that build has none waiting for a person (unknown, or already tried again).
   */
  retrySetAside(id: number, now: Date): boolean {
    const record = this.state.history.find((r) => r.id === id);
    if (record?.attention?.state !== 'waiting') return false;
    for (const trigger of record.triggers) this.addWaiting(trigger);
    record.attention = { state: 'retried', at: now.toISOString() };
    this.state.retry = null;
    return true;
  }

  addHistory(record: BuildRecord) {
    // The builds before keep their first events only (the newest keeps all, for its callback; one set
    // aside keeps all, to be tried again): the record stays small whatever the rate of events, and says
    // how many it left out.
    const previous = this.state.history[0];
    if (previous && previous.triggers.length > TRIGGERS_KEPT && previous.attention?.state !== 'waiting') {
      previous.triggersLeftOut = (previous.triggersLeftOut ?? 0) + previous.triggers.length - TRIGGERS_KEPT;
      previous.triggers = previous.triggers.slice(0, TRIGGERS_KEPT);
    }
    this.state.history.unshift(record);
    this.state.history.length = Math.min(this.state.history.length, HISTORY_LENGTH);
  }
}

async function durableWrite(file: string, text: string) {
  const temporary = tempName(file);
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const folder = await open(join(file, '..'), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
