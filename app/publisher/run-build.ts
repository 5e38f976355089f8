/**
 * One build, as `npm run build` runs it: a process of its own (its memory is returned when it ends, and
 * it takes the output folder's lock, so it waits for any other build of the folder), read back from
 * its report. The service decides from the report what to tell the editors and whether to try again.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EDIT_FOUND_LINE, RECORD_READY_LINE, STALE_EXIT, type BuildReport } from '../site-build/pipeline/report.ts';
import type { PublisherConfig } from './config.ts';
import type { StandbyBuilds } from './standby-build.ts';

/** What a build process left: its report, whether it was stopped for its time, the end of its output. */
export interface BuildProcess {
  report: BuildReport | null;
  /** The build was stopped for running longer than the service allows. */
  timedOut: boolean;
  /** The end of its output, for a build that ended without a report. */
  tail: string;
  /**
   * The signal that ended the build when the service did not send it (SIGKILL from the kernel's
   * out-of-memory killer or an operator, SIGSEGV): its edit was not published, and nothing in the
   * content says it would fail again. Null when it exited, or was stopped for its time or with the service.
   */
  killedBy?: NodeJS.Signals | null;
}

/** A build's output kept for the record: the end of it, where the reason for a failure is. */
const TAIL_BYTES = 8 * 1024;
/** After SIGTERM, the time a build has to remove what it wrote before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * Runs build `id` of the page documents its events named (`files`: read again whatever their stamps;
 * `named` says every event named its files, so that only they changed and the build may take the page
 * list from its record: --changed); `signal` stops it (the service is stopping: the build is run again at
 * its next start).
 */
export async function runServiceBuild(
  builds: StandbyBuilds,
  config: PublisherConfig,
  id: number,
  { files: recheck, named }: { files: string[]; named: boolean },
  signal: AbortSignal,
): Promise<BuildProcess> {
  const reportFile = join(config.stateDir, `build-${id}.report.json`);
  const recheckFile = join(config.stateDir, `build-${id}.recheck.json`);
  const moreFile = moreEventsFile(config, id);
  await rm(reportFile, { force: true });
  if (recheck.length) await writeFile(recheckFile, JSON.stringify(recheck));
  const command = {
    out: config.outDir,
    report: reportFile,
    args: [...config.buildArgs, '--defer-index', moreFile, ...(recheck.length ? [named ? '--changed' : '--recheck', recheckFile] : [])],
  };
  const taken = builds.take(command);
  // A standby stays warm after its build, as the next one's: none is started to follow it.
  let run = await watch(taken.child, config, signal, {
    [EDIT_FOUND_LINE]: () => taken.standby || builds.follow(),
    [RECORD_READY_LINE]: () => builds.read(),
  });
  // A standby whose code is no longer the code there built nothing: the build runs in a fresh process.
  if (taken.standby && run.exitCode === STALE_EXIT && !existsSync(reportFile) && !signal.aborted)
    run = await watch(builds.start(command), config, signal);
  const report = await readFile(reportFile, 'utf8')
    .then((text) => JSON.parse(text) as BuildReport)
    .catch(() => null);
  await Promise.all([rm(reportFile, { force: true }), rm(recheckFile, { force: true }), rm(moreFile, { force: true })]);
  // The next build's process: this one, staying warm; else one loading while the service waits for its event.
  if (run.warm && !signal.aborted) builds.adopt(taken.child);
  else if (run.warm) taken.child.kill('SIGTERM');
  if (!signal.aborted) builds.warm();
  return { report, timedOut: run.timedOut, tail: run.tail, killedBy: run.killedBy };
}

