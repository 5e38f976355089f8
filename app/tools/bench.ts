/**
 * npm run bench: build throughput, measured as a deploy meets it, several times each, with the
 * machine's load beside every figure. On a synthetic museum (app/tools/synthetic-museum.ts):
 *   default   a tenth of the collection (1,658 artworks) and a tenth of the other bundles: ≈ 5k pages
 *   --full    the whole museum: 16,583 artworks in es and en, every 20th in ca/eu/gl, ≈ 44k pages
 *   --scale N N times the whole museum (--scale 2.3: ≈ 100k pages), recorded under its own key
 *   --http    the content served over HTTP (a local server on 127.0.0.1, as a CMS: CMS_URL) instead of
 *             read from files
 *   --astro   after each cold build, the stack a museum would pick today on the same content and
 *             machine, in the same minutes: Astro 5.18 renders the page documents with a plain template
 *             and Pagefind's CLI indexes its HTML (bench/astro-pagefind/, installed there on first use)
 * For each of BENCH_RUNS runs (default 3; 1 with --full unless set): a cold build (--clean, into an
 * empty folder), then three edits, each published in place: one artwork changed, one page deleted,
 * one translation added. Recorded per run: pages, wall seconds, pages/s, for an edit the moment its
 * pages were live (seconds from starting the build process to its "published in place" line) and the
 * moment its search index followed (the process's end), peak RSS of the build process (its render
 * threads included) and of the search index's Pagefind service (a process of its own), the search
 * index's seconds, the phases, the CPU seconds of the build and its children, the 1-minute load
 * average and the machine's speed (./machine-probe.ts) before and after; then median/min/max. Each
 * build, and each Astro run, starts on a settled disk (./disk-settle.ts).
 * Then the first-load JavaScript and CSS of one page per view. → bench/results.json (the `search`
 * key is bench:search's).
 * Tests never assert these numbers; DESIGN.md holds the budgets.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import send from 'send';
import { firstLoad } from './first-load.ts';
import { stats } from './bench-stats.ts';
import { writeSyntheticMuseum } from './synthetic-museum.ts';
import { COLLECTION_SIZE } from './synthetic-collection.ts';
import { mapBounded } from '../site-build/support/map-bounded.ts';
import { probeMachine, type MachineProbe } from './machine-probe.ts';
import { diskSettler } from './disk-settle.ts';

const root = resolve(import.meta.dirname, '../..');
const full = process.argv.includes('--full');
const withAstro = process.argv.includes('--astro');
const overHttp = process.argv.includes('--http');
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg >= 0 ? Number(process.argv[scaleArg + 1]) : full ? 1 : 0.1;
if (!(scale > 0 && scale <= 10)) throw new Error(`--scale wants a number above 0 and at most 10, not ${process.argv[scaleArg + 1]}`);
const scaleName = scale === 1 ? 'full' : scale === 0.1 ? 'tenth' : `x${scale}`;
const runs = Number(process.env.BENCH_RUNS ?? (scale >= 1 ? 1 : 3));
const work = await mkdtemp(join(tmpdir(), 'museo-bench-'));
const content = join(work, 'content');
const load = () => Math.round(loadavg()[0]! * 100) / 100;
/** Every measured build starts with no build folder being removed, or removed in the minute before (./disk-settle.ts). */
const settler = diskSettler(join(work, 'dist'));
async function settled() {
  const waited = await settler.settle();
  if (waited >= 1000) console.log(`(waited ${Math.round(waited / 1000)} s for a removed build folder to settle on the disk)`);
}

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
async function childrenCpuSeconds(): Promise<number | null> {
  const stat = await readFile('/proc/self/stat', 'utf8').catch(() => null);
  if (!stat) return null;
  // The fields after the command name (which may hold spaces, in parentheses): state is field 3, cutime 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticks;
}

console.log(`writing the synthetic museum (scale ${scale}) to ${content}…`);
const sourcePages = await writeSyntheticMuseum(join(root, 'content'), content, {
  artworks: Math.round(COLLECTION_SIZE * scale),
  otherScale: scale,
});

