/**
 * When builds run. One at a time: events that arrive while a build runs wait, and all of them together
 * make the one build after it (a burst of fifty saves is two builds, not fifty). A build the CMS failed
 * (unreachable, answering errors, too slow) is tried again after a wait that doubles each time; a build
 * refused for its content is not: only an editor can mend it, and their next save sends a new event.
 * A build that was running when the service stopped (a crash, `kill -9`) is run again when it starts.
 */
import type { BuildReport } from '../site-build/pipeline/report.ts';
import type { PublisherConfig } from './config.ts';
import type { Journal } from './journal.ts';
import { isLiveOutcome, type BuildOutcome, type BuildRecord, type Frozen, type Trigger } from './records.ts';
import { writeFile } from 'node:fs/promises';
import { moreEventsFile, runServiceBuild, type BuildProcess } from './run-build.ts';
import { StandbyBuilds } from './standby-build.ts';
import { sendCallback } from './callback.ts';
import { dayBuildWanted, watchDays, type DayWatch } from './day-turn.ts';
import { readBuildStateHead } from '../site-build/publish/record-head.ts';

/** How many content errors a build's record keeps (the build reports them all in its log). */
const ERRORS_KEPT = 100;
/** Tries of one build that the CMS failed or that timed out, before the service gives up and asks a person. */
export const MAX_ATTEMPTS = 10;
/** Starts in a row that were interrupted during the same events' build, before they are set aside. */
const MAX_INTERRUPTIONS = 3;
/**
 * Callbacks on their way to the CMS at most. The next build does not wait for the CMS to answer the last
 * one's (a CMS that does not answer holds each for up to ten seconds); with this many unanswered, a build
 * that ends waits for one of them before the next starts, so they cannot pile up without bound.
 */
const CALLBACKS_IN_FLIGHT = 8;

/**
 * When to try a failed build again: after a wait that doubles from `retryMs` up to `maxRetryMs`, or never
 * (null) once it has been tried MAX_ATTEMPTS times: a CMS down that long, or a build that always times
 * out, needs a person, and trying for ever would hide it.
 */
export function nextTry(attempts: number, { retryMs, maxRetryMs }: Pick<PublisherConfig, 'retryMs' | 'maxRetryMs'>): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(retryMs * 2 ** (attempts - 1), maxRetryMs);
}

/** How many of the last builds in a row were interrupted (the service stopped or was killed during them). */
export const interruptionsInARow = (history: Frozen<BuildRecord[]>) => {
  const i = history.findIndex((b) => b.outcome !== 'interrupted');
  return i < 0 ? history.length : i;
};

export class Scheduler {
  private building = false;
  private wake: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly stopping = new AbortController();
  /** Settles when the build running now (if any) has been recorded. */
  idle: Promise<void> = Promise.resolve();

  constructor(
    root: string,
    private readonly config: PublisherConfig,
    private readonly journal: Journal,
  ) {
    this.builds = new StandbyBuilds(root, config.outDir);
  }

  /** The next build's process, started ahead of its event (standby-build.ts). */
  private readonly builds: StandbyBuilds;

  /** Once the service is up: the next build's process starts loading. */
  warm(): void {
    if (!this.stopped) this.builds.warm();
  }

  private days: DayWatch | undefined;

  /** From now on, the day's build whenever the day in Madrid changes and its pages are not published (./day-turn.ts). */
  followDays(): void {
    if (this.stopped || this.days) return;
    const renderedAt = async () => (await readBuildStateHead(this.config.outDir))?.renderedAt ?? null;
    this.days = watchDays(renderedAt, (day) => this.newDay(day));
  }

  /** The day's build waits for its turn, unless it need not (./day-turn.ts dayBuildWanted). */
  private newDay(day: string) {
    if (this.stopped || !dayBuildWanted(day, this.journal.state)) return;
    const trigger = this.journal.dayBegun(day, new Date());
    this.journal.save().then(
      () => this.kick(),
      (err: unknown) => {
        // Not on disk: taken back, and the first save of the day builds the day instead.
        this.journal.withdraw(trigger);
        console.error('publisher: the day’s build could not be recorded', err);
      },
    );
  }

