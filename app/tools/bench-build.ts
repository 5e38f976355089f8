/**
 * One build measured as a deploy meets it (npm run bench): in its own process, on a settled disk, with
 * the machine's load and speed before and after, the CPU it and its children used, and what it did read
 * from its report (app/site-build/pipeline/report.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildReport } from '../site-build/pipeline/report.ts';
import { probeMachine, type MachineProbe } from './machine-probe.ts';
import { spawnBuild } from '../site-build/pipeline/report.ts';

export const load = () => Math.round(loadavg()[0]! * 100) / 100;

/** Clock ticks a second, for /proc's CPU times. */
const ticks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/**
 * CPU seconds (user and system) of this process's finished children and theirs (/proc/self/stat's
 * cutime and cstime): a build's, with its render threads, Pagefind and the bundler. Null off Linux.
 */
export async function childrenCpuSeconds(): Promise<number | null> {
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => null);
  return stat === null ? null : statCpuSeconds(stat).children;
}

/** The CPU seconds a `/proc/<pid>/stat` line gives: the process's own (utime, stime) and its finished children's (cutime, cstime). */
export function statCpuSeconds(stat: string): { own: number; children: number } {
  // The fields after the command name (which may hold spaces, in parentheses): state is field 3, utime 14, stime 15, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { own: (Number(fields[11]) + Number(fields[12])) / ticks, children: (Number(fields[13]) + Number(fields[14])) / ticks };
}

export interface BuildMeasure {
  pages: number;
  wallSeconds: number;
  /** An edit: seconds from the start of the build process until its pages were live (null for a whole build). */
  liveSeconds: number | null;
  /** An edit: seconds from the start of the build process until search found it (its recent part, else its index; null: no search change). */
  foundSeconds: number | null;
  servicePeakMiB: number;
  /** The bundler's own process (a whole build; null when the build reused the bundles). */
  bundlerPeakMiB: number | null;
  pagesPerSecond: number;
  peakRssMiB: number;
  searchIndexSeconds: number;
  /** The search index's parts made by this build, and all the parts of the languages it touched. */
  searchParts: string | null;
  rendered: number;
  phases: Record<string, number>;
  loadBefore: number;
  loadAfter: number;
  /** CPU seconds of the build process and its children (user and system); null where /proc does not say. */
  cpuSeconds: number | null;
  /** The machine's speed just before and just after the build (./machine-probe.ts: CPU ms of fixed work; smaller is faster). */
  probeBefore: MachineProbe;
  probeAfter: MachineProbe;
}

/**
 * One build of `root`'s code into `out` in its own process (asynchronously: with --http this process
 * answers its requests), after `settled()` (what the benchmark wrote is flushed first).
 */
export async function measureBuild(
  root: string,
  out: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  settled: () => Promise<void>,
): Promise<BuildMeasure> {
  await settled();
  const probeBefore = probeMachine();
  const loadBefore = load();
  const cpuBefore = await childrenCpuSeconds();
  const file = join(tmpdir(), `museo-bench-report-${process.pid}.json`);
  const started = performance.now();
  const child = spawnBuild(root, { out, report: file, args }, { env: { ...process.env, ...env } });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (output += d));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = await childrenCpuSeconds();
  const report = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as BuildReport | null;
  await rm(file, { force: true });
  if (status !== 0 || !report) throw new Error(`build failed:\n${output}`);
  const tenth = (n: number) => Math.round(n * 10) / 10;
  return {
    pages: report.pages.total,
    wallSeconds: tenth(wallSeconds),
    liveSeconds: report.kind === 'edit' ? report.liveSeconds : null,
    foundSeconds: report.kind === 'edit' ? (report.search?.recent?.liveSeconds ?? report.search?.liveSeconds ?? null) : null,
    servicePeakMiB: report.memory.searchServiceMiB,
    bundlerPeakMiB: report.memory.bundlerMiB,
    pagesPerSecond: tenth(report.pages.total / wallSeconds),
    peakRssMiB: report.memory.peakMiB,
    searchIndexSeconds: report.search?.seconds ?? 0,
    searchParts: report.search ? `${report.search.parts.indexed}/${report.search.parts.total}` : null,
    rendered: report.pages.rendered,
    phases: Object.fromEntries(report.phases.map((p) => [p.name, p.seconds])),
    loadBefore,
    loadAfter: load(),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : tenth(cpuAfter - cpuBefore),
    probeBefore,
    probeAfter: probeMachine(),
  };
}

export const probeText = (r: BuildMeasure) =>
  `CPU ${r.cpuSeconds ?? '?'} s, machine probe JS ${r.probeBefore.javascriptMs} → ${r.probeAfter.javascriptMs} ms, Brotli ${r.probeBefore.brotliMs} → ${r.probeAfter.brotliMs} ms`;

/** The most the collection's data downloads may weigh, gzipped, for the whole museum (all languages, both formats). */
const DATA_BUDGET_GZIP_MIB = 20;

/**
 * The collection's data downloads of a built site (`/data/`): each file's bytes as written and as the
 * server sends it gzipped (level 6, as app/server/compressed-bodies.ts does), and their sum against the budget.
 */
export async function collectionDataSizes(out: string) {
  const dir = join(out, 'data');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => /\.(jsonl|csv)$/.test(f)).sort();
  const files = [];
  for (const name of names) {
    const body = await readFile(join(dir, name));
    const rows = name.endsWith('.jsonl') ? body.toString('utf8').split('\n').filter(Boolean).length : null;
    files.push({
      file: `data/${name}`,
      ...(rows === null ? {} : { rows }),
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 6 }).length,
    });
  }
  const mib = (n: number) => Math.round((n / 2 ** 20) * 100) / 100;
  const gzipMiB = mib(files.reduce((sum, f) => sum + f.gzipBytes, 0));
  return {
    files,
    totalMiB: mib(files.reduce((sum, f) => sum + f.bytes, 0)),
    gzipMiB,
    budgetGzipMiB: DATA_BUDGET_GZIP_MIB,
    withinBudget: gzipMiB <= DATA_BUDGET_GZIP_MIB,
  };
}
