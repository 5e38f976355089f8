/**
 * Where the suite's CPU goes, file by file: with CPU_BY_FILE=<file> (vitest.config.ts then runs the node
 * project on one worker and adds this setup file), each test file appends a line to <file>: its path, its
 * seconds, and the core-seconds it cost Chromium (every Chromium process on the machine, read from /proc
 * before and after the file), the worker itself, and the processes the worker started and waited for
 * (builds, services, checkers). One worker, so that the machine's Chromium is this file's. A measurement
 * for the team (docs/testing.md), never part of a test.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime, stime, cutime and cstime of a /proc/<pid>/stat line, in seconds (the fields after the command's name). */
function times(stat: string): [number, number, number, number] {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [Number(f[11]) / TICKS, Number(f[12]) / TICKS, Number(f[13]) / TICKS, Number(f[14]) / TICKS];
}

/** The CPU of every Chromium process there is now, its reaped children's included. */
function chromiumSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('chrom') && !name.startsWith('headless')) continue;
      total += times(stat).reduce((a, b) => a + b, 0);
    } catch {
      // Gone since the folder was listed.
    }
  }
  return total;
}

function workerSeconds() {
  const [user, system, childUser, childSystem] = times(readFileSync('/proc/self/stat', 'utf8'));
  return { own: user + system, children: childUser + childSystem };
}

const out = process.env.CPU_BY_FILE;
let before: { at: number; chromium: number; worker: ReturnType<typeof workerSeconds> } | undefined;
beforeAll(() => {
  before = { at: performance.now(), chromium: chromiumSeconds(), worker: workerSeconds() };
});
afterAll(() => {
  if (!out || !before) return;
  const worker = workerSeconds();
  const file = (globalThis as { __vitest_worker__?: { filepath?: string } }).__vitest_worker__?.filepath ?? '?';
  const row = [
    file.replace(`${process.cwd()}/`, ''),
    ((performance.now() - before.at) / 1000).toFixed(1),
    (chromiumSeconds() - before.chromium).toFixed(1),
    (worker.own - before.worker.own).toFixed(1),
    (worker.children - before.worker.children).toFixed(1),
  ];
  appendFileSync(out, `${row.join('\t')}\n`);
});
