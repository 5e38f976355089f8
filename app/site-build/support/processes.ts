/**
 * What builds that died leave behind. Each build names what it writes outside its own build folder
 * after its process id (`server-<pid>`, `.staging-<pid>`, `<x>.next-<pid>`…): whatever carries the id of a
 * process that is no longer running belongs to no one, and is removed. The one sweep every phase uses.
 */
import { readFileSync } from 'node:fs';
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

/**
 * Removes the entries of `dir` whose name `pidOf` reads a process id from (a regular expression whose
 * first group is the id) when that process is not running; returns their names.
 */
export async function removeLeftoversOfDeadProcesses(dir: string, pidOf: RegExp): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [])) {
    const pid = Number(pidOf.exec(name)?.[1]);
    if (pid && !processAlive(pid)) {
      await rm(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}

/**
 * The one rule for what a process writes outside its own build folder while it works (a staging
 * folder, a server bundle, a record about to replace another): `<name>-<pid>`, so whatever a process
 * that died left can be told from what a live one is writing. A file written whole and renamed into
 * place is a {@link tempName} instead.
 */
export const ownName = (name: string, pid = process.pid) => `${name}-${pid}`;

/**
 * The names {@link ownName} made from one of `names`, the process id as their first group: a name that
 * starts with a dot (`.staging`) may follow anything (`es-0.staging-123`); any other is the whole name
 * before the id (`server-123`).
 */
export function ownNamePattern(...names: string[]): RegExp {
  const alternatives = names.map((n) => (n.startsWith('.') ? '' : '^') + n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:${alternatives.join('|')})-(\\d+)$`);
}

let temps = 0;
/**
 * A temporary name beside `path` that says which process made it (`<path>.tmp-<pid>-<n>`, unique to the
 * call): written whole, then renamed into place. One that a killed process left is removed by the next
 * process that sweeps the folder ({@link sweepTempsOnce}).
 */
export const tempName = (path: string) => `${path}.tmp-${process.pid}-${++temps}`;
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
/** What {@link tempName} makes (and the older `<name>.tmp-<pid>`), the process id first. */
export const TEMP_NAME = /\.tmp-(\d+)(?:-\d+)?$/;

const swept = new Map<string, Promise<unknown>>();
/** Removes, once per folder in this process, the temporary files and folders of processes that died. */
export function sweepTempsOnce(dir: string): Promise<unknown> {
  let done = swept.get(dir);
  if (!done) swept.set(dir, (done = removeLeftoversOfDeadProcesses(dir, TEMP_NAME).catch(() => undefined)));
  return done;
}