  /** After a restart: the build that was running is recorded as interrupted, and its events wait again. */
  async recover(): Promise<void> {
    const running = this.journal.state.running;
    if (!running) return;
    // A build that keeps taking the service down with it (out of memory, killed by its supervisor) is not
    // run again at every start for ever: after MAX_INTERRUPTIONS in a row its events are set aside.
    const givenUp = interruptionsInARow(this.journal.state.history) + 1 >= MAX_INTERRUPTIONS;
    const outcome: BuildOutcome = {
      ...blankOutcome(new Date(running.startedAt), new Date()),
      outcome: 'interrupted',
      stoppedBy: 'interrupted',
      failure: givenUp
        ? `The publishing service stopped during this build, ${MAX_INTERRUPTIONS} times in a row: its events are set aside and need attention. Look at the service's log (memory, its supervisor), then try again from the status page or publish again from the CMS.`
        : 'The publishing service stopped during this build; its events are built again.',
    };
    if (!givenUp) {
      this.journal.requeueRunning({ outcome });
      return this.journal.save();
    }
    const record = this.journal.setAside(outcome);
    await this.journal.save();
    // The CMS is told its events are set aside, as of every build's outcome; the service does not wait
    // for it to start (a CMS that does not answer takes up to ten seconds).
    this.told = this.tellCms(record).catch((err: unknown) => console.error('publisher: the callback could not be recorded', err));
  }

  /** Settles once the CMS has been told of a build set aside at the start (or could not be). */
  told: Promise<unknown> = Promise.resolve();

  /** The callbacks on their way (tellLater). */
  private readonly telling = new InFlight(CALLBACKS_IN_FLIGHT);

  /** `record`'s callback sent beside the next build; returns at once, unless CALLBACKS_IN_FLIGHT are unanswered. */
  private tellLater(record: Frozen<BuildRecord>): Promise<void> {
    return this.telling.add(
      this.tellCms(record).catch((err: unknown) => console.error('publisher: the callback could not be recorded', err)),
    );
  }

  /** The signed callback of `record`'s outcome to the CMS, and what became of it in the record. */
  private async tellCms(record: Frozen<BuildRecord>): Promise<void> {
    if (!this.config.callbackUrl) return;
    this.journal.noteCallback(record.id, await sendCallback(this.config, record));
    await this.journal.save();
  }

  /** Starts a build if one is due and none is running. */
  kick(): void {
    if (this.building && this.journal.state.waiting.length) this.tellMoreWaiting();
    if (this.building || this.stopped) return;
    const { waiting, retry } = this.journal.state;
    if (!waiting.length) return;
    const wait = retry ? Date.parse(retry.at) - Date.now() : 0;
    if (wait > 0) {
      clearTimeout(this.wake);
      this.wake = setTimeout(() => this.kick(), wait);
      return;
    }
    this.building = true;
    this.idle = this.build()
      // Its records could not be written (a full disk): said, and its events tried again after a wait.
      .catch((err: unknown) => {
        console.error('publisher: a build could not be recorded', err);
        this.journal.requeueRunning({ retryAt: new Date(Date.now() + this.config.retryMs) });
      })
      .finally(() => {
        this.building = false;
        this.kick();
      });
  }

  /** No build starts from now on; the one running is stopped, and stays on disk as running (recover() runs it again). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.wake);
    this.days?.stop();
    this.stopping.abort();
    this.builds.close();
    await Promise.all([this.idle, this.told]);
    await this.telling.settled();
  }

  /** The build running is told events wait for the next build (it leaves its full search index to it); once per build. */
  private toldMore = 0;
  private tellMoreWaiting() {
    const running = this.journal.state.running;
    if (!running || this.toldMore === running.id) return;
    this.toldMore = running.id;
    writeFile(moreEventsFile(this.config, running.id), '').catch((err: unknown) =>
      console.error('publisher: could not tell the build more events wait', err),
    );
  }

  private async build(): Promise<void> {
    const started = new Date();
    const { id, triggers } = this.journal.startBuild(started);
    await this.journal.save();

    const files = recheckFiles(triggers);
    let run: BuildProcess;
    try {
      run = await runServiceBuild(this.builds, this.config, id, { files, named: namedEvery(triggers) }, this.stopping.signal);
    } catch (err) {
      run = { report: null, timedOut: false, tail: (err as Error).message };
    }
    // Stopped with the service: left as running, to be run again at its next start.
    if (this.stopped) return;
    const outcome = outcomeOf(started, run);
    let record: Frozen<BuildRecord>;
    if (outcome.stoppedBy === 'source' || outcome.stoppedBy === 'timeout' || outcome.stoppedBy === 'killed') {
      // Tried again later with the same events (and any that arrive meanwhile).
      const attempts = this.journal.attempts + 1;
      const wait = nextTry(attempts, this.config);
      // Given up: the events are set aside, and the record says what a person should do.
      if (wait === null)
        record = this.journal.setAside({
          ...outcome,
          failure:
            `${outcome.failure ?? ''}\nTried ${attempts} times; given up. Check that the CMS answers (CMS_URL) and the build's time limit (PUBLISH_BUILD_TIMEOUT_S), then try again from the status page or publish again from the CMS.`.trim(),
        });
      else record = this.journal.finish(outcome, { attempts, at: new Date(Date.now() + wait) });
    } else record = this.journal.finish(outcome);
    // What the page list showed changed without a hook, once this build was live: built next. Only after
    // a build of the CMS's events: a list that never agrees with itself (versions made at each listing)
    // gives one build more per event, not builds without end.
    const unnamed = run.report?.unnamed;
    const ofCms = triggers.some((t) => t.foundBy === undefined);
    if (unnamed !== undefined && (unnamed === null || unnamed.length) && ofCms && isLiveOutcome(record.outcome))
      this.journal.followUp(unnamed, record.id, new Date());
    await this.journal.save();
    await this.tellLater(record);
  }
}

