/**
 * A build started ahead of its command (`launch.mjs --standby --out DIR`): the publishing service
 * keeps one waiting, so that an editor's save does not wait for a process to start, the build's
 * modules to load and the published build's record (tens of MB at full scale) to be read and parsed:
 * about 1.2 s of the 2 an edit took to go live. It is still one build per process, as every other
 * build: nothing of one build is in the next, and its memory is returned when it ends.
 *
 * The service starts the next one once the running build's edit is live and found by search
 * (`--follow`): it loads the build's modules while that build finishes, and reads the record only when
 * told that build has put its record for the next build in place (or has ended), so that an edit saved
 * just after another does not wait for a process to start and load either.
 *
 * While it waits it holds its modules and the record; it lets itself go after an idle while
 * (BUILD_STANDBY_IDLE_MS, 10 minutes), and when the service that started it is gone. Given its
 * command, it first checks that the code it loaded is still the code there (a deploy since): if not,
 * it ends with STALE_EXIT having written nothing, and the service builds in a process started afresh.
 *
 * With `--warm` it stays after a build that succeeded, as the next build's standby: it says so to the
 * service (`{ built, warm }`), keeps the record it has just put in place in memory (an edit's; after a
 * whole build it reads the new folder's), works ahead from it and waits for its next command. An edit
 * saved while the one before finishes then waits neither for a process to start nor for the record, tens
 * of MB, to be read back (most of a second at full scale). Every build is still the build a process
 * started for it makes: the record it starts from is the one on the disk (its file checked unchanged),
 * and what it makes ahead is made from that record alone. It stays for at most WARM_BUILDS builds, and
 * while its resident memory as a build ends is under WARM_MIB: past either it ends, says why, and the
 * service starts a fresh one.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_DIR } from './bundle/bundle.ts';
import { ownName } from './support/processes.ts';
import { STALE_EXIT, startClockNow } from './pipeline/report.ts';
import type { KeptRecord } from './publish/build-state.ts';

/** What launch.mjs gives a standby: its commands when they come, and whether the code it loaded is current. */
export interface StandbyHandle {
  command: Promise<unknown>;
  /** The next command after the first (a standby that stays warm after its build, --warm). */
  nextCommand(): Promise<unknown>;
  /** The word, to a standby that follows a build (--follow), that the build's record for the next one is in place. */
  read: Promise<unknown>;
  loaded: string | null;
  stillCurrent(): Promise<boolean>;
}

/** The message that gives a standby its command: the build's command line, as after `npm run build --`. */
interface StandbyCommand {
  argv: string[];
}
const isCommand = (m: unknown): m is StandbyCommand =>
  typeof m === 'object' &&
  m !== null &&
  Array.isArray((m as StandbyCommand).argv) &&
  (m as StandbyCommand).argv.every((a) => typeof a === 'string');

const DEFAULT_IDLE_MS = 10 * 60 * 1000;

/** Settles when the channel to the service closes (the service stopped or was killed): one listener, however many builds. */
let channelClosed: Promise<null> | undefined;
const serviceGone = () =>
  (channelClosed ??= new Promise<null>((done) => (process.connected ? process.once('disconnect', () => done(null)) : done(null))));
/** The most builds one warm process makes before it lets a fresh one take over. */
const WARM_BUILDS = 50;
/**
 * The most memory (resident, as the build ends) with which a process stays warm after it (BUILD_WARM_MIB
 * sets another, for tests). Not more: at full scale an edit's build peaks 150–300 MiB over the process's
 * resting size, and the process rests at up to 1,400 MiB once it has worked ahead after a whole build,
 * against a budget of 1.5 GB.
 */
const WARM_MIB = 1_024;

/** The standby's output folder, from its command line (`--out`, as the build takes it). */
const outOf = (root: string, argv: string[]) => {
  const at = argv.indexOf('--out');
  return resolve(root, at >= 0 && argv[at + 1] ? argv[at + 1]! : 'dist');
};

