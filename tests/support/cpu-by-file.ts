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
import { statCpuSeconds } from '../../app/tools/bench-build.ts';

/** The CPU of every Chromium process there is now, its finished children's included. */
function chromiumSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!name.startsWith('chrom') && !name.startsWith('headless')) continue;
      const { own, children } = statCpuSeconds(stat);
      total += own + children;
    } catch {
      // Gone since the folder was listed.
    }
  }
  return total;
}

/** This worker's own CPU, and that of the processes it started and waited for (builds, services, checkers). */
const workerSeconds = () => statCpuSeconds(readFileSync('/proc/self/stat', 'utf8'));

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
