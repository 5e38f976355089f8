/**
 * One build at a time per output folder (and one publishing service per records folder). Two builds of
 * one folder (a person's `npm run build` and the publishing service's, or two services) would otherwise
 * both edit the live folder in place, or each remove the other's build folder as a leftover.
 *
 * The lock is the kernel's: flock(2) on `<out>.lock`, taken through flock(1) on this process's own open
 * descriptor of the file (`flock FD`, as a shell script locks: the lock belongs to the open file, which
 * only this process keeps open). The kernel lets exactly one open file hold it, and frees it when the
 * holder ends however it ends (exit, crash, kill -9, out of memory): there is nothing stale to break, and
 * no process id to judge alive or dead, so a holder in another PID namespace (another container sharing
 * the volume) or a restarted container's process with the same id is never mistaken for a dead one. The
 * file is never removed (removing a locked file would let a second process lock a new file of the same
 * name); it is opened without following a link, and refused if it is not a plain file of its own (a hard
 * link to another file would have that file written). The holder writes its process id and start time
 * into it, for people and for the messages of those that wait: what it says is only ever informative.
 * Needs flock(1) (util-linux on Debian and most Linux systems; BusyBox has one too).
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdir, open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ownIdentity } from '../support/processes.ts';

export const lockFile = (out: string) => `${out}.lock`;

export interface OutputLock {
  release(): Promise<void>;
}

/** flock(1)'s exit status when the lock is held by another open file (-E): EX_TEMPFAIL. */
const HELD = 75;

/** Locks `handle`'s open file through flock(1) on its descriptor: false when another holds it and `wait` is false. */
function flockOn(handle: FileHandle, wait: boolean): Promise<boolean> {
  return new Promise((done, fail) => {
    const child = spawn('flock', [...(wait ? [] : ['-n', '-E', String(HELD)]), '-x', '3'], {
      stdio: ['ignore', 'ignore', 'pipe', handle.fd],
    });
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      fail(
        err.code === 'ENOENT'
          ? new Error('locking the output folder needs flock(1): install util-linux (Debian: apt-get install util-linux)')
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? done(true) : code === HELD && !wait ? done(false) : fail(new Error(`flock(1) failed (${code}): ${said.trim()}`)),
    );
  });
}

/** `<out>.lock`, opened for reading and writing: never through a symbolic link, and only a plain file with no other name. */
async function openLockFile(out: string): Promise<FileHandle> {
  const file = lockFile(out);
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
  const s = await handle.stat();
  if (!s.isFile() || s.nlink !== 1) {
    await handle.close();
    throw new Error(
      `${file} is not a plain file of its own (${s.isFile() ? `${s.nlink} names` : 'not a file'}): remove it, then build again`,
    );
  }
  return handle;
}

/** The lock, taken on `handle`: the holder's identity written into it, and a release that leaves the file empty. */
async function taken(handle: FileHandle): Promise<OutputLock> {
  await handle.truncate(0);
  await handle.write(`${ownIdentity()}\n`, 0);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // Emptied while still held, so that what the next holder writes is never emptied.
      await handle.truncate(0).catch(() => undefined);
      await handle.close();
    },
  };
}

/** How long, at most, a holder is given to write its id after the kernel granted it the lock. */
const HOLDER_WRITES_MS = 2000;

/**
 * The process id the holder of `out`'s lock wrote, as its own PID namespace numbers it. The holder writes
 * it just after the kernel grants it the lock, so a moment may pass with the file still empty: it is read
 * again until it names one (0: none within HOLDER_WRITES_MS, or the lock was let go meanwhile).
 */
async function writtenHolder(out: string): Promise<number> {
  const until = Date.now() + HOLDER_WRITES_MS;
  for (;;) {
    const text = await readFile(lockFile(out), 'utf8').catch(() => '');
    const pid = Number(text.trim().split(' ')[0]);
    if (Number.isInteger(pid) && pid > 0) return pid;
    if (Date.now() >= until) return 0;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Takes the lock now, or says which process holds it. */
export async function tryLock(out: string): Promise<OutputLock | { heldBy: number }> {
  const handle = await openLockFile(out);
  try {
    if (await flockOn(handle, false)) return await taken(handle);
  } catch (err) {
    await handle.close();
    throw err;
  }
  await handle.close();
  return { heldBy: await writtenHolder(out) };
}

/** The lock on `out`, waiting while another process holds it (`onWait` is told once who): the kernel says when it is free. */
export async function lockOutput(out: string, onWait: (holder: number) => void): Promise<OutputLock> {
  const handle = await openLockFile(out);
  try {
    if (!(await flockOn(handle, false))) {
      onWait(await writtenHolder(out));
      await flockOn(handle, true);
    }
    return await taken(handle);
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** The kernel's record of flock(2) locks on `out`'s lock file: its holders, and the processes waiting for it. */
async function kernelLocks(out: string): Promise<{ held: boolean; waiting: number }> {
  const s = await stat(lockFile(out)).catch(() => null);
  const table = await readFile('/proc/locks', 'utf8').catch(() => '');
  if (!s) return { held: false, waiting: 0 };
  // /proc/locks names a file as MAJOR:MINOR:INODE, the device in hex.
  const major = Math.floor(s.dev / 256) & 0xfff;
  const minor = (s.dev & 0xff) | (Math.floor(s.dev / 4096) & 0xfff00);
  const id = `${major.toString(16).padStart(2, '0')}:${minor.toString(16).padStart(2, '0')}:${s.ino}`;
  const ours = table.split('\n').filter((line) => / FLOCK /.test(line) && line.includes(` ${id} `));
  return { held: ours.some((line) => !line.includes('->')), waiting: ours.filter((line) => line.includes('->')).length };
}

/** The process holding the lock on `out` (as its holder wrote it), or null when none does. */
export async function lockHolder(out: string): Promise<number | null> {
  return (await kernelLocks(out)).held ? writtenHolder(out) : null;
}

/** How many processes wait for the lock on `out`. */
export async function lockWaiters(out: string): Promise<number> {
  return (await kernelLocks(out)).waiting;
}
