/**
 * One build at a time per output folder: `<out>.lock` holds the id of the process building it. Two
 * builds of one folder (a person's `npm run build` and the publishing service's, or two services) would
 * otherwise both edit the live folder in place, or each remove the other's build folder as a leftover.
 *
 * The lock is a file made by link(2), which fails if the name exists, so exactly one process takes it.
 * A holder that died (its process is gone) releases it: the next process moves the stale file aside,
 * checks that what it moved is still the dead holder's, and takes the lock. A process waiting for it
 * keeps its own `<out>.lock.<pid>` meanwhile, so anyone can see who waits (lockWaiters).
 */
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { processAlive, removeLeftoversOfDeadProcesses } from '../support/processes.ts';

export const lockFile = (out: string) => `${out}.lock`;

export interface OutputLock {
  release(): Promise<void>;
}

/** The process holding the lock on `out`, or null when none does (no lock, or its holder died). */
export async function lockHolder(out: string): Promise<number | null> {
  const pid = await readHolder(lockFile(out));
  return pid !== null && processAlive(pid) ? pid : null;
}

async function readHolder(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const pid = Number(text.trim());
  // A lock file that says no process (written half way by a holder that died then) is a dead holder's.
  return Number.isInteger(pid) && pid > 0 ? pid : 0;
}

/** The lock file's name with a process id after it: a candidate of that process, waiting or about to take the lock. */
const candidate = (out: string, pid: number) => `${lockFile(out)}.${pid}`;
const candidatePid = (out: string) => new RegExp(`^${basename(lockFile(out)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)$`);

/** The processes waiting for the lock on `out`. */
export async function lockWaiters(out: string): Promise<number[]> {
  const pattern = candidatePid(out);
  const names = await readdir(dirname(out)).catch(() => []);
  return names.flatMap((n) => {
    const pid = Number(pattern.exec(n)?.[1]);
    return pid && processAlive(pid) ? [pid] : [];
  });
}

/** Takes the lock now, or returns the live process holding it (this process's candidate file stays until `done`). */
async function tryLockOnce(out: string): Promise<OutputLock | { heldBy: number }> {
  const file = lockFile(out);
  const mine = candidate(out, process.pid);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(mine, `${process.pid}\n`);
  for (;;) {
    try {
      await link(mine, file);
      return { release: () => release(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = await readHolder(file);
    if (holder === null) continue; // released meanwhile
    if (holder !== 0 && processAlive(holder)) return { heldBy: holder };
    await breakStale(file, holder);
  }
}

/** Takes the lock now, or returns the live process holding it. */
export async function tryLock(out: string): Promise<OutputLock | { heldBy: number }> {
  // Candidates of processes that died waiting.
  await removeLeftoversOfDeadProcesses(dirname(out), candidatePid(out));
  try {
    return await tryLockOnce(out);
  } finally {
    await rm(candidate(out, process.pid), { force: true });
  }
}

/**
 * Moves a dead holder's lock aside and removes it. Should another process have taken the lock between
 * the read and the move, what was moved is its live lock: it is linked back (or, if a third process
 * was quicker still, left to that one), so a live lock is never lost.
 */
async function breakStale(file: string, deadHolder: number) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    await rename(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await readHolder(aside);
  if (moved !== deadHolder && moved !== null && processAlive(moved)) await link(aside, file).catch(() => undefined);
  await rm(aside, { force: true });
}

async function release(file: string) {
  // Only our own lock: after a stale break by another process it would be theirs.
  if ((await readHolder(file)) === process.pid) await rm(file, { force: true });
}

/**
 * The lock on `out`, waiting while a live process holds it (`onWait` is told once who). Polls: a lock
 * file gives no notice when it is released, and builds take seconds, not milliseconds.
 */
export async function lockOutput(out: string, onWait: (holder: number) => void, pollMs = 250): Promise<OutputLock> {
  await removeLeftoversOfDeadProcesses(dirname(out), candidatePid(out));
  let told = false;
  try {
    for (;;) {
      const got = await tryLockOnce(out);
      if ('release' in got) return got;
      if (!told) onWait(got.heldBy);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    await rm(candidate(out, process.pid), { force: true });
  }
}