/** Work on its way (promises that never reject), `limit` at most: add() resolves once fewer than `limit` of it are unsettled. */
export class InFlight {
  private readonly going = new Set<Promise<void>>();
  constructor(private readonly limit: number) {}

  async add(work: Promise<void>): Promise<void> {
    const one: Promise<void> = work.finally(() => this.going.delete(one));
    this.going.add(one);
    while (this.going.size >= this.limit) await Promise.race(this.going);
  }

  /** Settles once everything added so far has. */
  settled(): Promise<unknown> {
    return Promise.all(this.going);
  }
}

/**
 * The page files a build reads again whatever the page list's versions say: every file any of its events
 * named. An event that names none leaves the versions to decide for the other pages; it takes nothing
 * away from the files the others named (a named page whose version is stale is still read).
 */
export const recheckFiles = (triggers: Frozen<Trigger[]>) => [...new Set(triggers.flatMap((t) => t.files ?? []))];

/**
 * Whether every event of a build named the files it is about, so that nothing else changed: the build may
 * then take the page list from its record (and reads the list once it is live, to catch what no hook
 * named: app/site-build/pipeline/list-check.ts). Events merged when too many waited may have stood for
 * one that named none: the list decides.
 */
const namedEvery = (triggers: Frozen<Trigger[]>) => triggers.length > 0 && triggers.every((t) => t.files?.length && !t.merged?.length);

function blankOutcome(started: Date, ended: Date): BuildOutcome {
  return {
    endedAt: ended.toISOString(),
    seconds: Math.round((ended.getTime() - started.getTime()) / 100) / 10,
    outcome: 'failed',
    stoppedBy: null,
    pages: null,
    errors: [],
    failure: null,
    retryAt: null,
    callback: null,
  };
}

function outcomeOf(started: Date, { report, timedOut, tail, killedBy }: BuildProcess): BuildOutcome {
  const blank = blankOutcome(started, new Date());
  if (timedOut)
    return {
      ...blank,
      outcome: 'timeout',
      stoppedBy: 'timeout',
      failure: 'The build took longer than the service allows (PUBLISH_BUILD_TIMEOUT_S).',
    };
  // Killed from outside before it reported (the out-of-memory killer, an operator): nothing of it was
  // published, and nothing says it would fail again, so it is tried again like a CMS that failed.
  if (!report && killedBy)
    return {
      ...blank,
      stoppedBy: 'killed',
      failure: `The build process was killed (${killedBy}) before it ended: nothing was published, and it is tried again. Its last words:\n${lastLines(tail)}`,
    };
  if (!report) return { ...blank, stoppedBy: 'error', failure: `The build ended without a report. Its last words:\n${lastLines(tail)}` };
  return {
    ...blank,
    outcome: buildOutcome(report),
    stoppedBy: report.stoppedBy ?? (isPublished(report) ? null : 'error'),
    pages: isPublished(report) ? { total: report.pages.total, rendered: report.pages.rendered, removed: report.files.removed } : null,
    errors: report.errors.slice(0, ERRORS_KEPT),
    failure: report.failure,
    held: report.lockHeld ?? null,
    timing: {
      start: Math.round(Date.parse(report.startedAt) - started.getTime()) / 1000,
      phases: report.phases,
      live: report.liveSeconds,
      searchLive: report.search?.recent?.liveSeconds ?? report.search?.liveSeconds ?? null,
      searchComplete: report.search && !report.search.deferred ? report.search.liveSeconds : null,
    },
  };
}

const isPublished = (r: BuildReport) => isLiveOutcome(r.outcome);
const buildOutcome = (r: BuildReport): BuildRecord['outcome'] => (r.outcome === 'valid' ? 'failed' : r.outcome);
const lastLines = (text: string) => text.trimEnd().split('\n').slice(-12).join('\n');