/** Warms the build, waits for its command, and gives its command line; ends the process if none comes. */
export async function standbyCommand(standby: StandbyHandle, root: string, argv: string[]): Promise<string[]> {
  const gone = serviceGone();
  let commanded = false;
  void standby.command.then(() => (commanded = true));
  // Ahead of the command: the build's modules, and the record of the published build.
  await import('./build-site.ts');
  const { codeFingerprint } = await import('./publish/code-fingerprint.ts');
  const code = await codeFingerprint(root);
  // A standby started while a build runs (--follow) reads the record that build leaves, once it is in place.
  if (argv.includes('--follow')) await Promise.race([standby.read, standby.command, gone]);
  return waitForCommand(standby, root, argv, { code, command: standby.command, gone, commanded: () => commanded });
}

/**
 * After a build in a standby that stays warm (--warm): says how it ended (`{ built, warm }`) and, when it
 * succeeded and the process may stay, works ahead again from the record the build left and waits for
 * the next command; else the process ends with the build's exit code.
 */
export async function warmCommand(standby: StandbyHandle, root: string, argv: string[]): Promise<string[]> {
  const built = typeof process.exitCode === 'number' ? process.exitCode : 0;
  const gone = serviceGone();
  const { keptRecord, forgetRecord } = await import('./publish/build-state.ts');
  const { forgetTaken } = await import('./publish/ahead.ts');
  const { forgetBuildCaches } = await import('./support/per-build.ts');
  // What the build left for a build in a process of its own, and nothing of it for the next: its record
  // read ahead, what it took of the work ahead.
  const kept = keptRecord();
  forgetRecord();
  forgetTaken();
  forgetBuildCaches();
  const leaving = built === 0 ? whyNotWarm(++warmBuilds, process.memoryUsage().rss) : null;
  const warm = built === 0 && !leaving;
  // Said, so that an operator who sees an edit wait for a fresh process (the record read again: about
  // two seconds at full scale) knows why; to a service still there to show it.
  if (leaving && process.connected)
    console.log(`build process: not staying warm after its build: ${leaving}; the next build starts in a fresh process`);
  process.send?.({ built, warm });
  if (!warm) {
    process.disconnect?.();
    process.exit(built);
  }
  process.exitCode = undefined;
  let commanded = false;
  const command = standby.nextCommand();
  void command.then(() => (commanded = true));
  // The kept record names its code; without one, the code is fingerprinted as a standby's start does.
  const code = kept ? kept.state.code : await (await import('./publish/code-fingerprint.ts')).codeFingerprint(root);
  return waitForCommand(standby, root, argv, { code, command, gone, commanded: () => commanded, kept });
}
let warmBuilds = 0;

/** Why a process whose build succeeded does not stay warm, or null: it may. */
function whyNotWarm(builds: number, residentBytes: number): string | null {
  const mib = Number(process.env.BUILD_WARM_MIB) > 0 ? Number(process.env.BUILD_WARM_MIB) : WARM_MIB;
  if (builds >= WARM_BUILDS) return `${builds} builds made, the most one process makes`;
  if (residentBytes >= mib * 2 ** 20) return `${Math.round(residentBytes / 2 ** 20)} MiB resident, ${mib} MiB the most it stays with`;
  if (!process.connected) return 'the service is gone';
  return null;
}

/** The work ahead begun from a record kept while its build finished, stopped by a command. */
let background: { state: object; stop: boolean; done: Promise<void> } | null = null;

/**
 * In a standby that stays warm: once its build has put the record for the next build in place and still
 * has seconds of work (its search index, mostly in Pagefind's process), the next build's work ahead is
 * made from that record meanwhile, so that an edit saved as the build ends finds it made.
 */
export async function workAheadWhileFinishing(root: string): Promise<void> {
  const { whenRecordKept } = await import('./publish/build-state.ts');
  const { prepareEditAhead } = await import('./pipeline/edit-ahead.ts');
  whenRecordKept((kept, workAhead) => {
    if (!workAhead) return;
    const b: NonNullable<typeof background> = { state: kept.state, stop: false, done: Promise.resolve() };
    // Then the collection (see waitForCommand), while the build still makes its index: once the build
    // has ended, a command may come at any moment.
    b.done = prepareEditAhead(kept.state, kept.live, root, () => b.stop).then(
      () => void (b.stop || (globalThis as { gc?: () => void }).gc?.()),
      () => undefined,
    );
    background = b;
  });
}