/**
 * --http: the content folder as a CMS serves it (app/site-build/content/content-source.ts httpSource): the files
 * as they are, and pages/index.json listing the page documents.
 */
async function serveContent(): Promise<{ url: string; close: () => void }> {
  // Listed again at every request, as a CMS would (an edit deletes a page between builds), each page
  // with its version (size and modification time), so a build after an edit asks only for what changed.
  const index = async () => {
    const files = (await readdir(join(content, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
    const list = await mapBounded(files, 16, async (file) => {
      const s = await stat(join(content, 'pages', file));
      return { file, version: `${s.size}-${s.mtimeMs}` };
    });
    return JSON.stringify(list);
  };
  const server = createServer((req, res) => {
    // send decodes the path itself and refuses any that leaves the root.
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://cms').pathname;
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (path === '/pages/index.json') {
      index().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
        () => res.writeHead(500).end(),
      );
      return;
    }
    send(req, path, { root: content })
      .on('error', (err: { status?: number }) => res.writeHead(err.status ?? 500).end())
      .pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
const cms = overHttp ? await serveContent() : null;

interface BuildRun {
  pages: number;
  wallSeconds: number;
  /** An edit: seconds from the start of the build process until its pages were live (null for a whole build). */
  liveSeconds: number | null;
  servicePeakMiB: number;
  /** The bundler's own process (a whole build; null when the build reused the bundles). */
  bundlerPeakMiB: number | null;
  pagesPerSecond: number;
  peakRssMiB: number;
  searchIndexSeconds: number;
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

/** One build in its own process (asynchronously: with --http this process answers its requests). */
async function build(out: string, ...args: string[]): Promise<BuildRun> {
  // What the benchmark itself wrote (the synthetic museum, an edit) is flushed first: the build does not pay for writing it back.
  await settled();
  const probeBefore = probeMachine();
  const loadBefore = load();
  const cpuBefore = await childrenCpuSeconds();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/site-build/build.ts', '--out', out, ...args], {
    cwd: root,
    env: { ...process.env, ...(cms ? { CMS_URL: cms.url } : { CONTENT_DIR: content }) },
  });
  const r = { stdout: '', stderr: '', status: null as number | null };
  let liveSeconds: number | null = null;
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    r.stdout += d;
    if (liveSeconds === null && r.stdout.includes('published in place:')) liveSeconds = (performance.now() - started) / 1000;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => (r.stderr += d));
  r.status = await new Promise<number | null>((done) => child.on('close', done));
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuAfter = await childrenCpuSeconds();
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  const built = /built (\d+) pages in/.exec(r.stdout);
  const peak = /peak memory (\d+) MiB, search index service (\d+) MiB/.exec(r.stdout);
  const search = /search index: .* in ([\d.]+) s/.exec(r.stdout);
  const incremental = /incremental: (\d+) page\(s\) rendered/.exec(r.stdout);
  const phases = /phases: (.*)/.exec(r.stdout)?.[1] ?? '';
  if (!built || !peak || !search) throw new Error(`unexpected build output: ${r.stdout}`);
  const pages = Number(built[1]);
  return {
    pages,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    liveSeconds: liveSeconds === null ? null : Math.round(liveSeconds * 10) / 10,
    servicePeakMiB: Number(peak[2]),
    bundlerPeakMiB: /, bundler (\d+) MiB/.test(r.stdout) ? Number(/, bundler (\d+) MiB/.exec(r.stdout)![1]) : null,
    pagesPerSecond: Math.round((pages / wallSeconds) * 10) / 10,
    peakRssMiB: Number(peak[1]),
    searchIndexSeconds: Number(search[1]),
    /** The search index's parts made by this build, and all the parts of the languages it touched. */
    searchParts: /(\d+) of (\d+) parts indexed/.test(r.stdout) ? /(\d+) of (\d+) parts indexed/.exec(r.stdout)!.slice(1).join('/') : null,
    rendered: incremental ? Number(incremental[1]) : pages,
    phases: Object.fromEntries(
      [...phases.matchAll(/([a-z ()]+?) ([\d.]+) s/g)].map((m) => [m[1]!.replace(/^, /, '').trim(), Number(m[2])]),
    ),
    loadBefore,
    loadAfter: load(),
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 10) / 10,
    probeBefore,
    probeAfter: probeMachine(),
  };
}

const probeText = (r: BuildRun) =>
  `CPU ${r.cpuSeconds ?? '?'} s, machine probe JS ${r.probeBefore.javascriptMs} → ${r.probeAfter.javascriptMs} ms, Brotli ${r.probeBefore.brotliMs} → ${r.probeAfter.brotliMs} ms`;

/** What Astro + Pagefind did with the same content: each step's wall seconds, the pages each made, the CPU of both. */
interface AstroRun {
  pages: number;
  astroSeconds: number;
  pagefindSeconds: number;
  wallSeconds: number;
  pagesPerSecond: number;
  indexedPages: number;
  cpuSeconds: number | null;
  loadBefore: number;
  probeBefore: MachineProbe;
}

const astroDir = join(root, 'bench/astro-pagefind');

/** Runs `args` with Node in `cwd` and gives its output; throws with it when the process fails. */
async function runNode(cwd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, args, { cwd, env });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (output += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (output += d));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  if (status !== 0) throw new Error(`${args.join(' ')} failed in ${cwd}:\n${output}`);
  return output;
}

/**
 * Astro's build of the content into `outDir` (a new folder: nothing is removed just before), then
 * Pagefind's CLI over it: cold (Astro's cache removed first), on a settled disk (./disk-settle.ts).
 * The outputs are removed with the benchmark's folder at the end.
 */
async function astroAndPagefind(outDir: string): Promise<AstroRun> {
  if (!(await stat(join(astroDir, 'node_modules/astro')).catch(() => null)))
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: astroDir, stdio: 'inherit' });
  for (const cache of ['node_modules/.astro', '.astro']) await rm(join(astroDir, cache), { recursive: true, force: true });
  await settled();
  const probeBefore = probeMachine();
  const loadBefore = load();
  const cpuBefore = await childrenCpuSeconds();
  const started = performance.now();
  const env = { ...process.env, CONTENT_DIR: content, ASTRO_TELEMETRY_DISABLED: '1' };
  const astro = await runNode(astroDir, ['node_modules/astro/astro.js', 'build', '--outDir', outDir], env);
  const built = performance.now();
  const pagefind = await runNode(astroDir, ['node_modules/pagefind/lib/runner/bin.cjs', '--site', outDir], env);
  const done = performance.now();
  const cpuAfter = await childrenCpuSeconds();
  const pages = Number(/(\d+) page\(s\) built/.exec(astro)?.[1]);
  const indexedPages = Number(/Indexed (\d+) pages/.exec(pagefind)?.[1]);
  if (!pages || !indexedPages) throw new Error(`unexpected output from Astro or Pagefind:\n${astro}\n${pagefind}`);
  const wallSeconds = (done - started) / 1000;
  return {
    pages,
    astroSeconds: Math.round((built - started) / 100) / 10,
    pagefindSeconds: Math.round((done - built) / 100) / 10,
    wallSeconds: Math.round(wallSeconds * 10) / 10,
    pagesPerSecond: Math.round((pages / wallSeconds) * 10) / 10,
    indexedPages,
    cpuSeconds: cpuBefore === null || cpuAfter === null ? null : Math.round((cpuAfter - cpuBefore) * 10) / 10,
    loadBefore,
    probeBefore,
  };
}

