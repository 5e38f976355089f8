/**
 * What builds that died leave behind. Each build names what it writes outside its own build folder
 * after itself (`server-<mark>`, `.staging-<mark>`, `<x>.next-<mark>`…), its mark being its process id
 * and when it started (`<pid>.<start>`): whatever carries the mark of a process that is no longer running
 * belongs to no one, and is removed. The one sweep every phase uses.
 *
 * Why the start time: a container started again gives its processes the ids they had before (the
 * service is often process 1 or 7 again), so an id alone would name what a killed process left as if a
 * live one had made it: kept for ever, and taken for its own by the process that now has that id. And a
 * project shared with a process in another PID namespace (a container beside the host) sees that
 * process under another id: the sweep also looks for a process that has the name's id in its own
 * namespace and the name's start time (`NSpid` in /proc), so a parent namespace never removes what a
 * live process below it is writing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Whether a process with this id is running (a process we may not signal still is). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started, in clock ticks after the machine booted (`/proc/<pid>/stat`, field 22), or
 * null where /proc does not say. With its id it names one process for good: a container started again
 * gives its processes the same ids, never the same start times.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: the fields after it are counted from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** This process as a lock file names its holder, for people to read: "<pid> <start time>". */
export const ownIdentity = () => `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();

let ownMarkMemo: string | undefined;
/**
 * A process's mark in the names it writes: `<pid>.<start time>`, or `<pid>` alone where /proc does not
 * say when it started (then judged by its id alone, as names made before the start time was added are).
 */
export function processMark(pid = process.pid): string {
  if (pid === process.pid && ownMarkMemo) return ownMarkMemo;
  const start = processStartTime(pid);
  const mark = start ? `${pid}.${start}` : String(pid);
  if (pid === process.pid) ownMarkMemo = mark;
  return mark;
}

/** A process's mark as a pattern's groups read it: its id, and its start time when the name has one. */
const MARK = '(\\d+)(?:\\.(\\d+))?';

/**
 * The processes this namespace shows, by start time: read once per sweep, and only when a name's own
 * check fails.
 */
function processesByStart(): Map<string, string[]> {
  const byStart = new Map<string, string[]>();
  for (const entry of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    const start = processStartTime(Number(entry));
    if (start) byStart.set(start, [...(byStart.get(start) ?? []), entry]);
  }
  return byStart;
}

/** A process's ids, from this namespace's down to its own (`NSpid` in /proc; its id here where that is not said). */
function idsOf(entry: string): string[] {
  try {
    const ids = /^NSpid:\s*(.+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
    return ids ? ids.trim().split(/\s+/) : [entry];
  } catch {
    return [];
  }
}

/**
 * Whether the process a name's mark names is running: its id alone for a mark without a start time;
 * otherwise a process with that id and that start time, here or in a PID namespace below this one.
 */
function markAlive(pid: number, start: string | undefined, byStart: () => Map<string, string[]>): boolean {
  if (!start) return processAlive(pid);
  if (processStartTime(pid) === start) return true;
  return (byStart().get(start) ?? []).some((entry) => idsOf(entry).at(-1) === String(pid));
}

/** The mark a name ends in, read by a pattern whose first group is the id and second the start time. */
function markOf(name: string, pattern: RegExp): { pid: number; start?: string } | null {
  const m = pattern.exec(name);
  const pid = Number(m?.[1]);
  return pid ? { pid, start: m?.[2] } : null;
}

/** A sweep's judge of marks: the processes this namespace shows, read at most once. */
function judge(): (pid: number, start: string | undefined) => boolean {
  let processes: Map<string, string[]> | undefined;
  const byStart = () => {
    try {
      return (processes ??= processesByStart());
    } catch {
      return (processes = new Map());
    }
  };
  return (pid, start) => markAlive(pid, start, byStart);
}

/**
 * Whether the name, made by {@link ownName} or as a build folder (`<time>-<mark>`), is this process's
 * own, another running process's, or a dead process's (`pattern`: the mark's id first, its start second).
 */
export function makerOf(names: RegExp): (name: string) => 'own' | 'running' | 'dead' | 'none' {
  const alive = judge();
  const own = processMark();
  return (name) => {
    const mark = markOf(name, names);
    if (!mark) return 'none';
    if (`${mark.pid}${mark.start ? `.${mark.start}` : ''}` === own) return 'own';
    return alive(mark.pid, mark.start) ? 'running' : 'dead';
  };
}

/**
 * Removes the entries of `dir` whose name `pidOf` reads a mark from (a regular expression whose first
 * group is the process id and second its start time) when that process is not running; returns their names.
 */
export async function removeLeftoversOfDeadProcesses(dir: string, pidOf: RegExp): Promise<string[]> {
  const removed: string[] = [];
  const maker = makerOf(pidOf);
  for (const name of await readdir(dir).catch(() => [])) {
    if (maker(name) === 'dead') {
      await rm(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * The one rule for what a process writes outside its own build folder while it works (a staging
 * folder, a server bundle, a record about to replace another): `<name>-<mark>` ({@link processMark}), so
 * whatever a process that died left can be told from what a live one is writing. A file written whole
 * and renamed into place is a {@link tempName} instead.
 */
export const ownName = (name: string, pid = process.pid) => `${name}-${processMark(pid)}`;

/**
 * The names {@link ownName} made from one of `names`, the process id as their first group and its start
 * time, when there is one, as their second: a name that starts with a dot (`.staging`) may follow anything
 * (`es-0.staging-123.456`); any other is the whole name before the mark (`server-123.456`).
 */
export function ownNamePattern(...names: string[]): RegExp {
  const alternatives = names.map((n) => (n.startsWith('.') ? '' : '^') + n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:${alternatives.join('|')})-${MARK}$`);
}

let temps = 0;
/**
 * A temporary name beside `path` that says which process made it (`<path>.tmp-<mark>-<n>`, unique to the
 * call): written whole, then renamed into place. One that a killed process left is removed by the next
 * process that sweeps the folder ({@link sweepTempsOnce}).
 */
export const tempName = (path: string) => `${path}.tmp-${processMark()}-${++temps}`;
/**
 * `data` written whole as `path`: under a {@link tempName}, then renamed over it, so that a reader gets
 * the old file or the new one, never part of one, and a process killed mid-write leaves only a temporary
 * file the next sweep removes.
 */
export async function replaceFile(path: string, data: string | Uint8Array): Promise<void> {
  const temp = tempName(path);
  await writeFile(temp, data);
  await rename(temp, path);
}
/** What {@link tempName} makes (and the older `<name>.tmp-<pid>`), the process id first and its start time second. */
export const TEMP_NAME = /\.tmp-(\d+)(?:\.(\d+))?(?:-\d+)?$/;

const swept = new Map<string, Promise<unknown>>();
/** Removes, once per folder in this process, the temporary files and folders of processes that died. */
export function sweepTempsOnce(dir: string): Promise<unknown> {
  let done = swept.get(dir);
  if (!done) swept.set(dir, (done = removeLeftoversOfDeadProcesses(dir, TEMP_NAME).catch(() => undefined)));
  return done;
}