/**
 * Reads the published build's record (or takes the one this process just put in place), works ahead
 * from it, and waits for the command; checks then that the code loaded is still the code there.
 */
async function waitForCommand(
  standby: StandbyHandle,
  root: string,
  argv: string[],
  at: {
    code: string;
    command: Promise<unknown>;
    gone: Promise<null>;
    commanded: () => boolean;
    kept?: KeptRecord | null;
  },
): Promise<string[]> {
  // Ending without a build, it takes away the published prerender bundle it copied ahead (its own folder
  // under .build/); a build's own start would otherwise sweep it only later.
  function leave(code: number): never {
    rmSync(join(root, '.build', ownName(SERVER_DIR)), { recursive: true, force: true });
    process.exit(code);
  }
  // Stopped before its command (the service stopping, or a warm process taking its place: SIGTERM), it
  // leaves as it does when let go. Once it builds, SIGTERM ends it as it ends any build.
  const stopped = () => leave(0);
  process.once('SIGTERM', stopped);
  const out = outOf(root, argv);
  const warm = argv.includes('--warm');
  const { readBuildStateAhead, takeKeptRecord } = await import('./publish/build-state.ts');
  // It writes the record again after each build: the entries its edits did not change copied from the last.
  if (warm) (await import('./publish/record-writer.ts')).copyFromLastRecord(true);
  // The record kept in memory is taken even when the command is already here (it costs a stat); one
  // on the disk is read ahead only while no command waits (the build reads it then, as a build does).
  const previous = at.kept
    ? await takeKeptRecord(at.kept, out, at.code)
    : at.commanded()
      ? null
      : await readBuildStateAhead(out, at.code).catch(() => null);
  // And what an edit works out from the record alone, unless the command comes first (the build then
  // does it): begun already, from the record kept, while the build before finished (workAheadWhileFinishing).
  const begun = background;
  const ahead = previous && begun?.state === previous.state;
  if (ahead) {
    void at.command.then(() => (begun.stop = true));
    await begun.done;
  } else {
    // Begun from a record no longer the published one: of no use.
    if (begun) begun.stop = true;
    if (previous) await (await import('./pipeline/edit-ahead.ts')).prepareEditAhead(previous.state, previous.live, root, at.commanded);
  }
  background = null;
  // A full collection now, while nothing waits on it: reading the record and the work ahead leave
  // hundreds of MB of garbage, whose collection would otherwise fall inside the edit (0.1-0.3 s of
  // mark-compact at full scale). The service starts its standbys with --expose-gc. Not when the command
  // is here: it would be the edit's wait; nor after work ahead made while the build finished, which
  // collected then.
  if (!at.commanded() && !ahead) (globalThis as { gc?: () => void }).gc?.();
  // Said to the service (and the tests): what can be done ahead is done.
  process.send?.({ ready: true });
  const idleMs = Number(process.env.BUILD_STANDBY_IDLE_MS) > 0 ? Number(process.env.BUILD_STANDBY_IDLE_MS) : DEFAULT_IDLE_MS;
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<null>((done) => (timer = setTimeout(() => done(null), idleMs)));
  const message = await Promise.race([at.command, at.gone, idle]);
  clearTimeout(timer);
  if (!isCommand(message)) leave(0);
  process.off('SIGTERM', stopped);
  startClockNow();
  // Its channel closed: the process ends with its build, as any build's (one that stays warm keeps it).
  if (!warm) process.disconnect?.();
  if (!(await standby.stillCurrent())) {
    console.log('npm run build: the code changed since this standby build loaded it; nothing was built (the service builds afresh).');
    leave(STALE_EXIT);
  }
  return message.argv;
}
