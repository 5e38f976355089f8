/** Peak memory of this process's child processes (the search index's Pagefind service), from /proc; and how the build's heap grows. */
import { readdirSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

/** From this many page documents on, the build keeps its heap close to what it holds ({@link heapPolicyFor}). */
export const LARGE_SITE_DOCUMENTS = 50_000;

/**
 * V8 lets a heap grow to up to four times what is live before it collects the old generation, by how
 * fast the program allocates. Reading and checking 100k documents allocates fast: at 100k pages over
 * HTTP the main thread held ≈ 900 MiB of heap for ≈ 270–410 MiB live, and the process peaked at
 * 1,539–1,564 MiB as the render threads started. With the heap let grow by half of what is live
 * (`--heap-growing-percent=50`, for every thread of the process) the same build peaked at 1,213–1,270 MiB;
 * reading and checking the whole museum took ≈ 15 % more CPU (more collections). Below
 * {@link LARGE_SITE_DOCUMENTS} the build is well within its memory (≈ 1,000 MiB at 44k pages) and keeps V8's own
 * choice. Returns the V8 flag to set, or null.
 */
export function heapPolicyFor(documents: number): string | null {
  return documents >= LARGE_SITE_DOCUMENTS ? '--heap-growing-percent=50' : null;
}

/** Applies {@link heapPolicyFor} to this process (its render threads included); returns the flag set, or null. */
export function applyHeapPolicy(documents: number): string | null {
  const flag = heapPolicyFor(documents);
  if (flag) setFlagsFromString(flag);
  return flag;
}

/**
 * The largest peak resident set (VmHWM) among this process's children now running whose command name
 * (`/proc/<pid>/comm`) matches `name` (any, without it), in MiB (0 where /proc is not there).
 */
export function childrenPeakMiB(name?: RegExp): number {
  let kib = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const statLine = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(statLine.slice(statLine.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (name && !name.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) continue;
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kib = Math.max(kib, Number(hwm?.[1] ?? 0));
    } catch {
      // the process ended while being read
    }
  }
  return kib / 1024;
}