/** A build's process followed to its end: its output's end kept, stopped for its time or with the service. */
async function watch(
  child: ChildProcess,
  config: PublisherConfig,
  signal: AbortSignal,
  onLines: Record<string, () => void> = {},
): Promise<Omit<BuildProcess, 'report'> & { exitCode: number | null; warm?: boolean }> {
  let tail = '';
  const keep = (chunk: Buffer, stream: NodeJS.WriteStream) => {
    stream.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_BYTES);
  };
  const lookFor = Object.entries(onLines).map(([line, on]) => lineWatcher(line, on));
  const out = (c: Buffer) => {
    keep(c, process.stdout);
    for (const look of lookFor) look(c.toString('utf8'));
  };
  const err = (c: Buffer) => keep(c, process.stderr);
  // A warm process's output goes on being shown after its build's end (its last lines may come after
  // the message that said so) until its next build is watched.
  detachPrevious.get(child)?.();
  child.stdout!.on('data', out);
  child.stderr!.on('data', err);
  let stoppedHere = false;
  const stop = () => ((stoppedHere = true), child.kill('SIGTERM'));
  signal.addEventListener('abort', stop);
  let timedOut = false;
  let kill: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    stoppedHere = true;
    child.kill('SIGTERM');
    kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  }, config.buildTimeoutMs);
  // A build that cannot be started (EAGAIN, EMFILE: the machine is out of processes or files) ends like
  // one that failed, its reason in its output; without this listener the error would end the service.
  const failed = (e: Error) => {
    tail = `${tail}\nthe build could not be started: ${e.message}`.slice(-TAIL_BYTES);
  };
  child.on('error', failed);
  // A build ends with its process, or, in a standby that stays warm (--warm), says it has ended: its exit
  // code, and whether it stays as the next build's standby.
  let onBuilt: ((m: unknown) => void) | undefined;
  let onClose: ((code: number | null, endSignal: NodeJS.Signals | null) => void) | undefined;
  const ended =
    child.exitCode !== null || child.signalCode !== null
      ? { code: child.exitCode, signal: child.signalCode }
      : await new Promise<{ code: number | null; signal: NodeJS.Signals | null; warm?: boolean }>((done) => {
          onClose = (code, endSignal) => done({ code, signal: endSignal });
          onBuilt = (m) => {
            if (isBuilt(m)) done({ code: m.built, signal: null, warm: m.warm });
          };
          child.once('close', onClose);
          child.on('message', onBuilt);
        });
  if (onClose) child.off('close', onClose);
  if (onBuilt) child.off('message', onBuilt);
  clearTimeout(timer);
  clearTimeout(kill);
  signal.removeEventListener('abort', stop);
  if ('warm' in ended)
    detachPrevious.set(child, () => {
      child.stdout!.off('data', out);
      child.stderr!.off('data', err);
      child.off('error', failed);
    });
  return {
    timedOut,
    tail,
    killedBy: stoppedHere ? null : ended.signal,
    exitCode: ended.code,
    warm: 'warm' in ended && ended.warm === true,
  };
}

/** The output listeners of a warm process's last build, taken off when its next build is watched. */
const detachPrevious = new WeakMap<ChildProcess, () => void>();

/** What a standby that stays warm says when its build has ended (app/site-build/standby.ts warmCommand). */
const isBuilt = (m: unknown): m is { built: number; warm: boolean } =>
  typeof m === 'object' &&
  m !== null &&
  Number.isInteger((m as { built?: unknown }).built) &&
  typeof (m as { warm?: unknown }).warm === 'boolean';

/**
 * Calls `onLine` once, when a line of the text given chunk by chunk starts with `start`. A line may come
 * in two chunks: the start of the last one is kept while it may still become such a line ('\0' once it
 * cannot).
 */
export function lineWatcher(start: string, onLine: () => void): (chunk: string) => void {
  let line = '';
  let seen = false;
  return (chunk) => {
    if (seen) return;
    const lines = (line + chunk).split('\n');
    const last = lines.pop()!;
    if ([...lines, last].some((l) => l.startsWith(start))) {
      seen = true;
      onLine();
    }
    line = start.startsWith(last) ? last : '\0';
  };
}

/**
 * The file that tells build `id` events are waiting for the next build (made by the scheduler when one
 * arrives while it runs): the build then leaves its full search index to that build (--defer-index).
 */
export const moreEventsFile = (config: Pick<PublisherConfig, 'stateDir'>, id: number) => join(config.stateDir, `build-${id}.more`);
