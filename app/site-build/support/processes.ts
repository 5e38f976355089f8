/**
 * What builds that died leave behind. Each build names what it writes outside its own build folder
 * after its process id (`server-<pid>`, `.staging-<pid>`, `<x>.next-<pid>`…): whatever carries the id of a
 * process that is no longer running belongs to no one, and is removed. The one sweep every phase uses.
 */
import { readdir, rm } from 'node:fs/promises';
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
