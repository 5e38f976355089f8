/**
 * The publishing service's records on disk: the events waiting for a build, the build running, the
 * last builds, and the signatures seen. Written whole to a new file, flushed to the disk, then renamed
 * over the old one (and the folder flushed), so after a crash or `kill -9` the file is the last version
 * written, never a torn one; an event is answered only once it is in that file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import {
  eventCount,
  type BuildOutcome,
  type BuildRecord,
  type Frozen,
  type HookEvent,
  type PublisherState,
  type RunningBuild,
  type Trigger,
} from './records.ts';
import { HISTORY_LENGTH, SIGNATURE_WINDOW_S } from './config.ts';
import { sweepTempsOnce, tempName } from '../site-build/support/processes.ts';

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

/**
 * The publishing service's records, and the only code that changes them. Each change is a named step
 * (accept, withdraw, start a build, finish it, set it aside, try it again, put back what was running),
 * each of which keeps the rule the service depends on: an event is waiting, running or recorded in the
 * history, never two of those at once (a build tried again later is recorded, and its events wait again).
 * `state` is the same records, read-only. `save()` puts them on the disk.
 */
export class Journal {
  /** The write on its way to the disk (settled, never rejected). */
  private writing: Promise<void> = Promise.resolve();
  /** The next write, shared by every save asked for while one is on its way; null when none is asked for. */
  private next: Promise<void> | null = null;
  /** Writes made since the service started (each one file flushed and renamed). */
  writes = 0;
  private constructor(
    private readonly file: string,
    private readonly records: PublisherState,
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

  /** The records, read-only: change them through the steps below. */
  get state(): Frozen<PublisherState> {
    return this.records;
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
      const text = JSON.stringify(this.records);
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
    return this.records.waiting.reduce((n, t) => n + eventCount(t), 0);
  }

  /** Whether a request with this signature was answered already (accepted or not): sent again, it is a replay. */
  hasSpent(signature: string): boolean {
    return Object.hasOwn(this.records.seen, signature);
  }

  /** How many times in a row the events waiting were tried and the CMS failed them (0: not a retry). */
  get attempts(): number {
    return this.records.retry?.attempts ?? 0;
  }

  /**
   * The trigger an identical delivery was accepted as, waiting, building or built: the same signature
   * (the same bytes, sent again), or the same delivery id for the same event (re-signed by a relay).
   */
  acceptedAs(signature: string, delivery: string | null, event: Trigger['event']): { id: string } | undefined {
    const { waiting, running, history } = this.records;
    const all = [...waiting, ...(running?.triggers ?? []), ...history.flatMap((b) => b.triggers)];
    const same = all.find((t) => t.signature === signature || (delivery !== null && t.delivery === delivery && t.event === event));
    if (same || delivery === null) return same;
    for (const t of all) for (const m of t.merged ?? []) if (m.delivery === delivery && t.event === event) return m;
    return undefined;
  }

  // ---- The steps: the only code that changes the records. ----

  /** Accepts a hook: its event waits for the next build, and its signature is spent. */
  accept(hook: HookEvent, now: Date): Trigger {
    const trigger: Trigger = {
      id: randomUUID(),
      delivery: hook.delivery,
      event: hook.event,
      files: hook.files,
      receivedAt: now.toISOString(),
      signature: hook.signature,
    };
    this.spend(hook.signature, hook.timestamp);
    this.wait(trigger);
    return trigger;
  }

  /** Documents the page list showed changed after build `build`, though no hook named them: an event of the service's own, built next. */
  followUp(files: readonly string[] | null, build: number, now: Date): Trigger {
    const trigger: Trigger = {
      id: randomUUID(),
      delivery: null,
      event: 'publish',
      files: files && [...files],
      receivedAt: now.toISOString(),
      foundBy: build,
    };
    this.wait(trigger);
    return trigger;
  }

  /** A new day in Madrid whose pages are not published yet: an event of the service's own, built next (./day-turn.ts). */
  dayBegun(day: string, now: Date): Trigger {
    const trigger: Trigger = { id: randomUUID(), delivery: null, event: 'publish', files: null, receivedAt: now.toISOString(), day };
    this.wait(trigger);
    return trigger;
  }

  /** A signed request answered without a new event (its body was not an event, or was one accepted already): its signature is spent. */
  spend(signature: string, timestamp: number) {
    this.records.seen[signature] = timestamp;
  }

  /** Takes back an event accepted a moment ago whose write did not reach the disk: as though never sent (the CMS sends it again). */
  withdraw(trigger: Trigger) {
    this.records.waiting = this.records.waiting.filter((t) => t !== trigger);
    if (trigger.signature) delete this.records.seen[trigger.signature];
  }

  /** Starts a build of every event waiting: they are the build's now. */
  startBuild(now: Date): Frozen<RunningBuild> {
    const running = { id: this.records.nextBuild++, triggers: this.records.waiting, startedAt: now.toISOString() };
    this.records.waiting = [];
    this.records.running = running;
    return running;
  }

  /**
   * The build running ended: it is recorded. With `retry`, the CMS failed it and its events wait again
   * (ahead of any that came meanwhile) until `retry.at`; without, whatever came of it is final.
   */
  finish(outcome: BuildOutcome, retry: { attempts: number; at: Date } | null = null): Frozen<BuildRecord> {
    const { record, triggers } = this.end(outcome);
    if (retry) {
      record.retryAt = retry.at.toISOString();
      this.records.retry = { attempts: retry.attempts, at: record.retryAt };
      this.records.waiting = [...triggers, ...this.records.waiting];
    } else this.records.retry = null;
    this.addHistory(record);
    return record;
  }

  /** The build running ended and its events need a person (tried too often): recorded as waiting for them, not tried again. */
  setAside(outcome: BuildOutcome): Frozen<BuildRecord> {
    const { record } = this.end(outcome);
    record.attention = { state: 'waiting' };
    this.records.retry = null;
    this.addHistory(record);
    return record;
  }

  /**
   * Puts the events of build `id`, set aside for a person, back in the queue (the status page's "try
   * again"): false when that build has none waiting for a person (unknown, or already tried again).
   */
  retry(id: number, now: Date): boolean {
    const record = this.records.history.find((r) => r.id === id);
    if (record?.attention?.state !== 'waiting') return false;
    for (const trigger of record.triggers) this.wait(trigger);
    record.attention = { state: 'retried', at: now.toISOString() };
    this.records.retry = null;
    return true;
  }

  /**
   * The build that was running did not end (the service stopped during it, or its record could not be
   * written): its events wait again, ahead of the others. `outcome` records it; `retryAt` makes the
   * next build wait, counted as a failed attempt.
   */
  requeueRunning({ outcome, retryAt }: { outcome?: BuildOutcome; retryAt?: Date }) {
    const running = this.records.running;
    if (running) {
      this.records.waiting = [...running.triggers, ...this.records.waiting];
      if (outcome) this.addHistory(this.end(outcome).record);
      this.records.running = null;
    }
    if (retryAt) this.records.retry = { attempts: this.attempts + 1, at: retryAt.toISOString() };
  }

  /** What the CMS answered to build `id`'s callback. */
  noteCallback(id: number, callback: NonNullable<BuildRecord['callback']>) {
    const record = this.records.history.find((r) => r.id === id);
    if (record) record.callback = callback;
  }

  /** Forgets signatures older than the window (a request that old is refused for its timestamp anyway). */
  pruneSeen(now: number) {
    const oldest = now / 1000 - 2 * SIGNATURE_WINDOW_S;
    for (const [signature, at] of Object.entries(this.records.seen)) if (at < oldest) delete this.records.seen[signature];
  }

  /** The running build's record, and its events; it runs no more. */
  private end(outcome: BuildOutcome): { record: BuildRecord; triggers: Trigger[] } {
    const running = this.records.running;
    if (!running) throw new Error('publisher: no build is running to end');
    this.records.running = null;
    return { record: { ...outcome, id: running.id, triggers: running.triggers, startedAt: running.startedAt }, triggers: running.triggers };
  }

  /** An event waits for the next build; beyond MAX_WAITING the oldest two are merged into one. */
  private wait(trigger: Trigger) {
    const waiting = this.records.waiting;
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

  private addHistory(record: BuildRecord) {
    // The builds before keep their first events only (the newest keeps all, for its callback; one set
    // aside keeps all, to be tried again): the record stays small whatever the rate of events, and says
    // how many it left out.
    const previous = this.records.history[0];
    if (previous && previous.triggers.length > TRIGGERS_KEPT && previous.attention?.state !== 'waiting') {
      previous.triggersLeftOut = (previous.triggersLeftOut ?? 0) + previous.triggers.length - TRIGGERS_KEPT;
      previous.triggers = previous.triggers.slice(0, TRIGGERS_KEPT);
    }
    this.records.history.unshift(record);
    // The last HISTORY_LENGTH builds, and every build set aside whatever its age: its events are in
    // no other record, and only a person can send them on.
    let kept = 0;
    this.records.history = this.records.history.filter((r) => r.attention?.state === 'waiting' || ++kept <= HISTORY_LENGTH);
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