/** One artwork edited, as an editor would: its title and its text. */
async function editOneArtwork(run: number) {
  const file = join(content, 'pages/synthetic/es/artwork/es-500042.json');
  const page = JSON.parse(await readFile(file, 'utf8'));
  page.title.value = `${page.title.value.replace(/ \(rev\. \d+\)$/, '')} (rev. ${run + 1})`;
  await writeFile(file, JSON.stringify(page));
}

/** One page unpublished: its document removed. */
async function deleteOnePage(run: number) {
  await rm(join(content, `pages/synthetic/es/artwork/es-${500100 + run}.json`));
}

/** One translation added: an English artwork's page in Catalan, at its own address. */
async function addOneTranslation(run: number) {
  const from = JSON.parse(await readFile(join(content, `pages/synthetic/en/artwork/en-${500200 + run}.json`), 'utf8'));
  from.language = { id: 'ca' };
  from.url = { path: from.url.path.replace(/^\/en\//, '/ca/') };
  from.id = `${from.id}-ca`;
  delete from.uuid;
  await writeFile(join(content, `pages/synthetic/ca/added-${run}.json`), JSON.stringify(from));
}

const cold: BuildRun[] = [];
const astroRuns: AstroRun[] = [];
const edits = { artworkEdited: [] as BuildRun[], pageDeleted: [] as BuildRun[], translationAdded: [] as BuildRun[] };
const out = join(work, 'dist');
for (let i = 0; i < runs; i++) {
  const c = await build(out, '--clean');
  cold.push(c);
  console.log(
    `cold build ${i + 1}/${runs}: ${c.pages} pages in ${c.wallSeconds} s (${c.pagesPerSecond} pages/s), peak ${c.peakRssMiB} MiB (Pagefind ${c.servicePeakMiB} MiB, bundler ${c.bundlerPeakMiB} MiB), search index ${c.searchIndexSeconds} s, load ${c.loadBefore} → ${c.loadAfter}, ${probeText(c)}`,
  );
  if (withAstro) {
    // Right after, on the same content: the two compare at the machine's speed of the same minutes.
    const a = await astroAndPagefind(join(work, `astro-dist-${i + 1}`));
    astroRuns.push(a);
    console.log(
      `Astro + Pagefind ${i + 1}/${runs}: ${a.pages} pages in ${a.wallSeconds} s (Astro ${a.astroSeconds} s, Pagefind ${a.pagefindSeconds} s; ${a.pagesPerSecond} pages/s), CPU ${a.cpuSeconds ?? '?'} s, load ${a.loadBefore}; this site's cold build ${Math.round((a.wallSeconds / c.wallSeconds) * 100) / 100}× as fast`,
    );
  }
  for (const [name, edit] of [
    ['artworkEdited', editOneArtwork],
    ['pageDeleted', deleteOnePage],
    ['translationAdded', addOneTranslation],
  ] as const) {
    await edit(i);
    const n = await build(out);
    edits[name].push(n);
    console.log(
      `${name} ${i + 1}/${runs}: ${n.rendered} page(s) rendered, live ${n.liveSeconds} s, search followed at ${n.wallSeconds} s, peak ${n.peakRssMiB} MiB (Pagefind ${n.servicePeakMiB} MiB), load ${n.loadBefore} → ${n.loadAfter}, ${probeText(n)}`,
    );
  }
}
const summary = (list: BuildRun[]) => ({
  wallSeconds: stats(list.map((r) => r.wallSeconds)),
  pagesPerSecond: stats(list.map((r) => r.pagesPerSecond)),
  // The search index is built beside the rendering: what it adds is the time the build waited for it.
  pagesPerSecondWithoutSearchIndex: stats(
    list.map((r) => r.pages / Math.max(0.001, r.wallSeconds - (r.phases['waiting for the search index'] ?? r.searchIndexSeconds))),
  ),
  peakRssMiB: stats(list.map((r) => r.peakRssMiB)),
  servicePeakMiB: stats(list.map((r) => r.servicePeakMiB)),
  ...(list[0]?.bundlerPeakMiB != null ? { bundlerPeakMiB: stats(list.map((r) => r.bundlerPeakMiB ?? 0)) } : {}),
  ...(list[0]?.liveSeconds != null ? { liveSeconds: stats(list.map((r) => r.liveSeconds ?? 0)) } : {}),
  searchIndexSeconds: stats(list.map((r) => r.searchIndexSeconds)),
  ...(list.every((r) => r.cpuSeconds !== null) ? { cpuSeconds: stats(list.map((r) => r.cpuSeconds!)) } : {}),
  // The machine's speed over the runs, the slower of each run's two probes: figures from hours at different speeds compare through it.
  probeJavascriptMs: stats(list.map((r) => Math.max(r.probeBefore.javascriptMs, r.probeAfter.javascriptMs))),
  probeBrotliMs: stats(list.map((r) => Math.max(r.probeBefore.brotliMs, r.probeAfter.brotliMs))),
  runs: list,
});

const loads = firstLoad(out, join(root, 'content'));

const build_ = {
  command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  scale: scaleName,
  source: overHttp ? 'HTTP (CMS_URL, a local server)' : 'files (CONTENT_DIR)',
  sourcePages: sourcePages,
  cold: summary(cold),
  ...(astroRuns.length
    ? {
        astroPagefind: {
          what: 'Astro 5.18 (a plain template: the page fields and HTML, header and footer links, related cards) and the Pagefind 1.6 CLI over its HTML, on the same content right after each cold build (bench/astro-pagefind/)',
          wallSeconds: stats(astroRuns.map((a) => a.wallSeconds)),
          astroSeconds: stats(astroRuns.map((a) => a.astroSeconds)),
          pagefindSeconds: stats(astroRuns.map((a) => a.pagefindSeconds)),
          pagesPerSecond: stats(astroRuns.map((a) => a.pagesPerSecond)),
          ...(astroRuns.every((a) => a.cpuSeconds !== null) ? { cpuSeconds: stats(astroRuns.map((a) => a.cpuSeconds!)) } : {}),
          // Per run: Astro + Pagefind's seconds over this site's cold build's (above 1: this site is faster).
          speedup: stats(
            astroRuns.map((a, k) => a.wallSeconds / cold[k]!.wallSeconds),
            2,
          ),
          runs: astroRuns,
        },
      }
    : {}),
  edits: Object.fromEntries(Object.entries(edits).map(([k, list]) => [k, summary(list)])),
};
const file = join(root, 'bench/results.json');
const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
// Other benchmarks keep their own keys in the same file: bench:search's `search`, and the other scale's build.
const builds = (previous.builds ?? {}) as Record<string, unknown>;
builds[`${scaleName}${overHttp ? '-http' : ''}`] = build_;
const results = {
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpu: cpus()[0]?.model, cores: availableParallelism(), memoryGiB: Math.round(totalmem() / 2 ** 30) },
  builds,
  firstLoad: loads,
  ...(previous.search ? { search: previous.search } : {}),
};
await mkdir(join(root, 'bench'), { recursive: true });
await writeFile(file, JSON.stringify(results, null, 2) + '\n');
cms?.close();
await rm(work, { recursive: true, force: true });
const c = build_.cold;
console.log(
  `cold: ${cold[0]!.pages} pages, median ${c.wallSeconds.median} s (${c.wallSeconds.min}–${c.wallSeconds.max}), ${c.pagesPerSecond.median} pages/s (${c.pagesPerSecondWithoutSearchIndex.median} without the search index), peak ${c.peakRssMiB.median} MiB, Pagefind ${c.servicePeakMiB.median} MiB, bundler ${c.bundlerPeakMiB?.median} MiB; machine probe JS ${c.probeJavascriptMs.min}–${c.probeJavascriptMs.max} ms, Brotli ${c.probeBrotliMs.min}–${c.probeBrotliMs.max} ms`,
);
if (build_.astroPagefind) {
  const a = build_.astroPagefind;
  console.log(
    `Astro + Pagefind: median ${a.wallSeconds.median} s (${a.wallSeconds.min}–${a.wallSeconds.max}), ${a.pagesPerSecond.median} pages/s; this site's cold build ${a.speedup.median}× as fast (${a.speedup.min}–${a.speedup.max})`,
  );
}
for (const [name, e] of Object.entries(build_.edits))
  console.log(
    `${name}: live median ${e.liveSeconds?.median} s (${e.liveSeconds?.min}–${e.liveSeconds?.max}), search followed median ${e.wallSeconds.median} s (${e.wallSeconds.min}–${e.wallSeconds.max}), peak ${e.peakRssMiB.median} MiB`,
  );
for (const [view, l] of Object.entries(loads.byView))
  console.log(
    `first load of ${view} (${l.path}): ${l.jsKiB} KiB JS, ${l.cssKiB} KiB CSS gzip (${l.jsBrotliKiB} + ${l.cssBrotliKiB} KiB Brotli, ${l.files} files)`,
  );
console.log('→ bench/results.json');
