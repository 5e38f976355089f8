/** Peak memory of this process's child processes (the search index's Pagefind service), from /proc. */
import { readdirSync, readFileSync } from 'node:fs';

/** The largest peak resident set (VmHWM) among this process's children now running, in MiB (0 where /proc is not there). */
export function childrenPeakMiB(): number {
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
      const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kib = Math.max(kib, Number(hwm?.[1] ?? 0));
    } catch {
      // the process ended while being read
    }
  }
  return kib / 1024;
}
