/**
 * One build at a time per output folder: `<out>.lock` names the process building it, by its id and its
 * start time (a process id alone is given again to a restarted container's processes: its lock would
 * look held by the new process for good). Two
 * builds of one folder (a person's `npm run build` and the publishing service's, or two services) would
 * otherwise both edit the live folder in place, or each remove the other's build folder as a leftover.
 *
 * The lock is a file made by link(2), which fails if the name exists, so exactly one process takes it.
 * A holder that died (its process is gone) releases it: the next process removes the stale file and
 * takes the lock. Breaking is done by one process at a time, under a kernel lock that dies with its
 * holder (a Linux abstract socket bound in the folder's name): under it, the file is checked to be still
 * the dead holder's and removed, and nothing else can change it meanwhile (a live holder removes only its
 * own), so a lock is never broken twice and two builds never both hold it. A process waiting for it
 * keeps its own `<out>.lock.<pid>` meanwhile, so anyone can see who waits (lockWaiters).
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { basename, dirname, resolve } from 'node:path';
import { holderAlive, ownIdentity, processAlive, removeLeftoversOfDeadProcesses } from '../support/processes.ts';

export const lockFile = (out: string) => `${out}.lock`;

export interface OutputLock {
  release(): Promise<void>;
}

/** The process holding the lock on `out`, or null when none does (no lock, or its holder died). */
export async function lockHolder(out: string): Promise<number | null> {
  const holder = await readHolder(lockFile(out));
  return holder && alive(holder) ? holder.pid : null;
}

interface Holder {
  pid: number;
  start: string | null;
  /** The file's text, to tell this holder from another with the same id. */
  text: string;
}
const alive = (h: Holder) => holderAlive(h.pid, h.start);

/** The holder a lock file names; null when there is no file, 0 when it names no process (written half way by a holder that died then). */
async function readHolder(file: string): Promise<Holder | null | 0> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const [pid, start] = text.trim().split(' ').map(Number);
  return Number.isInteger(pid) && pid! > 0 ? { pid: pid!, start: start ? String(start) : null, text: text.trim() } : 0;
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
  await writeFile(mine, `${ownIdentity()}\n`);
  for (;;) {
    try {
      await link(mine, file);
      return { release: () => release(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = await readHolder(file);
    if (holder === null) continue; // released meanwhile
    if (holder !== 0 && alive(holder)) return { heldBy: holder.pid };
    await breakStale(file, holder === 0 ? '' : holder.text);
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
 * The right to break `file`'s stale lock, held by one process at a time: a socket bound in Linux's
 * abstract namespace, which the kernel frees when its process ends however it ends (so it is never stale
 * itself). null: another process is breaking it now. Elsewhere than Linux, a no-op (breaking is then
 * guarded only by the check below, as before).
 */
function breakGuard(file: string): Promise<Server | null | 'none'> {
  if (process.platform !== 'linux') return Promise.resolve('none');
  const name = `\0museo-lock-break-${createHash('sha256').update(resolve(file)).digest('hex').slice(0, 32)}`;
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? done(null) : fail(err)));
    server.listen({ path: name, exclusive: true }, () => done(server.unref()));
  });
}

/**
 * Removes a dead holder's lock, if it is still that holder's. Under the break guard nothing else can
 * remove or replace the file (a live holder only removes its own, and other breakers wait), so what is
 * checked is what is removed. Returns when it is done or another process is breaking it.
 */
async function breakStale(file: string, deadHolder: string) {
  const guard = await breakGuard(file);
  if (guard === null) return new Promise((r) => setTimeout(r, 5));
  try {
    const now = await readHolder(file);
    if (now !== null && (now === 0 ? '' : now.text) === deadHolder) await rm(file, { force: true });
  } finally {
    if (guard !== 'none') await new Promise((r) => guard.close(r));
  }
}

async function release(file: string) {
  // Only our own lock: after a stale break by another process it would be theirs.
  const holder = await readHolder(file);
  if (holder && holder.text === ownIdentity()) await rm(file, { force: true });
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
